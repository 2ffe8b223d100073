import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * School policies (ADR 0045): one row per policy key, its value as JSON. A missing row means the default of
 * contracts `defaultSchoolSettings`, so a new policy needs no data migration.
 */
export const schoolSettings = pgTable('school_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
