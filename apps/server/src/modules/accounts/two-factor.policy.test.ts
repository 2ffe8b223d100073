/** Who must give a second factor, whose sessions end early, and when a sensitive action asks again (ADR 0056). */
import { stepUpWindowMinutes } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { needsStepUp, sessionLimitsFor, twoFactorRequiredFor } from './two-factor.policy.js';

const policies = {
  requireAdminTwoFactor: true,
  requireTutorTwoFactor: false,
  staffIdleMinutes: 30,
  staffSessionHours: 12,
};

describe('two-factor policy', () => {
  it('requires a second factor of admins or tutors as the school says, never of students', () => {
    expect(twoFactorRequiredFor('MASTER', policies)).toBe(true);
    expect(twoFactorRequiredFor('MANAGER', policies)).toBe(true);
    expect(twoFactorRequiredFor('TUTOR', policies)).toBe(false);
    expect(twoFactorRequiredFor('TUTOR', { ...policies, requireTutorTwoFactor: true })).toBe(true);
    expect(twoFactorRequiredFor('MANAGER', { ...policies, requireAdminTwoFactor: false })).toBe(false);
    expect(twoFactorRequiredFor('STUDENT', { ...policies, requireTutorTwoFactor: true })).toBe(false);
  });

  it("ends admins' sessions after the school's idle and absolute times, and nobody else's", () => {
    expect(sessionLimitsFor('MANAGER', policies)).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    expect(sessionLimitsFor('TUTOR', policies)).toBeNull();
    expect(sessionLimitsFor('STUDENT', policies)).toBeNull();
  });

  it('asks again once the last check is older than the window, or when there was none', () => {
    const now = 1_000_000_000;
    const windowMs = stepUpWindowMinutes * 60_000;
    expect(needsStepUp(undefined, now)).toBe(true);
    expect(needsStepUp(now - windowMs, now)).toBe(false);
    expect(needsStepUp(now - windowMs - 1, now)).toBe(true);
  });
});
