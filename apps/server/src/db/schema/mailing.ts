import { deliveryStates, subscriberStatuses } from '@chalkline/contracts';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const subscriberStatus = pgEnum('newsletter_subscriber_status', subscriberStatuses);
export const deliveryState = pgEnum('mail_delivery_state', deliveryStates);

/**
 * A newsletter address (double opt-in, ADR 0041): PENDING until the emailed link is opened, then SUBSCRIBED until
 * the one-click unsubscribe. `token` (random, secret) is in both links.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    names: text('names').notNull().default(''),
    status: subscriberStatus('status').notNull().default('PENDING'),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_token_unique').on(t.token),
  ],
);

/** A mail composed by an admin and who it went to. */
export const mailings = pgTable('mailings', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  /** Sanitised editor HTML. */
  content: text('content').notNull(),
  newsletter: boolean('newsletter').notNull().default(false),
  roles: jsonb('roles').notNull().$type<string[]>().default([]),
  sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One recipient of a mailing and its delivery state. */
export const mailingRecipients = pgTable(
  'mailing_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mailingId: uuid('mailing_id')
      .notNull()
      .references(() => mailings.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The subscriber whose unsubscribe link the mail carries (newsletter recipients). */
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    state: deliveryState('state').notNull().default('QUEUED'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mailing_recipients_mailing_email_unique').on(t.mailingId, t.email),
    index('mailing_recipients_mailing_idx').on(t.mailingId),
  ],
);
