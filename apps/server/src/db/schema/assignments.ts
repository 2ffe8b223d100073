import { assignmentKinds } from '@chalkline/contracts';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';
import { programs } from './programs.js';

export const assignmentKind = pgEnum('assignment_kind', assignmentKinds);

/**
 * A class or home assignment of one student in one program (platform spec 3), recorded by an admin or one of
 * the program's tutors. `points` is null until graded; `total` is what it is out of.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: assignmentKind('kind').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    total: doublePrecision('total').notNull(),
    points: doublePrecision('points'),
    remarks: text('remarks'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: uuid('graded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The hand-in it asks for (ADR 0074): online text and/or up to `handInFiles` files; none without `dueAt`. */
    handInText: boolean('hand_in_text').notNull().default(false),
    handInFiles: integer('hand_in_files').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    cutOffAt: timestamp('cut_off_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('assignments_student_kind_assigned_idx').on(t.studentId, t.kind, t.assignedAt),
    index('assignments_program_kind_idx').on(t.programId, t.kind),
  ],
);

/**
 * A student's hand-in of one assignment (ADR 0074): the draft they keep autosaving and what they last submitted.
 * `draftSeq` orders draft saves (a late replay of an older one is ignored); `late` is fixed at each submit.
 */
export const assignmentSubmissions = pgTable('assignment_submissions', {
  assignmentId: uuid('assignment_id')
    .primaryKey()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  draftText: text('draft_text').notNull().default(''),
  draftFiles: text('draft_files').array().notNull().default([]),
  draftSeq: bigint('draft_seq', { mode: 'number' }).notNull().default(0),
  draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }).notNull().defaultNow(),
  text: text('text'),
  files: text('files').array(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  late: boolean('late').notNull().default(false),
  ...timestamps,
});
