import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Website settings (platform spec 3.1 keys, ADR 0041): one row per key, its value as JSON checked by contracts
 * `websiteValueSchemas` on the way in. A missing row is a key never set.
 */
export const websiteSettings = pgTable('website_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
