/**
 * The one subscription state machine (ADR 0042). Every status change goes through `transition`; what the
 * classroom lets in goes through `accessOf`. Pure: no clock, no database.
 */
import type { BillingPeriod, SubscriptionStatus } from '@chalkline/contracts';

/** What happens to a subscription. */
export type SubscriptionEvent =
  /** A payment for the current or next period succeeded (first payment, renewal, retry, invoice marked paid). */
  | 'paid'
  /** A renewal payment failed or was not received by the renewal date. */
  | 'renewalFailed'
  /** The payer or an admin pauses: no charges, no classroom. */
  | 'pause'
  /** The payer or an admin enables again after a pause or a cancellation. */
  | 'enable'
  /** The payer or an admin cancels: access until the paid period ends, no renewal. */
  | 'cancel'
  /** Nothing more to come: the cancelled period is over, or an admin ends it. */
  | 'end';

const table: Record<SubscriptionStatus, Partial<Record<SubscriptionEvent, SubscriptionStatus>>> = {
  ACTIVE: { paid: 'ACTIVE', renewalFailed: 'RENEWAL_FAILED', pause: 'PAUSED', cancel: 'CANCELLED', end: 'ENDED' },
  RENEWAL_FAILED: { paid: 'ACTIVE', renewalFailed: 'RENEWAL_FAILED', cancel: 'CANCELLED', end: 'ENDED' },
  PAUSED: { paid: 'ACTIVE', enable: 'ACTIVE', cancel: 'CANCELLED', end: 'ENDED' },
  CANCELLED: { paid: 'ACTIVE', enable: 'ACTIVE', end: 'ENDED' },
  ENDED: { paid: 'ACTIVE' },
};

/** The status after `event`, or null when the event is not allowed from `status`. */
export function transition(status: SubscriptionStatus, event: SubscriptionEvent): SubscriptionStatus | null {
  return table[status][event] ?? null;
}

/** Every allowed transition, for the ADR and the admin's buttons. */
export const allowedEvents = (status: SubscriptionStatus): SubscriptionEvent[] =>
  Object.keys(table[status]) as SubscriptionEvent[];

export interface AccessFacts {
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  graceUntil: Date | null;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Until when the subscription gives classroom access, or null when it gives none now. ACTIVE and RENEWAL_FAILED
 * run to the end of the paid period plus the school's grace days (a renewal that is late or failed does not cut a
 * lesson short); CANCELLED to the end of the paid period; PAUSED and ENDED give none. Time granted by grace
 * billing adds access whatever the status.
 */
export function accessUntil(facts: AccessFacts, graceDays: number): Date | null {
  const byStatus = (() => {
    switch (facts.status) {
      case 'ACTIVE':
      case 'RENEWAL_FAILED':
        return new Date(facts.currentPeriodEnd.getTime() + graceDays * dayMs);
      case 'CANCELLED':
        return facts.currentPeriodEnd;
      default:
        return null;
    }
  })();
  const granted = facts.graceUntil;
  if (!byStatus) return granted;
  if (!granted) return byStatus;
  return granted > byStatus ? granted : byStatus;
}

/** Whether the subscription lets its student into the classroom at `now`. */
export const hasAccess = (facts: AccessFacts, now: Date, graceDays: number): boolean => {
  const until = accessUntil(facts, graceDays);
  return until !== null && now < until;
};

/** The end of a period of `period` starting at `start` (biannually: every six months, ADR 0042). */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  const months = { monthly: 1, quarterly: 3, biannually: 6, annually: 12 } as const;
  if (period === 'daily') end.setUTCDate(end.getUTCDate() + 1);
  else if (period === 'weekly') end.setUTCDate(end.getUTCDate() + 7);
  else {
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + months[period]);
    // 31 January + 1 month is the last day of February, not 3 March.
    const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, last));
  }
  return end;
}

/** What a coupon takes off an amount, in cents: never more than the amount. */
export function discountOf(coupon: { kind: string; value: number }, amountCents: number): number {
  const off = coupon.kind === 'PERCENT' ? Math.round((amountCents * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(off, amountCents));
}
