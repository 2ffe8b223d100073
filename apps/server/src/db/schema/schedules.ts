import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';
import { programs } from './programs.js';

/** A scheduled lesson of one student in one program with one or more tutors. */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    time: timestamp('time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Marked: the lesson was kept. */
    kept: boolean('kept').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('schedules_student_time_idx').on(t.studentId, t.time), index('schedules_time_idx').on(t.time)],
);

export const scheduleTutors = pgTable(
  'schedule_tutors',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.tutorId] }), index('schedule_tutors_tutor_idx').on(t.tutorId)],
);
