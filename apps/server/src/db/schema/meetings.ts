import { index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { programs } from './programs.js';
import { schedules } from './schedules.js';

/** One live lesson in a classroom, from its first admission to its end. */
export const meetingSessions = pgTable(
  'meeting_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A student's meetingId, or `demo` / `program`. */
    meetingId: text('meeting_id').notNull(),
    scheduleId: uuid('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    programId: uuid('program_id').references(() => programs.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('meeting_sessions_meeting_idx').on(t.meetingId, t.startedAt)],
);

/** People who were admitted to a session (who may rate it). */
export const meetingAttendance = pgTable(
  'meeting_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_attendance_unique').on(t.sessionId, t.userId)],
);

/** A participant's rating of a lesson, in half steps (platform spec §9). */
export const meetingRatings = pgTable(
  'meeting_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: real('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('meeting_ratings_session_user_unique').on(t.sessionId, t.userId)],
);

/** A demo lesson for a prospective family, held in the `demo` classroom. */
export const demoSessions = pgTable('demo_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  guestName: text('guest_name').notNull(),
  guestEmail: text('guest_email'),
  tutorId: uuid('tutor_id').references(() => users.id, { onDelete: 'set null' }),
  time: timestamp('time', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
