import type { Redis } from 'ioredis';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error.js';

/** Where rate-limit counters live: this node's memory, or Redis shared by every node (ADR 0014). */
export type RateLimitStore = { redis: Redis; keyPrefix: string } | null;

/** A limiter in memory, or in Redis when a store is given; `name` keeps each limiter's keys apart. */
export function createLimiter(store: RateLimitStore, name: string, options: IRateLimiterOptions) {
  return store
    ? new RateLimiterRedis({ ...options, storeClient: store.redis, keyPrefix: `${store.keyPrefix}rl:${name}` })
    : new RateLimiterMemory({ ...options, keyPrefix: name });
}

/** A per-key limit on an action (e.g. registrations per address). */
export function createRateLimit(
  points: number,
  windowSeconds: number,
  message: string,
  store: RateLimitStore = null,
  name = 'limit',
) {
  const limiter = createLimiter(store, name, { points, duration: windowSeconds });
  return async (key: string) => {
    try {
      await limiter.consume(key);
    } catch (error) {
      // consume() rejects with the limiter's answer when over the limit; anything else is the store failing.
      if (error instanceof Error) throw error;
      throw new AppError(429, 'RATE_LIMITED', message);
    }
  };
}
