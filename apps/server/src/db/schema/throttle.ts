import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in counters of a server without Redis, kept in the database so a restart does not forget them
 * (ADR 0032). One row per counted key (`account:<email>`, `address:<ip>`), forgotten after `expires_at`.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_expires_idx').on(t.expiresAt)],
);
