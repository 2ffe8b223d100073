import type { LessonAttendance, LessonReportFile, LessonReportPoll } from '@chalkline/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';
import { schedules } from './schedules.js';

/**
 * A lesson's report (issue 33, ADR 0080): one per planned lesson, written by its tutor from what the classroom
 * kept (attendance, polls, shared files and the whiteboard's last state, snapshotted when saved) with a note and
 * an optional rating, then sent to the student. A sent report no longer changes.
 */
export const lessonReports = pgTable(
  'lesson_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .unique()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    /** The tutor who wrote it (null once that account is gone). */
    tutorId: uuid('tutor_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attendance: jsonb('attendance').notNull().$type<LessonAttendance>(),
    polls: jsonb('polls').notNull().$type<LessonReportPoll[]>(),
    sharedFiles: jsonb('shared_files').notNull().$type<LessonReportFile[]>(),
    /** The file key of the whiteboard's last state, a PNG in the classroom's file room. */
    whiteboardImage: text('whiteboard_image'),
    /** Plain text, at most 4,000 characters. */
    note: text('note').notNull().default(''),
    /** 1–5, optional. */
    rating: integer('rating'),
    status: text('status', { enum: ['draft', 'sent'] })
      .notNull()
      .default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('lesson_reports_student_idx').on(t.studentId, t.sentAt),
    index('lesson_reports_tutor_idx').on(t.tutorId),
  ],
);
