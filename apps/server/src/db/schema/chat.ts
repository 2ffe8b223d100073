/**
 * The platform chat (ADR 0038). Messages and receipt watermarks are the chat engine's tables (`chat_messages`,
 * `chat_receipts` in meetings.ts), shared with the meeting chat; these are what only the platform chat needs.
 */
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { chatMessages } from './meetings.js';
import { programs } from './programs.js';

/** Admins who joined a program's group (its students and tutors belong to it by enrolment and assignment). */
export const chatGroupAdmins = pgTable(
  'chat_group_admins',
  {
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] })],
);

/** A message someone reported; admins with `chat.readReported` read it and its conversation. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Messages are never hard-deleted while the school keeps them; a report goes with its message otherwise.
    messageKey: uuid('message_key')
      .notNull()
      .references(() => chatMessages.key, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter_unique').on(t.messageKey, t.reporterId),
    index('chat_reports_room_idx').on(t.room),
  ],
);

/**
 * Presence (platform spec 3.1): one row per open chat socket, renewed by the node holding it. A row not renewed
 * within the presence lease (a node that died) no longer counts, so presence is right across nodes and restarts.
 */
export const chatPresence = pgTable(
  'chat_presence',
  {
    socketId: text('socket_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_presence_user_idx').on(t.userId), index('chat_presence_node_idx').on(t.nodeId)],
);

/** What a person chose (busy) and when they were last seen, for RECENTLY_ONLINE. */
export const chatStatus = pgTable('chat_status', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  busy: boolean('busy').notNull().default(false),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});
