import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The activity log (platform spec 6.1): one row per admin action, append-only. A trigger (migration
 * `activity_log_append_only`) refuses UPDATE, DELETE and TRUNCATE. The actor is a snapshot, not a foreign key:
 * the entry must outlive the account, and a cascading SET NULL would be an UPDATE the trigger refuses.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for work the system did on an admin's behalf without a signed-in person. */
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** The admin permission that decided the action (`programs.create`). */
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    /** The action's wording, filled when the entry was written (later renames do not rewrite history). */
    wording: text('wording').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('activity_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('activity_log_actor_at_idx').on(t.actorId, t.at.desc()),
    index('activity_log_action_at_idx').on(t.action, t.at.desc()),
  ],
);
