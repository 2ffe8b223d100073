/** What the metrics read of a node-postgres pool: its connections, and how often and how long callers waited. */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export interface PoolStats {
  /** Connections open, idle, and callers queued for one right now; `max` is the pool's size. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
  /** Since the pool opened: checkouts that found every connection busy, and their summed wait in seconds. */
  waits: number;
  waitSeconds: number;
}

/**
 * Counts the checkouts that must wait for a connection. node-postgres keeps only the current queue length (a
 * scrape every 15 s would miss short queues), and its idle count drops a tick after a checkout, so this counts
 * the demand itself: checkouts asked for and not yet released. One asked for while `max` are in demand waits.
 * The pool's `connect` (which `query` also goes through) is wrapped on this one instance.
 */
export function watchPool(pool: pg.Pool, max: number): () => PoolStats {
  let demand = 0;
  let waits = 0;
  let waitSeconds = 0;
  pool.on('release', () => {
    demand -= 1;
  });
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => Promise<unknown> | undefined;
  const wrapped = (callback?: (...args: unknown[]) => void) => {
    const waiting = demand >= max;
    demand += 1;
    const started = performance.now();
    const settled = (error: unknown) => {
      // A failed checkout is never released.
      if (error) demand -= 1;
      if (!waiting) return;
      waits += 1;
      waitSeconds += (performance.now() - started) / 1000;
    };
    if (callback)
      return connect((...args) => {
        settled(args[0]);
        callback(...args);
      });
    return connect()?.then(
      (client) => {
        settled(null);
        return client;
      },
      (error: unknown) => {
        settled(error ?? new Error('checkout failed'));
        throw error;
      },
    );
  };
  pool.connect = wrapped as typeof pool.connect;
  return () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max,
    waits,
    waitSeconds,
  });
}
