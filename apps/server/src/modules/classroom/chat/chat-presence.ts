/**
 * Presence (platform spec 3.1) kept in the database, so every node answers alike and a node that dies takes its
 * sockets' presence with it once their lease runs out: each chat socket has a row its node renews.
 *
 * - ON_CALL: in a classroom now (the classroom's room store, shared across nodes);
 * - BUSY: connected, and chose busy;
 * - ONLINE: connected (a socket row renewed within the lease);
 * - RECENTLY_ONLINE: last seen within `recentlyOnlineMs`;
 * - OFFLINE: otherwise.
 */
import type { OnlineStatus } from '@chalkline/contracts';
import { eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { chatPresence, chatStatus } from '../../../db/schema/index.js';

export const presenceTiming = {
  /** How often a node renews its sockets' rows. */
  renewMs: 20_000,
  /** A row not renewed for this long no longer counts (its node is gone). */
  leaseMs: 60_000,
  /** How long after leaving someone shows as recently online. */
  recentlyOnlineMs: 10 * 60_000,
};

/** Who is in a classroom now (the ON_CALL status), from the classroom room store. */
export type OnCallLookup = () => Promise<Set<string>>;

/** One person's status from what is known of them (a pure rule, tested on its own). */
export function statusOf(
  facts: { connected: boolean; busy: boolean; onCall: boolean; lastSeenAt: Date | null },
  now: Date,
): OnlineStatus {
  if (facts.onCall) return 'ON_CALL';
  if (facts.connected) return facts.busy ? 'BUSY' : 'ONLINE';
  if (facts.lastSeenAt && now.getTime() - facts.lastSeenAt.getTime() <= presenceTiming.recentlyOnlineMs)
    return 'RECENTLY_ONLINE';
  return 'OFFLINE';
}

export function createPresence(deps: { db: Db; nodeId: string; onCall: OnCallLookup; now?: () => Date }) {
  const { db, nodeId } = deps;
  const now = deps.now ?? (() => new Date());
  const leaseStart = () => new Date(now().getTime() - presenceTiming.leaseMs);

  async function touchLastSeen(userId: string) {
    await db
      .insert(chatStatus)
      .values({ userId, lastSeenAt: now() })
      .onConflictDoUpdate({ target: chatStatus.userId, set: { lastSeenAt: now() } });
  }

  return {
    async connected(socketId: string, userId: string) {
      await db
        .insert(chatPresence)
        .values({ socketId, userId, nodeId, seenAt: now() })
        .onConflictDoUpdate({ target: chatPresence.socketId, set: { seenAt: now(), nodeId } });
    },
    async disconnected(socketId: string, userId: string) {
      await db.delete(chatPresence).where(eq(chatPresence.socketId, socketId));
      await touchLastSeen(userId);
    },
    /** Renews this node's sockets and clears rows whose node stopped renewing them (remembering when seen). */
    async renew() {
      await db.update(chatPresence).set({ seenAt: now() }).where(eq(chatPresence.nodeId, nodeId));
      const stale = await db
        .delete(chatPresence)
        .where(lt(chatPresence.seenAt, leaseStart()))
        .returning({ userId: chatPresence.userId, seenAt: chatPresence.seenAt });
      for (const row of stale)
        await db
          .insert(chatStatus)
          .values({ userId: row.userId, lastSeenAt: row.seenAt })
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
    /** Statuses of several people in three queries. */
    async statuses(userIds: string[]): Promise<Map<string, OnlineStatus>> {
      const result = new Map<string, OnlineStatus>();
      if (!userIds.length) return result;
      const [live, chosen, onCall] = await Promise.all([
        db
          .select({ userId: chatPresence.userId, seenAt: max(chatPresence.seenAt) })
          .from(chatPresence)
          .where(inArray(chatPresence.userId, userIds))
          .groupBy(chatPresence.userId),
        db.select().from(chatStatus).where(inArray(chatStatus.userId, userIds)),
        deps.onCall(),
      ]);
      // A row past its lease is a socket whose node is gone: seen then, no longer connected.
      const newestRow = new Map(live.map((r) => [r.userId, r.seenAt ? new Date(r.seenAt) : null]));
      const status = new Map(chosen.map((r) => [r.userId, r]));
      for (const id of userIds) {
        const s = status.get(id);
        const rowSeen = newestRow.get(id) ?? null;
        const seen = [rowSeen, s?.lastSeenAt ?? null].filter((d): d is Date => d !== null);
        result.set(
          id,
          statusOf(
            {
              connected: rowSeen !== null && rowSeen > leaseStart(),
              busy: s?.busy ?? false,
              onCall: onCall.has(id),
              lastSeenAt: seen.length ? new Date(Math.max(...seen.map((d) => d.getTime()))) : null,
            },
            now(),
          ),
        );
      }
      return result;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
