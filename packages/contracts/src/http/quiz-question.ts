/** A quiz's limits and the shape of one question, shared by quizzes and the question bank (ADR 0035, 0078). */
import { z } from 'zod';
import { AnswerMode, QuestionType } from '../enums.js';
import { boundedString, maxLength, requiredString, tooLongMessage } from '../validators.js';

/** Limits of a quiz (ADR 0035). */
export const quizLimits = {
  questions: 100,
  options: 10,
  optionLength: 1_000,
  points: 1_000,
  durationMinutes: 600,
  answerText: 20_000,
  remark: 2_000,
  studentsPerAssignment: 100,
  /** Seconds after the deadline an answer is still accepted (network latency, a save in flight). */
  graceSeconds: 30,
} as const;

const richQuestion = z
  .string()
  .max(maxLength.richText, tooLongMessage(maxLength.richText))
  .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(html), {
    message: 'Please write the question',
  });

export const quizQuestionInput = z
  .object({
    /** The question's key when editing an existing question; absent for a new one. */
    key: z.uuid().optional(),
    type: QuestionType,
    answerMode: AnswerMode,
    question: richQuestion,
    image: boundedString(maxLength.key).nullable().optional(),
    options: z
      .array(requiredString('Please write the option', quizLimits.optionLength))
      .max(quizLimits.options)
      .default([]),
    /** Indexes of the correct options. */
    answers: z.array(z.number().int().min(0)).max(quizLimits.options).default([]),
    points: z.coerce
      .number('Please give the points')
      .int('Points must be a whole number')
      .min(1, 'Give at least 1 point')
      .max(quizLimits.points),
  })
  .superRefine((q, ctx) => {
    const objective = q.type === 'OBJECTIVE';
    if (objective !== (q.answerMode === 'OPTION'))
      ctx.addIssue({
        code: 'custom',
        path: ['answerMode'],
        message: 'Objective questions are answered by choosing an option; subjective ones by text, image or document',
      });
    if (q.answerMode === 'OPTION') {
      if (q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least 2 options' });
      if (q.answers.length === 0)
        ctx.addIssue({ code: 'custom', path: ['answers'], message: 'Mark at least one correct option' });
      if (q.answers.some((a) => a >= q.options.length))
        ctx.addIssue({ code: 'custom', path: ['answers'], message: 'A correct answer must be one of the options' });
    }
  });
export type QuizQuestionInput = z.infer<typeof quizQuestionInput>;

export const quizQuestion = z.object({
  key: z.string(),
  type: QuestionType,
  answerMode: AnswerMode,
  question: z.string(),
  image: z.string().nullable(),
  options: z.array(z.string()),
  answers: z.array(z.number().int()),
  points: z.number().int(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;
