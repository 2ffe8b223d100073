/**
 * Quizzes, quiz assignments, attempts and grading (platform spec 2.7, 3, 4, 5.3, 7, 7.1; ADR 0035).
 * Calls: `/quiz` (collection), `/quiz/all` (picker), `/quiz/assignment/new`, `/quiz/assignments`,
 * `/quiz/assignment` (review), `/quiz/assignment/grading`, `/quiz/quiz-assignment` (open an attempt),
 * `/quiz/quiz-assignment/save`, `/quiz/quiz-assignment/complete`.
 */
import { z } from 'zod';
import { AssignmentFilter } from '../enums.js';
import { messages } from '../messages.js';
import { boundedString, maxLength, requiredString, tooLongMessage } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';
import { checkDateRange, dateRangeFields, listSearch, quizAssignmentStatusFilters } from './list-filters.js';
import { randomSlot, randomSlotInput } from './question-bank.js';
import { quizLimits, quizQuestion, quizQuestionInput } from './quiz-question.js';

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single hyphens')
  .max(maxLength.slug)
  .refine((s) => s !== 'completed', 'This slug is reserved');

export const quizInput = z.object({
  title: requiredString('Please provide a title', maxLength.title),
  slug: slug.optional(),
  programKey: z.uuid('Please choose a program'),
  duration: z.coerce
    .number('Please give the duration in minutes')
    .int('Please give the duration in whole minutes')
    .min(1, 'Please give the duration in minutes')
    .max(quizLimits.durationMinutes),
  /** At least one question, fixed or random: the service checks the two together (a refinement would stop `.extend`). */
  questions: z.array(quizQuestionInput).max(quizLimits.questions).default([]),
  /** Random questions from the bank, after the fixed ones (ADR 0078). */
  randomQuestions: z.array(randomSlotInput).max(20).default([]),
  shuffleQuestions: z.boolean().default(false),
  shuffleOptions: z.boolean().default(false),
  /** The attempt records camera and screen frames and the page's focus events (ADR 0082). */
  proctored: z.boolean().default(false),
});
export type QuizInput = z.infer<typeof quizInput>;

const programRef = z.object({ key: z.string(), title: z.string(), thumbnail: z.string().nullable() });
const personRef = z.object({
  key: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  otherNames: z.string().nullable(),
});

