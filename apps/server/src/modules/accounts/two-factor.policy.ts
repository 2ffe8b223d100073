/**
 * Who must sign in with a second factor, and whose sessions end early (ADR 0056). Roles are named only here.
 */
import { layoutOf, type MemberRole, type SchoolSettings, stepUpWindowMinutes } from '@chalkline/contracts';

type Policies = Pick<
  SchoolSettings,
  'requireAdminTwoFactor' | 'requireTutorTwoFactor' | 'staffIdleMinutes' | 'staffSessionHours'
>;

/** Masters and managers when the school requires it of admins; tutors when it requires it of tutors. */
export function twoFactorRequiredFor(role: MemberRole, policies: Policies): boolean {
  const layout = layoutOf(role);
  if (layout === 'admin') return policies.requireAdminTwoFactor;
  if (layout === 'tutor') return policies.requireTutorTwoFactor;
  return false;
}

/** The limits of a session, in milliseconds, or null when it lives its whole 30 days. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Admin sessions (masters and managers) end after the school's idle time and absolute time. Tutors' do not: a
 * lesson runs over the classroom's socket for an hour or more without an HTTP call, and must not be cut short.
 */
export function sessionLimitsFor(role: MemberRole, policies: Policies): SessionLimits | null {
  if (layoutOf(role) !== 'admin') return null;
  return { idleMs: policies.staffIdleMinutes * 60_000, absoluteMs: policies.staffSessionHours * 3_600_000 };
}

export const stepUpWindowMs = stepUpWindowMinutes * 60_000;

/** Whether the last check of the password or second factor (epoch ms) is too old for a sensitive action. */
export const needsStepUp = (verifiedAt: number | undefined, now: number) =>
  verifiedAt === undefined || now - verifiedAt > stepUpWindowMs;
