import { subscriptionStatuses } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessUntil,
  allowedEvents,
  discountOf,
  hasAccess,
  periodEnd,
  type SubscriptionEvent,
  transition,
} from './subscription-state.js';

const events: SubscriptionEvent[] = ['paid', 'renewalFailed', 'pause', 'enable', 'cancel', 'end'];

describe('subscription state machine (ADR 0042)', () => {
  // Every status × every event: the whole table, so a changed transition fails here first.
  const expected: Record<string, Record<SubscriptionEvent, string | null>> = {
    ACTIVE: {
      paid: 'ACTIVE',
      renewalFailed: 'RENEWAL_FAILED',
      pause: 'PAUSED',
      enable: null,
      cancel: 'CANCELLED',
      end: 'ENDED',
    },
    RENEWAL_FAILED: {
      paid: 'ACTIVE',
      renewalFailed: 'RENEWAL_FAILED',
      pause: null,
      enable: null,
      cancel: 'CANCELLED',
      end: 'ENDED',
    },
    PAUSED: { paid: 'ACTIVE', renewalFailed: null, pause: null, enable: 'ACTIVE', cancel: 'CANCELLED', end: 'ENDED' },
    CANCELLED: { paid: 'ACTIVE', renewalFailed: null, pause: null, enable: 'ACTIVE', cancel: null, end: 'ENDED' },
    ENDED: { paid: 'ACTIVE', renewalFailed: null, pause: null, enable: null, cancel: null, end: null },
  };
  for (const status of subscriptionStatuses) {
    for (const event of events) {
      it(`${status} --${event}--> ${expected[status]![event] ?? 'refused'}`, () => {
        expect(transition(status, event)).toBe(expected[status]![event]);
      });
    }
  }

  it('lists the allowed events of a status', () => {
    expect(allowedEvents('ENDED')).toEqual(['paid']);
    expect(allowedEvents('PAUSED').sort()).toEqual(['cancel', 'enable', 'end', 'paid']);
  });
});

describe('access follows payment', () => {
  const end = new Date('2026-03-10T00:00:00Z');
  const day = 24 * 60 * 60 * 1000;
  const at = (offsetDays: number) => new Date(end.getTime() + offsetDays * day);

  it('keeps a failed renewal in the classroom for the grace days, then not', () => {
    const facts = { status: 'RENEWAL_FAILED' as const, currentPeriodEnd: end, graceUntil: null };
    expect(hasAccess(facts, at(2.9), 3)).toBe(true);
    expect(hasAccess(facts, at(3), 3)).toBe(false);
    expect(hasAccess(facts, at(0.5), 0)).toBe(false);
  });

  it('gives ACTIVE the same slack, CANCELLED only the paid period, PAUSED and ENDED none', () => {
    expect(hasAccess({ status: 'ACTIVE', currentPeriodEnd: end, graceUntil: null }, at(1), 3)).toBe(true);
    expect(hasAccess({ status: 'CANCELLED', currentPeriodEnd: end, graceUntil: null }, at(-1), 3)).toBe(true);
    expect(hasAccess({ status: 'CANCELLED', currentPeriodEnd: end, graceUntil: null }, at(0.1), 3)).toBe(false);
    expect(hasAccess({ status: 'PAUSED', currentPeriodEnd: end, graceUntil: null }, at(-5), 3)).toBe(false);
    expect(hasAccess({ status: 'ENDED', currentPeriodEnd: end, graceUntil: null }, at(-5), 3)).toBe(false);
  });

  it('adds granted grace time whatever the status', () => {
    const facts = { status: 'ENDED' as const, currentPeriodEnd: end, graceUntil: at(10) };
    expect(hasAccess(facts, at(9), 3)).toBe(true);
    expect(accessUntil({ ...facts, status: 'ACTIVE' }, 3)).toEqual(at(10));
    expect(accessUntil({ ...facts, status: 'ACTIVE', graceUntil: at(1) }, 3)).toEqual(at(3));
  });
});

describe('periods and discounts', () => {
  it('ends each billing period on the right day', () => {
    const start = new Date('2026-01-31T09:00:00Z');
    expect(periodEnd(start, 'daily').toISOString()).toBe('2026-02-01T09:00:00.000Z');
    expect(periodEnd(start, 'weekly').toISOString()).toBe('2026-02-07T09:00:00.000Z');
    expect(periodEnd(start, 'monthly').toISOString()).toBe('2026-02-28T09:00:00.000Z');
    expect(periodEnd(start, 'quarterly').toISOString()).toBe('2026-04-30T09:00:00.000Z');
    expect(periodEnd(start, 'biannually').toISOString()).toBe('2026-07-31T09:00:00.000Z');
    expect(periodEnd(start, 'annually').toISOString()).toBe('2027-01-31T09:00:00.000Z');
  });

  it('takes a percentage or an amount off, never more than the price', () => {
    expect(discountOf({ kind: 'PERCENT', value: 20 }, 4999)).toBe(1000);
    expect(discountOf({ kind: 'AMOUNT', value: 500 }, 4999)).toBe(500);
    expect(discountOf({ kind: 'AMOUNT', value: 9000 }, 4999)).toBe(4999);
    expect(discountOf({ kind: 'PERCENT', value: 100 }, 4999)).toBe(4999);
  });
});
