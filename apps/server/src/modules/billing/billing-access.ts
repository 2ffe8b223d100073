/**
 * Access follows payment (ADR 0042): the one function the classroom asks which of a student's enrolled programs
 * they may enter. A program without a live plan is free (enrolment is enough, as before billing existed); a program
 * with one needs a subscription that gives access now (`subscription-state.ts` `hasAccess`, with the school's
 * renewal grace days).
 */
import type { BillingAccessRepository } from './billing-access.repository.js';
import { hasAccess } from './subscription-state.js';

export interface ProgramAccess {
  /** The programs of `programIds` (the student's active enrolments) the student may enter now. */
  withPaidAccess(studentId: string, programIds: string[]): Promise<string[]>;
}

export function createProgramAccess(deps: {
  repo: BillingAccessRepository;
  settings: { read(): Promise<{ renewalGraceDays: number }> };
  now?: () => Date;
}): ProgramAccess {
  const now = deps.now ?? (() => new Date());
  return {
    async withPaidAccess(studentId, programIds) {
      if (!programIds.length) return programIds;
      const rows = await deps.repo.livePlansWithSubscription(studentId, programIds);
      if (!rows.length) return programIds;
      const { renewalGraceDays } = await deps.settings.read();
      const at = now();
      const paid = new Set(rows.map((r) => r.programId));
      const open = new Set(
        rows
          .filter((r) => r.status && r.currentPeriodEnd)
          .filter((r) =>
            hasAccess(
              { status: r.status!, currentPeriodEnd: r.currentPeriodEnd!, graceUntil: r.graceUntil },
              at,
              renewalGraceDays,
            ),
          )
          .map((r) => r.programId),
      );
      return programIds.filter((id) => !paid.has(id) || open.has(id));
    },
  };
}
