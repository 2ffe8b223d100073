/** The `jobs` table's statements, for the job queue (job-queue.ts holds the queue's rules: leases, retries). */
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

type JobUpdate = Partial<typeof jobs.$inferInsert>;

export function createJobRepository(db: Db) {
  return {
    /**
     * Claims up to `limit` jobs of `names` due at `at` (queued, or running with an expired lease) for `nodeId` until
     * `lockedUntil`, counting the attempt; `SKIP LOCKED` so two nodes never claim the same job.
     */
    claim(names: string[], at: Date, nodeId: string, lockedUntil: Date, limit: number) {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            or(
              and(eq(jobs.state, 'queued'), lte(jobs.runAt, at)),
              and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, at)),
            ),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: nodeId, lockedUntil })
        .where(inArray(jobs.id, due))
        .returning({
          id: jobs.id,
          name: jobs.name,
          payload: jobs.payload,
          attempts: jobs.attempts,
          maxAttempts: jobs.maxAttempts,
        });
    },
    /** Updates a job only while it is still running under `nodeId`'s lease. */
    async updateMine(id: string, nodeId: string, values: JobUpdate) {
      await db
        .update(jobs)
        .set(values)
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running'), eq(jobs.lockedBy, nodeId)));
    },
    /** Deletes finished jobs (done, failed, cancelled) finished before `before`; answers how many. */
    async purgeFinished(before: Date) {
      const purged = await db
        .delete(jobs)
        .where(
          and(
            inArray(jobs.state, ['done', 'failed', 'cancelled']),
            isNotNull(jobs.finishedAt),
            lt(jobs.finishedAt, before),
          ),
        )
        .returning({ id: jobs.id });
      return purged.length;
    },
    /** How many jobs of each name are queued, running or failed. */
    openCounts() {
      return db
        .select({ name: jobs.name, state: jobs.state, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(inArray(jobs.state, ['queued', 'running', 'failed']))
        .groupBy(jobs.name, jobs.state);
    },
    /** Adds a job unless its singleton key is taken by a job not cancelled. */
    async insert(values: typeof jobs.$inferInsert, conn: Db = db) {
      await conn.insert(jobs).values(values).onConflictDoNothing({
        target: jobs.singletonKey,
        where: sql`singleton_key is not null and state <> 'cancelled'`,
      });
    },
    /** Cancels the queued job with this key; answers whether there was one. */
    async cancelQueued(singletonKey: string, finishedAt: Date, conn: Db = db) {
      const cancelled = await conn
        .update(jobs)
        .set({ state: 'cancelled', finishedAt })
        .where(and(eq(jobs.singletonKey, singletonKey), eq(jobs.state, 'queued')))
        .returning({ id: jobs.id });
      return cancelled.length > 0;
    },
  };
}
