/**
 * A lesson's badge (platform spec 4), in a module of its own without zod: the web's schedule lists and
 * dashboards import it without pulling in the HTTP schemas (and their phone validator) (ADR 0033).
 */
export type ScheduleBadge = 'Marked' | 'Overdue' | 'Pending';

/** Marked when kept; Overdue when it started before the current hour and was not kept; otherwise Pending (spec 4). */
export function scheduleBadge(schedule: { time: string | Date; kept: boolean }, now: Date = new Date()): ScheduleBadge {
  if (schedule.kept) return 'Marked';
  const startOfHour = new Date(now);
  startOfHour.setMinutes(0, 0, 0);
  return new Date(schedule.time).getTime() < startOfHour.getTime() ? 'Overdue' : 'Pending';
}
