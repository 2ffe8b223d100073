import { RateLimiterMemory } from 'rate-limiter-flexible';
import { AppError } from './errors.js';

/** A per-key limit on an action (e.g. registrations per address); in memory for one node. */
export function createRateLimit(points: number, windowSeconds: number, message: string) {
  const limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  return async (key: string) => {
    try {
      await limiter.consume(key);
    } catch {
      throw new AppError(429, 'RATE_LIMITED', message);
    }
  };
}
