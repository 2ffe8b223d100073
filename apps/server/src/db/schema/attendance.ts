import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { meetingSessions } from './meetings.js';

/**
 * One stretch of a person's presence in a lesson (issue 33, ADR 0076): opened when they are admitted, closed when
 * they leave, go offline or the lesson ends. Written as things happen (one statement per event), so a node that
 * dies loses nothing already said. A person has at most one open span per lesson.
 */
export const attendanceSpans = pgTable(
  'attendance_spans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => meetingSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** Null while the person is present. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** The span's latest event: where a span of a lesson nobody came back to is closed (ADR 0076). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** Set while the camera is on; its time is added to `cameraMs` when it goes off or the span closes. */
    cameraOnSince: timestamp('camera_on_since', { withTimezone: true }),
    cameraMs: bigint('camera_ms', { mode: 'number' }).notNull().default(0),
    microphoneOnSince: timestamp('microphone_on_since', { withTimezone: true }),
    microphoneMs: bigint('microphone_ms', { mode: 'number' }).notNull().default(0),
    handsRaised: integer('hands_raised').notNull().default(0),
    messagesSent: integer('messages_sent').notNull().default(0),
  },
  (t) => [
    index('attendance_spans_session_idx').on(t.sessionId, t.userId),
    index('attendance_spans_user_idx').on(t.userId),
    uniqueIndex('attendance_spans_one_open').on(t.sessionId, t.userId).where(sql`${t.leftAt} is null`),
  ],
);
