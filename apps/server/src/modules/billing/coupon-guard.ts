/**
 * Coupon codes cannot be guessed by trying (ADR 0055): verifying or applying a code is limited per person and per
 * sender address, counted in this node's memory or in Redis across nodes (`http/rate-limit.ts`).
 */
import { createRateLimit, type RateLimitStore } from '../../http/rate-limit.js';

/** Code checks (verify and apply together) allowed per window. An address is shared by a school or a home. */
export const couponLimits = {
  perPerson: { points: 10, windowSeconds: 15 * 60 },
  perIp: { points: 30, windowSeconds: 15 * 60 },
} as const;

export const couponTooMany = 'Too many coupon attempts. Please try again in a few minutes.';

/** `check(personId, ip)` throws 429 once either is over its limit. */
export function createCouponGuard(store: RateLimitStore) {
  const { perPerson, perIp } = couponLimits;
  const byPerson = createRateLimit(perPerson.points, perPerson.windowSeconds, couponTooMany, store, 'coupon-person');
  const byIp = createRateLimit(perIp.points, perIp.windowSeconds, couponTooMany, store, 'coupon-ip');
  return {
    async check(personId: string, ip: string) {
      await byIp(ip);
      await byPerson(personId);
    },
  };
}
export type CouponGuard = ReturnType<typeof createCouponGuard>;
