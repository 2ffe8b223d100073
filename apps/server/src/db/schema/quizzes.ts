/**
 * Quizzes (platform spec 3 "Quiz assignment", "Attempt item"; ADR 0035).
 *
 * - `quizzes`: the collection. A quiz belongs to a program and to the tutor or admin who wrote it; deleting
 *   one only sets `deleted_at` so assignments already given keep their title, program and attempts.
 * - `quiz_questions`: the editable questions of a quiz, in `position` order.
 * - `quiz_assignments`: one quiz given to one student with a due date. `program_id` is copied from the quiz
 *   so per-program aggregates do not move when a quiz is re-filed. `started_at`/`deadline_at` are set by the
 *   server when the student first opens the attempt (deadline = start + duration); `completed_at` when the
 *   attempt is submitted or expires. `attained_points`/`total_points` are the attempt's cached grading
 *   (objective points at completion plus every subjective grade), so lists and performance reads never sum
 *   items; `total_points` is filled when the attempt starts.
 * - `quiz_attempt_items`: the attempt, one row per question, created when the attempt starts. Each row
 *   carries a frozen copy of its question (so editing the quiz never changes what was answered), the answer
 *   (option index, text, image or document file key; `answer_seq` orders saves so a late, replayed offline
 *   save never overwrites a newer one) and the grading (points, remark, who graded).
 *   Random questions from the bank and shuffled orders are drawn into the items at start (ADR 0078): an item's
 *   options and answers are stored in the student's order, so grading needs no mapping.
 *   Read quiz aggregates through `modules/quizzes/quiz-performance.repository.ts`.
 */
import { answerModes, questionTypes } from '@chalkline/contracts';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';
import { programs } from './programs.js';

export const questionType = pgEnum('question_type', questionTypes);
export const answerMode = pgEnum('answer_mode', answerModes);

/** A question's columns wherever one is kept: a quiz's, the bank's, and an attempt's frozen copy (fresh builders). */
export const questionColumns = () => ({
  type: questionType('type').notNull(),
  answerMode: answerMode('answer_mode').notNull(),
  /** Sanitised rich text. */
  question: text('question').notNull(),
  image: text('image'),
  options: text('options').array().notNull().default([]),
  /** Indexes of the correct options (objective questions). */
  answers: integer('answers').array().notNull().default([]),
  points: integer('points').notNull(),
});

/** The quiz collection. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Each student gets the questions, and each question's options, in an order of their own (ADR 0078). */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** The attempt records camera and screen frames and the page's events (ADR 0082). */
    proctored: boolean('proctored').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quizzes_slug_unique').on(t.slug),
    index('quizzes_program_idx').on(t.programId),
    index('quizzes_created_by_idx').on(t.createdById),
  ],
);

/** The current, editable questions of a quiz. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...questionColumns(),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.position)],
);

/** A quiz given to one student. */
export const quizAssignments = pgTable(
  'quiz_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedById: uuid('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the student agreed to proctoring on the consent screen (proctored quizzes, ADR 0082). */
    proctoringAgreedAt: timestamp('proctoring_agreed_at', { withTimezone: true }),
    attainedPoints: integer('attained_points').notNull().default(0),
    totalPoints: integer('total_points').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('quiz_assignments_student_idx').on(t.studentId, t.createdAt),
    index('quiz_assignments_assigned_by_idx').on(t.assignedById, t.createdAt),
    index('quiz_assignments_quiz_idx').on(t.quizId),
    index('quiz_assignments_program_idx').on(t.programId),
    index('quiz_assignments_deadline_idx').on(t.deadlineAt),
  ],
);

/** One question of an attempt: a frozen copy of the question, the answer and its grading. */
export const quizAttemptItems = pgTable(
  'quiz_attempt_items',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => quizAssignments.id, { onDelete: 'cascade' }),
    /** The id the question had in `quiz_questions` when the attempt started (it may since be gone). */
    questionKey: uuid('question_key').notNull(),
    position: integer('position').notNull(),
    ...questionColumns(),
    answerOption: integer('answer_option'),
    answerText: text('answer_text'),
    answerImage: text('answer_image'),
    answerDocument: text('answer_document'),
    /** The client's ordering number of the last applied save (ADR 0035). */
    answerSeq: bigint('answer_seq', { mode: 'number' }).notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    gradingPoints: integer('grading_points'),
    gradingRemark: text('grading_remark'),
    gradedById: uuid('graded_by_id').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.questionKey] })],
);
