/** When a hand-in is open, late or closed, and who may hand in (ADR 0074). Pure: the clock is handed in. */
import { handInMessages } from '@chalkline/contracts';
import { AppError } from '../../errors/app-error.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorize } from './assignment.policy.js';

/** What an assignment's hand-in asks for, as stored. */
export interface HandInRules {
  handInText: boolean;
  handInFiles: number;
  dueAt: Date | null;
  cutOffAt: Date | null;
}

/** Whether the assignment asks for a hand-in at all (a due date and something to hand in). */
export const asksForHandIn = (a: HandInRules): a is HandInRules & { dueAt: Date } =>
  a.dueAt !== null && (a.handInText || a.handInFiles > 0);

/** A submission now is on time, late (after the due date, before any cut-off) or refused (after the cut-off). */
export type HandInWindow = { kind: 'on-time' } | { kind: 'late' } | { kind: 'closed' };

export function handInWindow(a: { dueAt: Date; cutOffAt: Date | null }, now: Date): HandInWindow {
  if (a.cutOffAt && now.getTime() > a.cutOffAt.getTime()) return { kind: 'closed' };
  if (now.getTime() > a.dueAt.getTime()) return { kind: 'late' };
  return { kind: 'on-time' };
}

/** Throws 403 unless the viewer is the student the assignment is set for. */
export const authorizeHandIn = (viewer: Viewer, studentId: string) =>
  authorize(viewer, 'assignments.submit', { studentId, teaches: false });

/** Throws 409 with the spec-like sentence when the cut-off has passed; answers whether it is late. */
export function demandOpen(a: { dueAt: Date; cutOffAt: Date | null }, now: Date): { late: boolean } {
  const window = handInWindow(a, now);
  if (window.kind === 'closed') throw new AppError(409, 'CONFLICT', handInMessages.closed);
  return { late: window.kind === 'late' };
}
