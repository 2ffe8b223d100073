/**
 * The platform chat's presence rows (`chat_presence`: one per connected chat socket, renewed by its node) and each
 * person's chosen and last-seen status (`chat_status`). `chat-presence.ts` holds the rules that read them.
 */
import { and, eq, gt, inArray, lt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chatPresence, chatStatus } from '../../../db/schema/index.js';

export function createChatPresenceRepository(db: Db) {
  return {
    /** A socket's row, created or renewed (and moved to this node). */
    async saveSocket(socketId: string, userId: string, nodeId: string, at: Date) {
      await db
        .insert(chatPresence)
        .values({ socketId, userId, nodeId, seenAt: at })
        .onConflictDoUpdate({ target: chatPresence.socketId, set: { seenAt: at, nodeId } });
    },
    async deleteSocket(socketId: string) {
      await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
    },
    async touchLastSeen(userId: string, at: Date) {
      await db
        .insert(chatStatus)
        .values({ userId, lastSeenAt: at })
        .onConflictDoUpdate({ target: chatStatus.userId, set: { lastSeenAt: at } });
    },
    /** Renews every socket row of a node. */
    async renewNode(nodeId: string, at: Date) {
      await db.update(chatPresence).set({ seenAt: at }).where(eq(chatPresence.nodeId, nodeId));
    },
    /** Deletes the rows last renewed before `before`, returning whose they were and when they were seen. */
    deleteStale(before: Date) {
      return db
        .delete(chatPresence)
        .where(lt(chatPresence.seenAt, before))
        .returning({ userId: chatPresence.userId, seenAt: chatPresence.seenAt });
    },
    /** Remembers a last-seen time, never moving it back. */
    async rememberSeen(userId: string, seenAt: Date) {
      await db
        .insert(chatStatus)
        .values({ userId, lastSeenAt: seenAt })
        .onConflictDoUpdate({
          target: chatStatus.userId,
          set: { lastSeenAt: sql`greatest(${chatStatus.lastSeenAt}, excluded.last_seen_at)` },
        });
    },
    async setBusy(userId: string, busy: boolean) {
      await db
        .insert(chatStatus)
        .values({ userId, busy })
        .onConflictDoUpdate({ target: chatStatus.userId, set: { busy } });
    },
    /** Who of `userIds` has a socket row renewed after `since` (other than `exceptSocketId`): connected on some node. */
    async connectedAmong(userIds: string[], since: Date, exceptSocketId = ''): Promise<Set<string>> {
      if (!userIds.length) return new Set();
      const rows = await db
        .selectDistinct({ userId: chatPresence.userId })
        .from(chatPresence)
        .where(
          and(
            inArray(chatPresence.userId, userIds),
            gt(chatPresence.seenAt, since),
            ne(chatPresence.socketId, exceptSocketId),
          ),
        );
      return new Set(rows.map((r) => r.userId));
    },
    /** Each person's most recently renewed socket row. */
    newestSockets(userIds: string[]) {
      return db
        .select({ userId: chatPresence.userId, seenAt: max(chatPresence.seenAt) })
        .from(chatPresence)
        .where(inArray(chatPresence.userId, userIds))
        .groupBy(chatPresence.userId);
    },
    /** Each person's chosen status (busy) and last-seen time. */
    statuses(userIds: string[]) {
      return db.select().from(chatStatus).where(inArray(chatStatus.userId, userIds));
    },
  };
}
export type ChatPresenceRepository = ReturnType<typeof createChatPresenceRepository>;
