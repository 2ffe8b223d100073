/**
 * Ending a suspended or deleted person's live connections on every node (docs/decisions/0029-people-admin.md).
 * The accounts module calls `end(userId)`; this node runs the registered enders at once and every other node runs
 * them when the cluster bus brings `account:ended`. Sessions are revoked separately (session service).
 */
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type { AccountEndReason, Cluster } from './cluster.js';

/** Ends what one concern holds of a person on this node (root sockets, classroom seats and sockets …). */
export type AccountEnder = (userId: string, reason: AccountEndReason) => Promise<void> | void;

export interface AccountEnds {
  /** Ends the person's connections here and tells the other nodes to do the same. */
  end(userId: string, reason: AccountEndReason): Promise<void>;
  /** Adds an ender, run for every ended account on this node. */
  register(ender: AccountEnder): void;
}

export function createAccountEnds(cluster: Pick<Cluster, 'publish' | 'on'>, log: Logger): AccountEnds {
  const enders: AccountEnder[] = [];
  const endHere = async (userId: string, reason: AccountEndReason) => {
    const results = await Promise.allSettled(enders.map(async (ender) => ender(userId, reason)));
    for (const result of results)
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'ending an account’s connections failed');
  };
  cluster.on('account:ended', (userId, reason) => endHere(userId, reason));
  return {
    async end(userId, reason) {
      cluster.publish('account:ended', userId, reason);
      await endHere(userId, reason);
    },
    register: (ender) => enders.push(ender),
  };
}

/** Disconnects the person's sockets on the root namespace of this node (the classroom ends its own). */
export const endRootSockets =
  (io: Server): AccountEnder =>
  (userId) => {
    for (const socket of io.of('/').sockets.values()) {
      if ((socket.data as { viewer?: { id: string } }).viewer?.id === userId) socket.disconnect(true);
    }
  };
