import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The job queue (apps/server/src/jobs, docs/decisions/0039-job-queue-and-notifications.md): one row per job.
 * A node claims due rows with `FOR UPDATE SKIP LOCKED` and holds them under a lease; a node that dies mid-job
 * lets its lease run out and another node takes the job again. A singleton key is unique among jobs that are
 * not cancelled, so the same key queued by two nodes, or again after it ran, is one job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** queued → running → done; a failed attempt goes back to queued (later) until `maxAttempts`, then failed. */
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed' | 'cancelled'>().notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** While running: the node holding it and until when; a later claim by another node takes it over. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_singleton_key_idx')
      .on(t.singletonKey)
      .where(sql`singleton_key is not null and state <> 'cancelled'`),
    index('jobs_due_idx').on(t.runAt).where(sql`state in ('queued', 'running')`),
  ],
);
