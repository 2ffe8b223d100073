/** Demo links' texts and expiry, apart from the zod schemas of `meetings.ts`: the lobby reads them (ADR 0049). */

/**
 * Why a demo link cannot be used, as the lobby and the classroom say it (the spec gives no texts; see
 * docs/decisions/0012-demo-sessions-and-unread-counts.md).
 */
export const demoSessionTexts = {
  missing: 'This demo link is incomplete. Please open the full link you were sent.',
  notFound: 'This demo session could not be found',
  ended: 'This demo session has already ended',
  expired: 'This demo session has expired',
} as const;

/** A demo session may be used until this many hours after its booked time; then it has expired. */
export const demoSessionExpiryHours = 24;

/** What `demoSessionProblem` reads of a booked demo session. */
export interface DemoSessionState {
  time: Date;
  completedAt: Date | null;
}

/**
 * Why a demo session cannot be used at `now`, or null when it can: it must exist, not be completed, and not
 * be more than `demoSessionExpiryHours` past its booked time (a demo nobody ended does not stay open forever).
 * One rule for the meetings module's demo calls and the classroom's admission.
 */
export function demoSessionProblem(row: DemoSessionState | null, now: Date): string | null {
  if (!row) return demoSessionTexts.notFound;
  if (row.completedAt) return demoSessionTexts.ended;
  if (now.getTime() > row.time.getTime() + demoSessionExpiryHours * 60 * 60 * 1000) return demoSessionTexts.expired;
  return null;
}
