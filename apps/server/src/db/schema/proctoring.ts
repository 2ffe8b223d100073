/**
 * Proctored quizzes (issue 36, ADR 0082). While a proctored attempt is open, the student's page sends a camera
 * frame and a screen frame every few seconds (stored under the spec's folders `quiz-proctoring-selfie/` and
 * `quiz-proctoring-screen/`, one row per (attempt, kind, sequence) however often it is sent) and its events (focus
 * lost, tab hidden, full screen left, paste, screen share ended), one row per (attempt, the page's sequence). Both
 * go with the attempt (cascade) and are deleted by the retention job the school's number of days after it ends.
 */
import { proctoringEventKinds, proctoringKinds } from '@chalkline/contracts';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quizAssignments } from './quizzes.js';

export const proctoringFrames = pgTable(
  'proctoring_frames',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => quizAssignments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: proctoringKinds }).notNull(),
    seq: integer('seq').notNull(),
    storeKey: text('store_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** When the page took it (the page's clock, checked against the attempt's times). */
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.kind, t.seq] })],
);

export const proctoringEvents = pgTable(
  'proctoring_events',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => quizAssignments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: proctoringEventKinds }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.seq] }), index('proctoring_events_at_idx').on(t.assignmentId, t.at)],
);
