/** The activity log table: append and read, nothing else (the table refuses UPDATE, DELETE and TRUNCATE). */
import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityLog } from '../../db/schema/index.js';

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivity = typeof activityLog.$inferInsert;

export interface ActivityFilter {
  actorId?: string;
  action?: string;
  /** Entries at or after this instant. */
  from?: Date;
  /** Entries before this instant. */
  to?: Date;
}

export function createActivityRepository(db: Db) {
  const whereOf = (f: ActivityFilter): SQL | undefined =>
    and(
      f.actorId ? eq(activityLog.actorId, f.actorId) : undefined,
      f.action ? eq(activityLog.action, f.action) : undefined,
      f.from ? gte(activityLog.at, f.from) : undefined,
      f.to ? lt(activityLog.at, f.to) : undefined,
    );

  return {
    async append(entry: NewActivity): Promise<ActivityRow> {
      const [row] = await db.insert(activityLog).values(entry).returning();
      return row!;
    },

    /** One page of entries, newest first, and how many match. */
    async list(filter: ActivityFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(activityLog)
          .where(where)
          .orderBy(desc(activityLog.at), desc(activityLog.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(activityLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Everyone with an entry, by their latest name (for the actor filter). */
    async actors() {
      return db
        .selectDistinctOn([activityLog.actorId], {
          id: activityLog.actorId,
          name: activityLog.actorName,
          email: activityLog.actorEmail,
        })
        .from(activityLog)
        .where(isNotNull(activityLog.actorId))
        .orderBy(activityLog.actorId, desc(activityLog.at));
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
