import { validateConfirmPassword } from '@chalkline/contracts';
import type { z } from 'zod';

/**
 * Repeats the contracts' confirm-password rule so it also shows while other fields are still invalid
 * (zod skips refinements after failed fields); the message is the same.
 */
export function requireMatchingPasswords<S extends z.ZodType>(schema: S): S {
  return schema.superRefine(
    (value, ctx) => {
      const { password, confirmPassword } = (value ?? {}) as { password?: unknown; confirmPassword?: unknown };
      if (typeof password !== 'string' || typeof confirmPassword !== 'string') return;
      const problem = validateConfirmPassword(password, confirmPassword);
      if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
    },
    { when: () => true },
  ) as S;
}
