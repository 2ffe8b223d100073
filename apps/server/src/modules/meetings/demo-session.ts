/** When a demo session may still be used (docs/decisions/0012-demo-sessions-and-unread-counts.md). */
import { demoSessionExpiryHours, demoSessionTexts } from '@chalkline/contracts';

export interface DemoSessionState {
  time: Date;
  completedAt: Date | null;
}

/**
 * Why a demo session cannot be used at `now`, or null when it can: it must exist, not be completed, and not
 * be more than `demoSessionExpiryHours` past its booked time (a demo nobody ended does not stay open forever).
 */
export function demoSessionProblem(row: DemoSessionState | null, now: Date): string | null {
  if (!row) return demoSessionTexts.notFound;
  if (row.completedAt) return demoSessionTexts.ended;
  if (now.getTime() > row.time.getTime() + demoSessionExpiryHours * 60 * 60 * 1000) return demoSessionTexts.expired;
  return null;
}
