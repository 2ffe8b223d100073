import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';

export const programCategories = pgTable(
  'program_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** File keys of the category's images. */
    images: text('images').array().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('program_categories_slug_unique').on(t.slug)],
);

export const programs = pgTable(
  'programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    thumbnail: text('thumbnail'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => programCategories.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('programs_slug_unique').on(t.slug), index('programs_category_idx').on(t.categoryId)],
);

/** Tutors assigned to teach a program. */
export const programTutors = pgTable(
  'program_tutors',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.tutorId] })],
);

/** A student's enrolment in a program; inactive enrolments are kept for history. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('enrolments_student_program_unique').on(t.studentId, t.programId)],
);

/** Which tutor teaches which student in which program. */
export const tutorStudentLinks = pgTable(
  'tutor_student_links',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.studentId, t.programId] }), index('tsl_student_idx').on(t.studentId)],
);
