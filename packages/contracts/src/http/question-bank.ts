/**
 * The question bank (issue 36, ADR 0078): categories by program, their questions, and a quiz's random slots.
 * Calls: `/quiz/bank/categories`, `/quiz/bank/categories/:key`, `/quiz/bank/questions`, `/quiz/bank/questions/:key`.
 */
import { z } from 'zod';
import { maxLength, requiredString } from '../validators.js';
import { dataEnvelope, savedEnvelope } from './common.js';
import { quizLimits, quizQuestion, quizQuestionInput } from './quiz-question.js';

/** Limits of the bank and of a quiz's random slots. */
export const bankLimits = {
  /** Random slots on one quiz. */
  slots: 20,
  /** Questions one slot may draw. */
  perSlot: quizLimits.questions,
  /** Questions added in one call (an import). */
  questionsPerAdd: quizLimits.questions,
} as const;

/** "Draw `count` random questions of `categoryKey`, each worth `points`." */
export const randomSlotInput = z.object({
  categoryKey: z.uuid('Please choose a category'),
  count: z.coerce
    .number('Please give how many questions')
    .int('Please give a whole number of questions')
    .min(1, 'Draw at least 1 question')
    .max(bankLimits.perSlot),
  points: z.coerce
    .number('Please give the points')
    .int('Points must be a whole number')
    .min(1, 'Give at least 1 point')
    .max(quizLimits.points),
});
export type RandomSlotInput = z.infer<typeof randomSlotInput>;

export const randomSlot = z.object({
  categoryKey: z.string(),
  categoryName: z.string(),
  count: z.number().int(),
  points: z.number().int(),
});
export type RandomSlot = z.infer<typeof randomSlot>;

export const bankCategoryInput = z.object({
  name: requiredString('Please name the category', maxLength.short),
  programKey: z.uuid('Please choose a program'),
});
export type BankCategoryInput = z.infer<typeof bankCategoryInput>;

export const bankCategory = z.object({
  key: z.string(),
  name: z.string(),
  program: z.object({ key: z.string(), title: z.string() }),
  questionsCount: z.number().int(),
  /** Whether the viewer may rename or delete it (its author, or an admin holding Quiz). */
  mayEdit: z.boolean(),
});
export type BankCategory = z.infer<typeof bankCategory>;

export const bankCategoriesQuery = z.object({ program: z.uuid('Not found').optional() });
export const bankCategoriesResponse = dataEnvelope(z.object({ categories: z.array(bankCategory) }));
export type BankCategoriesResponse = z.infer<typeof bankCategoriesResponse>;
export const bankCategorySavedResponse = savedEnvelope(z.object({ category: bankCategory }));
export type BankCategorySavedResponse = z.infer<typeof bankCategorySavedResponse>;

export const bankQuestion = quizQuestion.extend({ categoryKey: z.string(), mayEdit: z.boolean() });
export type BankQuestion = z.infer<typeof bankQuestion>;

export const bankQuestionsQuery = z.object({ category: z.uuid('Please choose a category') });
export const bankQuestionsResponse = dataEnvelope(z.object({ questions: z.array(bankQuestion) }));
export type BankQuestionsResponse = z.infer<typeof bankQuestionsResponse>;

/** Adds one question (the editor) or many (an import) to a category. */
export const bankQuestionsInput = z.object({
  categoryKey: z.uuid('Please choose a category'),
  questions: z.array(quizQuestionInput).min(1, 'Add at least one question').max(bankLimits.questionsPerAdd),
});
export type BankQuestionsInput = z.infer<typeof bankQuestionsInput>;
export const bankQuestionsAddedResponse = savedEnvelope(z.object({ keys: z.array(z.string()) }));
export type BankQuestionsAddedResponse = z.infer<typeof bankQuestionsAddedResponse>;

/** Edits one question; moving it to another category is allowed. */
export const bankQuestionInput = z.object({
  categoryKey: z.uuid('Please choose a category'),
  question: quizQuestionInput,
});
export type BankQuestionInput = z.infer<typeof bankQuestionInput>;
export const bankQuestionSavedResponse = savedEnvelope(z.object({ question: bankQuestion }));
export type BankQuestionSavedResponse = z.infer<typeof bankQuestionSavedResponse>;
