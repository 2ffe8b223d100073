import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export function createSessionRepository(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /** The live session with this token hash and its user, if the user may still sign in. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            isNull(users.deletedAt),
            eq(users.suspended, false),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async touch(id: string, now: Date) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },
    async revoke(id: string, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
