/** The job queue's backlog as the metrics see it: counts by state and how long the oldest due job has waited. */
import { and, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

export interface JobBacklog {
  /** Queued and due now, queued for later, running, and given up. */
  due: number;
  scheduled: number;
  running: number;
  failed: number;
  /** Seconds since the oldest due job became due (0 when none is due). */
  oldestDueSeconds: number;
}

export function createMetricsRepository(db: Db) {
  return {
    async jobBacklog(now: Date): Promise<JobBacklog> {
      const [counts, oldest] = await Promise.all([
        db
          .select({
            due: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} <= ${now.toISOString()})::int`,
            scheduled: sql<number>`count(*) filter (where ${jobs.state} = 'queued' and ${jobs.runAt} > ${now.toISOString()})::int`,
            running: sql<number>`count(*) filter (where ${jobs.state} = 'running')::int`,
            failed: sql<number>`count(*) filter (where ${jobs.state} = 'failed')::int`,
          })
          .from(jobs)
          .where(inArray(jobs.state, ['queued', 'running', 'failed'])),
        db
          .select({ runAt: min(jobs.runAt) })
          .from(jobs)
          .where(and(eq(jobs.state, 'queued'), lte(jobs.runAt, now))),
      ]);
      const row = counts[0] ?? { due: 0, scheduled: 0, running: 0, failed: 0 };
      const runAt = oldest[0]?.runAt;
      return {
        ...row,
        oldestDueSeconds: runAt ? Math.max(0, (now.getTime() - new Date(runAt).getTime()) / 1000) : 0,
      };
    },
  };
}
export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
