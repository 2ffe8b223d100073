/**
 * Remembers which socket tickets have been spent, until they would have expired anyway (ADR 0009): in this
 * node's memory, or in Redis (`SET NX` with the ticket's remaining lifetime) when several nodes share the store.
 */
import type { RateLimitStore } from '../../http/rate-limit.js';

export interface TicketLedger {
  /** True the first time a ticket id is spent, false every later time (on any node sharing the store). */
  spend(ticketId: string, ttlMs: number): Promise<boolean>;
}

/** Memory holds at most this many spent tickets between sweeps of the expired ones. */
const sweepAbove = 1000;

export function createTicketLedger(store: RateLimitStore = null, now: () => number = Date.now): TicketLedger {
  if (store) {
    const { redis, keyPrefix } = store;
    return {
      async spend(ticketId, ttlMs) {
        const set = await redis.set(`${keyPrefix}ticket:${ticketId}`, '1', 'PX', Math.max(1, ttlMs), 'NX');
        return set === 'OK';
      },
    };
  }
  const spent = new Map<string, number>();
  const sweep = (at: number) => {
    for (const [id, until] of spent) if (until <= at) spent.delete(id);
  };
  return {
    async spend(ticketId, ttlMs) {
      const at = now();
      if (spent.size > sweepAbove) sweep(at);
      const until = spent.get(ticketId);
      if (until !== undefined && until > at) return false;
      spent.set(ticketId, at + Math.max(1, ttlMs));
      return true;
    },
  };
}
