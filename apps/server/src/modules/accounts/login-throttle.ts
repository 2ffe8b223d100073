/**
 * Failed sign-ins (and failed password confirmations and changes) are counted per account and per address; past
 * the limit, sign-in is refused for a while even with the right password. The counts live in Redis when several
 * nodes share them, else in the database so a restart does not forget them (ADR 0032), else in this process.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../errors/app-error.js';
import { createLimiter, type RateLimitStore } from '../../http/rate-limit.js';
import type { AttemptWindow, LoginAttemptRepository } from './login-attempt.repository.js';

export const loginLimits = {
  perAccount: { points: 10, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  perAddress: { points: 50, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
} as const;

export const tooManyAttempts = (seconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`,
  );

/** One counted key: how many failures it has and for how long they still count. */
interface AttemptCounter {
  get(key: string): Promise<{ points: number; msLeft: number } | null>;
  hit(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

function limiterCounter(store: RateLimitStore, w: AttemptWindow, name: string): AttemptCounter {
  const rl: RateLimiterAbstract = createLimiter(store, name, {
    points: w.points,
    duration: w.windowSeconds,
    blockDuration: w.blockSeconds,
  });
  return {
    async get(key) {
      const res = await rl.get(key);
      return res ? { points: res.consumedPoints, msLeft: res.msBeforeNext } : null;
    },
    // consume() rejects once over the limit; the next check() reports it.
    hit: (key) =>
      rl.consume(key).then(
        () => undefined,
        () => undefined,
      ),
    clear: async (key) => {
      await rl.delete(key);
    },
  };
}

function databaseCounter(repo: LoginAttemptRepository, w: AttemptWindow, name: string): AttemptCounter {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    get: (key) => repo.get(keyOf(key)),
    hit: (key) => repo.hit(keyOf(key), w),
    clear: (key) => repo.clear(keyOf(key)),
  };
}

/** Counts in Redis (`store`), else in the database (`attempts`), else in memory (a lone test or tool). */
export function createLoginThrottle(store: RateLimitStore = null, attempts?: LoginAttemptRepository) {
  const counter = (w: AttemptWindow, name: string) =>
    !store && attempts ? databaseCounter(attempts, w, name) : limiterCounter(store, w, name);
  const account = counter(loginLimits.perAccount, 'login-account');
  const address = counter(loginLimits.perAddress, 'login-address');
  const blockedFor = async (c: AttemptCounter, key: string, points: number) => {
    const res = await c.get(key);
    return res && res.points >= points ? res.msLeft / 1000 : 0;
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
      await Promise.all([account.hit(email), address.hit(ip)]);
    },
    async succeed(email: string) {
      await account.clear(email);
    },
    reset: (email: string) => account.clear(email),
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
