import { and, desc, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export function createSessionRepository(db: Db) {
  /** A live session matching `match`, with its user, if that user may still sign in. */
  async function findLiveWhere(match: SQL, now: Date) {
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          match,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          isNull(users.deletedAt),
          eq(users.suspended, false),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  // The lookup behind a session-cache miss: prepared once per connection, planned once (ADR 0024).
  const liveByToken = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
        eq(users.suspended, false),
      ),
    )
    .limit(1)
    .prepare('session_live_by_token');

  return {
    async insert(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    async findLive(tokenHash: string, now: Date) {
      const [row] = await liveByToken.execute({ tokenHash, now });
      return row ?? null;
    },
    findLiveById: (id: string, now: Date) => findLiveWhere(eq(sessions.id, id), now),
    listLiveForUser(userId: string, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastUsedAt));
    },
    async touch(id: string, now: Date) {
      await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, id));
    },
    async markVerified(id: string, now: Date) {
      await db.update(sessions).set({ verifiedAt: now }).where(eq(sessions.id, id));
    },
    async revoke(id: string, now: Date) {
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
    },
    /** Revokes one of the user's live sessions; answers whether there was one to revoke. */
    async revokeForUser(id: string, userId: string, now: Date) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    async revokeAllForUser(userId: string, now: Date, exceptId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptId ? ne(sessions.id, exceptId) : undefined,
          ),
        );
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
