/** The calendar feeds (ADR 0062): one row per person who turned theirs on, holding only the token's hash. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { calendarFeeds, users } from '../../db/schema/index.js';

export function createCalendarFeedRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
      return row ?? null;
    },
    /** Turns the feed on, or replaces its token (the old address stops working at once). */
    async save(userId: string, tokenHash: string, at: Date) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, createdAt: at })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: at, lastFetchedAt: null } })
        .returning();
      return row!;
    },
    async remove(userId: string) {
      const rows = await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)).returning();
      return rows.length > 0;
    },
    /** The feed of a token's hash with its owner, unless the owner is deleted or suspended. */
    async findOwner(tokenHash: string) {
      const [row] = await db
        .select({ feed: calendarFeeds, user: users })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(users.deletedAt), eq(users.suspended, false)))
        .limit(1);
      return row ?? null;
    },
    async touch(userId: string, at: Date) {
      await db.update(calendarFeeds).set({ lastFetchedAt: at }).where(eq(calendarFeeds.userId, userId));
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof createCalendarFeedRepository>;
