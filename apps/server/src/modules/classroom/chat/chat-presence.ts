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
import type { Db } from '../../../db/client.js';
import { createChatPresenceRepository } from './chat-presence.repository.js';

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
  const { nodeId } = deps;
  const repo = createChatPresenceRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const leaseStart = () => new Date(now().getTime() - presenceTiming.leaseMs);

  return {
    /** Records a socket; answers whether it is the person's first live one (they just came online). */
    async connected(socketId: string, userId: string): Promise<boolean> {
      const before = await repo.connectedAmong([userId], leaseStart(), socketId);
      await repo.saveSocket(socketId, userId, nodeId, now());
      return !before.has(userId);
    },
    /** Forgets a socket; answers whether it was the person's last live one (they just went away). */
    async disconnected(socketId: string, userId: string): Promise<boolean> {
      await repo.deleteSocket(socketId);
      await repo.touchLastSeen(userId, now());
      return !(await repo.connectedAmong([userId], leaseStart())).has(userId);
    },
    /**
     * Renews this node's sockets and clears rows whose node stopped renewing them (remembering when seen);
     * answers the people who had their last live socket there (gone away with their node).
     */
    async renew(): Promise<string[]> {
      await repo.renewNode(nodeId, now());
      const stale = await repo.deleteStale(leaseStart());
      for (const row of stale) await repo.rememberSeen(row.userId, row.seenAt);
      const people = [...new Set(stale.map((r) => r.userId))];
      const still = await repo.connectedAmong(people, leaseStart());
      return people.filter((id) => !still.has(id));
    },
    /** Who of these people has a chat socket on some node now (BUSY counts; a classroom alone does not). */
    connectedAmong(userIds: string[]): Promise<Set<string>> {
      return repo.connectedAmong(userIds, leaseStart());
    },
    async setBusy(userId: string, busy: boolean) {
      await repo.setBusy(userId, busy);
    },
    /** Statuses of several people in three queries. */
    async statuses(userIds: string[]): Promise<Map<string, OnlineStatus>> {
      const result = new Map<string, OnlineStatus>();
      if (!userIds.length) return result;
      const [live, chosen, onCall] = await Promise.all([
        repo.newestSockets(userIds),
        repo.statuses(userIds),
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
