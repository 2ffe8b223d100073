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
    /** Open until a moderator handles or dismisses it (ADR 0064). */
    status: text('status', { enum: ['OPEN', 'HANDLED', 'DISMISSED'] })
      .notNull()
      .default('OPEN'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('chat_reports_message_reporter_unique').on(t.messageKey, t.reporterId),
    index('chat_reports_room_idx').on(t.room),
    index('chat_reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** A person a moderator muted in the chat until `until` (ADR 0064): they cannot send until then. */
export const chatMutes = pgTable('chat_mutes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  until: timestamp('until', { withTimezone: true }).notNull(),
  mutedBy: uuid('muted_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student who blocked another student (ADR 0064): no direct messages between them until undone. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('chat_blocks_blocked_idx').on(t.blockedId)],
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
