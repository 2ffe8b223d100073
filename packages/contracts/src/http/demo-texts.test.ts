/** When a demo session may be used (docs/decisions/0012-demo-sessions-and-unread-counts.md). */
import { describe, expect, it } from 'vitest';
import { demoSessionExpiryHours, demoSessionProblem, demoSessionTexts } from './demo-texts.js';

const booked = new Date('2026-03-01T10:00:00Z');
const hoursAfter = (hours: number) => new Date(booked.getTime() + hours * 60 * 60 * 1000);

describe('demoSessionProblem', () => {
  it('refuses a missing or completed session', () => {
    expect(demoSessionProblem(null, booked)).toBe(demoSessionTexts.notFound);
    expect(demoSessionProblem({ time: booked, completedAt: hoursAfter(1) }, hoursAfter(2))).toBe(
      demoSessionTexts.ended,
    );
  });

  it('lets a session be used early and until its expiry, then says it expired', () => {
    const open = { time: booked, completedAt: null };
    expect(demoSessionProblem(open, hoursAfter(-48))).toBeNull();
    expect(demoSessionProblem(open, hoursAfter(demoSessionExpiryHours))).toBeNull();
    expect(demoSessionProblem(open, hoursAfter(demoSessionExpiryHours + 0.01))).toBe(demoSessionTexts.expired);
  });
});
