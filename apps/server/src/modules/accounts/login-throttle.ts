/**
 * Failed sign-ins are counted per account and per address; past the limit, sign-in is refused for a while
 * even with the right password. In memory for one node, in Redis when several nodes share the counts.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../errors/app-error.js';
import { createLimiter, type RateLimitStore } from '../../http/rate-limit.js';

export const loginLimits = {
  perAccount: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  perAddress: { points: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
} as const;

const limiter = (
  store: RateLimitStore,
  l: { points: number; windowSeconds: number; blockSeconds: number },
  name: string,
) => createLimiter(store, name, { points: l.points, duration: l.windowSeconds, blockDuration: l.blockSeconds });

export const tooManyAttempts = (seconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  );

export function createLoginThrottle(store: RateLimitStore = null) {
  const account: RateLimiterAbstract = limiter(store, loginLimits.perAccount, 'login-account');
  const address: RateLimiterAbstract = limiter(store, loginLimits.perAddress, 'login-address');
  const blockedFor = async (rl: RateLimiterAbstract, key: string, points: number) => {
    const res = await rl.get(key);
    return res && res.consumedPoints >= points ? res.msBeforeNext / 1000 : 0;
  };
  return {
    /** Throws 429 when either the account or the address has used up its attempts. */
    async check(email: string, ip: string) {
      const wait = Math.max(
        await blockedFor(account, email, loginLimits.perAccount.points),
        await blockedFor(address, ip, loginLimits.perAddress.points),
      );
      if (wait > 0) throw tooManyAttempts(wait);
    },
    async fail(email: string, ip: string) {
      // consume() rejects once over the limit; the next check() reports it.
      await Promise.allSettled([account.consume(email), address.consume(ip)]);
    },
    async succeed(email: string) {
      await account.delete(email);
    },
    reset: (email: string) => account.delete(email),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
