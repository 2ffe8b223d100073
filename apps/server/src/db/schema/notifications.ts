import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * What an admin sent from Account Notifications (platform spec 6.1, `/admin/notifications`): the message and its
 * audience as chosen. Each recipient's copy is a row of `notifications`; deleting the send deletes the copies.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** Sanitised rich text. */
    body: text('body').notNull(),
    /** The audience as chosen, named as it was when sent: roles, programs and people (any may be empty). */
    audience: jsonb('audience')
      .$type<{
        roles: string[];
        programs: { key: string; title: string }[];
        people: { key: string; name: string; email: string }[];
      }>()
      .notNull(),
    /** A snapshot: the send outlives the sender's account. */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_sends_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** One notification in one person's list: sent by an admin, or written by the platform (a lesson reminder …). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Sanitised rich text. */
    body: text('body').notNull(),
    /** A path inside the product to open (`/accounts/schedules?time=…`), never another host. */
    link: text('link'),
    sendId: uuid('send_id').references(() => notificationSends.id, { onDelete: 'cascade' }),
    /** Makes a platform notification exactly once per person (`reminder:{schedule}:{time}`). */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When its email copy went out (a retried email job skips those sent). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_send_idx').on(t.sendId),
    uniqueIndex('notifications_user_dedupe_idx').on(t.userId, t.dedupeKey),
  ],
);

/** A person's choice for one notification kind: whether its email copy reaches them (absent: the kind's default). */
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A person's email settings beyond the per-kind switches (ADR 0054): the daily digest instead of one mail each. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyDigest: boolean('daily_digest').notNull().default(false),
});
