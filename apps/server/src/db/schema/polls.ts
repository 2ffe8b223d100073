import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { meetingSessions } from './meetings.js';

/**
 * A poll of a classroom (issue 34, ADR 0073): prepared (`draft`), asked in a lesson (`open`, with the lesson's
 * session), then `closed`. At most one poll of a classroom is open at a time, across every node.
 */
export const polls = pgTable(
  'polls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The classroom (a student's meeting id, `program:{id}` or `demo:{session}`). */
    roomKey: text('room_key').notNull(),
    /** The lesson it was asked in: its results are kept with it. */
    sessionId: uuid('session_id').references(() => meetingSessions.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['single', 'multiple', 'true_false', 'rating'] }).notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    status: text('status', { enum: ['draft', 'open', 'closed'] })
      .notNull()
      .default('draft'),
    resultsShown: boolean('results_shown').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('polls_room_idx').on(t.roomKey, t.createdAt),
    index('polls_session_idx').on(t.sessionId),
    uniqueIndex('polls_one_open_per_room').on(t.roomKey).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * One person's answer to a poll, changed in place until the poll closes. `voter` is the person's key for a named
 * poll; for an anonymous one it is a keyed hash of poll and person (it keeps one answer per person and lets them
 * see their own, but names nobody), and `voter_name` is null.
 */
export const pollAnswers = pgTable(
  'poll_answers',
  {
    pollId: uuid('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    voterName: text('voter_name'),
    choices: jsonb('choices').$type<number[]>().notNull(),
    /** When a named poll's answer was last given; an anonymous one keeps no time (it could tell who it was). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.voter] })],
);
