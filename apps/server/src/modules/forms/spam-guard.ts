/**
 * Spam protection without a third party (ADR 0041): a honeypot field and limits per sender address (IP) and per
 * email address, counted in this node's memory or in Redis across nodes (`http/rate-limit.ts`).
 */
import { formTexts, honeypotField } from '@chalkline/contracts';
import { createRateLimit, type RateLimitStore } from '../../http/rate-limit.js';

/** Submissions allowed per window, for each public form. */
export const formLimits = {
  perIp: { points: 10, windowSeconds: 60 * 60 },
  perEmail: { points: 3, windowSeconds: 60 * 60 },
} as const;

/** Whether a robot filled the field people never see. */
export const isHoneypotFilled = (body: Record<string, unknown>): boolean => {
  const value = body[honeypotField];
  return typeof value === 'string' && value.trim() !== '';
};

/** One guard per form: `check(ip, email)` throws 429 once either is over its limit. */
export function createSpamGuard(store: RateLimitStore, form: string) {
  const byIp = createRateLimit(
    formLimits.perIp.points,
    formLimits.perIp.windowSeconds,
    formTexts.tooMany,
    store,
    `form-ip-${form}`,
  );
  const byEmail = createRateLimit(
    formLimits.perEmail.points,
    formLimits.perEmail.windowSeconds,
    formTexts.tooMany,
    store,
    `form-email-${form}`,
  );
  return {
    async check(ip: string, email?: string) {
      await byIp(ip);
      if (email) await byEmail(email.toLowerCase());
    },
  };
}
export type SpamGuard = ReturnType<typeof createSpamGuard>;