export const quizSummary = z.object({
  key: z.string(),
  title: z.string(),
  slug: z.string(),
  duration: z.number().int(),
  program: programRef,
  questionsCount: z.number().int(),
  totalPoints: z.number().int(),
  /** Assignments given; a quiz with attempts keeps them as answered when edited. */
  assignmentsCount: z.number().int(),
  createdBy: personRef.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuizSummary = z.infer<typeof quizSummary>;

export const quizDetail = quizSummary.extend({
  questions: z.array(quizQuestion),
  randomQuestions: z.array(randomSlot),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  proctored: z.boolean(),
});
export type QuizDetail = z.infer<typeof quizDetail>;

/** The collection, searched by title and narrowed to one program (ADR 0065). */
export const quizListQuery = pageQuery.extend({ search: listSearch, program: z.uuid('Not found').optional() });
export type QuizListQuery = z.infer<typeof quizListQuery>;
export const quizListResponse = pagedResponse(quizSummary);
export type QuizListResponse = z.infer<typeof quizListResponse>;
/** `/quiz/all`: every quiz the viewer may assign, for the assign dialog. */
export const quizPickerResponse = dataEnvelope(z.object({ quizzes: z.array(quizSummary) }));
export type QuizPickerResponse = z.infer<typeof quizPickerResponse>;
export const quizResponse = dataEnvelope(z.object({ quiz: quizDetail }));
export type QuizResponse = z.infer<typeof quizResponse>;
export const quizSavedResponse = savedEnvelope(z.object({ quiz: z.object({ key: z.string(), slug: z.string() }) }));
export type QuizSavedResponse = z.infer<typeof quizSavedResponse>;

// ── Assignments ────────────────────────────────────────────────────────────

export const quizAssignInput = z.object({
  quizKey: z.uuid('Please choose a quiz'),
  studentKeys: z
    .array(z.uuid())
    .min(1, 'Please choose at least one student')
    .max(quizLimits.studentsPerAssignment, messages.accountPickerLimit(quizLimits.studentsPerAssignment)),
  dueDate: z.iso.datetime({ offset: true, error: 'Please choose a due date' }),
});
export type QuizAssignInput = z.infer<typeof quizAssignInput>;

/** Statuses of spec 4. */
export const quizAssignmentStatuses = ['NOT_ATTEMPTED', 'ATTEMPTED', 'COMPLETED'] as const;
export type QuizAssignmentStatus = (typeof quizAssignmentStatuses)[number];

export const quizAssignmentCard = z.object({
  key: z.string(),
  quiz: z.object({
    key: z.string(),
    title: z.string(),
    slug: z.string(),
    duration: z.number().int(),
    program: programRef,
    /** Camera and screen are recorded while it is taken (ADR 0082). */
    proctored: z.boolean(),
  }),
  student: personRef.extend({ email: z.string() }),
  assignedBy: personRef.nullable(),
  createdAt: z.string(),
  dueDate: z.string(),
  status: z.enum(quizAssignmentStatuses),
  completed: z.boolean(),
  startedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Points of total; meaningful once completed (spec 4: the graded line shows only then). */
  quizAttempt: z.object({ grading: z.object({ points: z.number().int(), total: z.number().int() }) }),
  /** Subjective answers still waiting for a grade. */
  ungraded: z.number().int(),
});
export type QuizAssignmentCard = z.infer<typeof quizAssignmentCard>;

/**
 * Quiz assignments: the spec's ALL / COMPLETED / PENDING `filter`, and the filters of ADR 0065: a search of the quiz
 * title and the student's name and email, a program, a student, a finer status, and a due-date range.
 */
export const quizAssignmentsQuery = pageQuery
  .extend({
    filter: AssignmentFilter.default('ALL'),
    student: z.uuid('Not found').optional(),
    program: z.uuid('Not found').optional(),
    status: z.enum(quizAssignmentStatusFilters, { error: 'Please choose a status from the list' }).optional(),
    search: listSearch,
    ...dateRangeFields,
  })
  .superRefine(checkDateRange);
export type QuizAssignmentsQuery = z.infer<typeof quizAssignmentsQuery>;
export const quizAssignmentsResponse = pagedResponse(quizAssignmentCard);
export type QuizAssignmentsResponse = z.infer<typeof quizAssignmentsResponse>;
export const quizAssignedResponse = savedEnvelope(z.object({ keys: z.array(z.string()) }));
export type QuizAssignedResponse = z.infer<typeof quizAssignedResponse>;

// ── Attempts ───────────────────────────────────────────────────────────────

export const attemptAnswer = z.object({
  option: z.number().int().nullable(),
  text: z.string().nullable(),
  image: z.string().nullable(),
  document: z.string().nullable(),
  /** Original name of an uploaded document (for the download's extension). */
  documentName: z.string().nullable(),
});
export type AttemptAnswer = z.infer<typeof attemptAnswer>;

/** Spec 3 "Attempt item". `question.answers` is empty while the attempt is open for the student. */
export const attemptItem = z.object({
  question: quizQuestion,
  attempt: attemptAnswer,
  grading: z.object({ points: z.number().int().nullable(), remark: z.string().nullable() }),
});
export type AttemptItem = z.infer<typeof attemptItem>;

export const quizAssignmentDetail = z.object({
  assignment: quizAssignmentCard,
  items: z.array(attemptItem),
  /** Whether the viewer may grade (the non-student who assigned it, spec 6). */
  mayGrade: z.boolean(),
});
export type QuizAssignmentDetail = z.infer<typeof quizAssignmentDetail>;

export const assignmentKeyQuery = z.object({ key: z.uuid('Not found') });
export const quizAssignmentResponse = dataEnvelope(quizAssignmentDetail);
export type QuizAssignmentResponse = z.infer<typeof quizAssignmentResponse>;

export const openAttemptInput = z.object({
  assignment: z.uuid('Not found'),
  /** A proctored quiz starts only with the student's agreement on the consent screen (ADR 0082). */
  agreeToProctoring: z.boolean().optional(),
});
export const attemptSession = z.object({
  assignment: quizAssignmentCard,
  items: z.array(attemptItem),
  /** The server's clock when it answered: the countdown runs on deadline − serverNow. */
  serverNow: z.string(),
});
export type AttemptSession = z.infer<typeof attemptSession>;
export const attemptSessionResponse = dataEnvelope(attemptSession);
export type AttemptSessionResponse = z.infer<typeof attemptSessionResponse>;

export const saveAnswerInput = z.object({
  assignment: z.uuid('Not found'),
  questionKey: z.uuid('Not found'),
  /**
   * The client's ordering number for this answer (increasing per question, e.g. the time it was given in ms):
   * a save with a number not above the stored one changes nothing, so replays and late queued saves are harmless.
   */
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  option: z.number().int().min(0).max(quizLimits.options).nullable().optional(),
  text: z.string().max(quizLimits.answerText, tooLongMessage(quizLimits.answerText)).nullable().optional(),
  image: boundedString(maxLength.key).nullable().optional(),
  document: boundedString(maxLength.key).nullable().optional(),
});
export type SaveAnswerInput = z.infer<typeof saveAnswerInput>;
export const saveAnswerResponse = savedEnvelope(
  z.object({ questionKey: z.string(), seq: z.number().int(), applied: z.boolean() }),
);
export type SaveAnswerResponse = z.infer<typeof saveAnswerResponse>;

export const completeAttemptResponse = savedEnvelope(
  z.object({ grading: z.object({ points: z.number().int(), total: z.number().int() }), ungraded: z.number().int() }),
);
export type CompleteAttemptResponse = z.infer<typeof completeAttemptResponse>;

/** Spec 3 "Grading update payload". */
export const gradingInput = z.object({
  assignment: z.uuid('Not found'),
  questionKey: z.uuid('Not found'),
  assignedPoints: z.coerce
    .number('Please give the attained points')
    .int('Points must be a whole number')
    .min(0, 'Points cannot be negative'),
  tutorRemarks: requiredString('Please write a remark', quizLimits.remark),
});
export type GradingInput = z.infer<typeof gradingInput>;
export const gradingResponse = savedEnvelope(
  z.object({
    assignedPoints: z.number().int(),
    tutorRemarks: z.string(),
    grading: z.object({ points: z.number().int(), total: z.number().int() }),
  }),
);
export type GradingResponse = z.infer<typeof gradingResponse>;

export { gradeColour, optionLetter, quizAssignmentStatus } from './quiz-display.js';
export {
  type QuizQuestion,
  type QuizQuestionInput,
  quizLimits,
  quizQuestion,
  quizQuestionInput,
} from './quiz-question.js';
