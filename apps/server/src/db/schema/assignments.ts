import { assignmentKinds } from '@chalkline/contracts';
import { doublePrecision, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    index('assignments_student_kind_assigned_idx').on(t.studentId, t.kind, t.assignedAt),
    index('assignments_program_kind_idx').on(t.programId, t.kind),
  ],
);
