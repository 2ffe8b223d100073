/**
 * Ending a person's live connections on every node when they are suspended, deleted or demoted, or their password
 * changes (docs/decisions/0029-people-admin.md, 0055). The accounts module calls `end(userId, reason)`; this node
 * runs the registered enders at once and every other node runs them when the cluster bus brings `account:ended`.
 * Sessions are revoked separately (session service).
 */
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type { AccountEndReason, Cluster } from './cluster.js';

/**
 * Ends what one concern holds of a person on this node (root sockets, classroom seats and sockets …), except the
 * sockets opened with the session `keepSession` ('' keeps none).
 */
export type AccountEnder = (userId: string, reason: AccountEndReason, keepSession: string) => Promise<void> | void;

export interface AccountEnds {
  /** Ends the person's connections here and tells the other nodes to do the same; `keepSession`'s sockets stay. */
  end(userId: string, reason: AccountEndReason, keepSession?: string): Promise<void>;
  /** Adds an ender, run for every ended account on this node. */
  register(ender: AccountEnder): void;
}

export function createAccountEnds(cluster: Pick<Cluster, 'publish' | 'on'>, log: Logger): AccountEnds {
  const enders: AccountEnder[] = [];
  const endHere = async (userId: string, reason: AccountEndReason, keepSession: string) => {
    const results = await Promise.allSettled(enders.map(async (ender) => ender(userId, reason, keepSession)));
    for (const result of results)
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'ending an account’s connections failed');
  };
  cluster.on('account:ended', (userId, reason, keepSession) => endHere(userId, reason, keepSession ?? ''));
  return {
    async end(userId, reason, keepSession = '') {
      cluster.publish('account:ended', userId, reason, keepSession);
      await endHere(userId, reason, keepSession);
    },
    register: (ender) => enders.push(ender),
  };
}

/** Disconnects the person's sockets on the root namespace of this node (the classroom ends its own). */
export const endRootSockets =
  (io: Server): AccountEnder =>
  (userId, _reason, keepSession) => {
    for (const socket of io.of('/').sockets.values()) {
      const viewer = (socket.data as { viewer?: { id: string; sessionId: string } }).viewer;
      if (viewer?.id === userId && (!keepSession || viewer.sessionId !== keepSession)) socket.disconnect(true);
    }
  };
