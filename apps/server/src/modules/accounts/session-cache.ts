/**
 * Resolved sessions kept in memory for a short life (ADR 0024), so the lookup behind every request is not a query.
 * Revocation forgets them here at once and, with several nodes, on every other node over the cluster bus.
 */
import type { Viewer } from './viewer.js';

/** How long a resolved session answers from memory before the database is asked again. */
export const sessionCacheLifeMs = 15_000;
/** Bounds memory under a flood of distinct tokens; the oldest entries go first. */
const maxEntries = 10_000;

/**
 * What a node tells the others when sessions end, or when what a person may do changes under live sessions
 * (see `BusEvents` in realtime/cluster.ts).
 */
export interface SessionRevocations {
  publish(event: 'session:revoked', sessionId: string): void;
  publish(event: 'session:user-revoked' | 'session:user-changed', userId: string): void;
  on(event: 'session:revoked' | 'session:user-revoked' | 'session:user-changed', handler: (id: string) => void): void;
}

interface Entry {
  viewer: Viewer;
  until: number;
}

export function createSessionCache(options: { lifeMs?: number; now?: () => number } = {}) {
  const lifeMs = options.lifeMs ?? sessionCacheLifeMs;
  const now = options.now ?? Date.now;
  const byHash = new Map<string, Entry>();

  const forgetWhere = (match: (viewer: Viewer) => boolean) => {
    for (const [hash, entry] of byHash) if (match(entry.viewer)) byHash.delete(hash);
  };

  return {
    /** The cached viewer of a token hash, while its short life lasts. */
    get(tokenHash: string): Viewer | null {
      const entry = byHash.get(tokenHash);
      if (!entry) return null;
      if (entry.until > now()) return entry.viewer;
      byHash.delete(tokenHash);
      return null;
    },
    /** Keeps a viewer for the cache life, never past the session's own end (`expiresAt`, epoch ms). */
    set(tokenHash: string, viewer: Viewer, expiresAt = Number.POSITIVE_INFINITY) {
      if (byHash.size >= maxEntries) byHash.delete(byHash.keys().next().value as string);
      byHash.set(tokenHash, { viewer, until: Math.min(now() + lifeMs, expiresAt) });
    },
    forgetSession: (sessionId: string) => forgetWhere((v) => v.sessionId === sessionId),
    forgetUser: (userId: string) => forgetWhere((v) => v.id === userId),
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
