/**
 * The question bank (issue 36, ADR 0078): the school's reusable questions, filed by program and category.
 *
 * - `question_bank_categories`: a flat list of categories per program (no nesting), named uniquely within it.
 * - `question_bank_questions`: questions of the same shape as `quiz_questions`, in one category.
 * - `quiz_random_slots`: "draw `count` random questions of this category, each worth `points`" on a quiz. The draw
 *   happens when a student's attempt starts and is frozen in `quiz_attempt_items`, like every question copy.
 *   A category used by a slot cannot be deleted (`restrict`).
 */
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';
import { programs } from './programs.js';
import { questionColumns, quizzes } from './quizzes.js';

/** A category of the bank, within one program. */
export const questionBankCategories = pgTable(
  'question_bank_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('question_bank_categories_name_unique').on(t.programId, t.name)],
);

/** One question of the bank. */
export const questionBankQuestions = pgTable(
  'question_bank_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => questionBankCategories.id, { onDelete: 'cascade' }),
    ...questionColumns(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('question_bank_questions_category_idx').on(t.categoryId, t.createdAt)],
);

/** "K random questions from a category" on a quiz, after its fixed questions in `position` order. */
export const quizRandomSlots = pgTable(
  'quiz_random_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => questionBankCategories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    count: integer('count').notNull(),
    /** The points each drawn question is worth in this quiz. */
    points: integer('points').notNull(),
  },
  (t) => [
    index('quiz_random_slots_quiz_idx').on(t.quizId, t.position),
    index('quiz_random_slots_category_idx').on(t.categoryId),
  ],
);
