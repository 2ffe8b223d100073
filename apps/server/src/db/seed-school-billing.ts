/**
 * Billing of the lived-in demo school (ADR 0067): a monthly and a termly plan on each new program, and each
 * student's subscription to their first program in one of every state — most active, some paused, cancelled
 * (open to the end of the period), renewal failed (in a week of grace) and ended — with their invoices (paid,
 * failed, void, and two first invoices still open) and the ledger of what was paid.
 */
import type { subscriptionStatuses } from '@chalkline/contracts';
import { billingInvoices, billingLedger, billingPlans, graceGrants, subscriptions } from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

const day = 24 * 60 * 60 * 1000;
type Status = (typeof subscriptionStatuses)[number];

/** The state of the student at `i`; `null`: subscribed but not paid yet (an open first invoice, no subscription). */
const stateOf = (i: number): Status | null =>
  (
    ({ 2: 'RENEWAL_FAILED', 5: 'CANCELLED', 8: 'PAUSED', 11: 'ENDED', 14: 'RENEWAL_FAILED', 17: 'PAUSED' }) as Record<
      number,
      Status
    >
  )[i] ?? (i === 20 || i === 23 ? null : 'ACTIVE');

export async function seedSchoolBilling({ tx, now, master, school }: SeedContext) {
  const at = (days: number) => new Date(now.getTime() + days * day);
  const plans = await tx
    .insert(billingPlans)
    .values(
      school.programs.flatMap((program, p) => [
        { programId: program.id, title: 'Monthly', period: 'monthly' as const, priceCents: 3999 + p * 500 },
        { programId: program.id, title: 'Termly', period: 'quarterly' as const, priceCents: 10999 + p * 1200 },
      ]),
    )
    .returning();

  const people = school.students.map((s, i) => {
    const program = school.programs[i % 4]!;
    const termly = i % 5 === 0;
    const plan = plans.find((pl) => pl.programId === program.id && pl.period === (termly ? 'quarterly' : 'monthly'))!;
    const length = termly ? 91 : 30;
    const state = stateOf(i);
    // Ended ones ran out three weeks ago; the rest are part-way through the current period.
    const start = state === 'ENDED' ? at(-21 - length) : at(-((i * 7) % (length - 2)) - 1);
    return { student: s, program, plan, state, start, end: new Date(start.getTime() + length * day), i };
  });

  const subscribed = people.filter((p) => p.state !== null);
  const subs = await tx
    .insert(subscriptions)
    .values(
      subscribed.map((p) => ({
        studentId: p.student.id,
        programId: p.program.id,
        planId: p.plan.id,
        payerId: p.student.id,
        status: p.state!,
        provider: 'manual',
        currentPeriodStart: p.start,
        currentPeriodEnd: p.state === 'RENEWAL_FAILED' ? at(-2) : p.end,
        graceUntil: p.state === 'RENEWAL_FAILED' ? at(5) : null,
        failedAt: p.state === 'RENEWAL_FAILED' ? at(-2) : null,
        createdAt: p.start,
        updatedAt: p.state === 'ACTIVE' ? p.start : at(-1 - (p.i % 3)),
      })),
    )
    .returning();

  const invoices = [
    ...subscribed.map((p, n) => ({
      studentId: p.student.id,
      payerId: p.student.id,
      planId: p.plan.id,
      subscriptionId: subs[n]!.id,
      reason: 'FIRST',
      status: 'PAID',
      provider: 'manual',
      providerRef: `manual:bank-transfer-${String(100 + p.i)}`,
      amountCents: p.plan.priceCents,
      periodStart: p.start,
      paidAt: p.start,
      createdAt: p.start,
    })),
    // A renewal that did not go through, and one left unpaid when the subscription ended.
    ...subscribed
      .filter((p) => p.state === 'RENEWAL_FAILED' || p.state === 'ENDED')
      .map((p) => ({
        studentId: p.student.id,
        payerId: p.student.id,
        planId: p.plan.id,
        subscriptionId: subs[subscribed.indexOf(p)]!.id,
        reason: 'RENEWAL',
        status: p.state === 'ENDED' ? 'VOID' : 'FAILED',
        provider: 'manual',
        amountCents: p.plan.priceCents,
        periodStart: p.state === 'ENDED' ? p.end : at(-2),
        createdAt: p.state === 'ENDED' ? p.end : at(-2),
      })),
    // Chose a plan and has not paid yet: the first invoice is open and the classroom waits for it.
    ...people
      .filter((p) => p.state === null)
      .map((p) => ({
        studentId: p.student.id,
        payerId: p.student.id,
        planId: p.plan.id,
        reason: 'FIRST',
        status: 'OPEN',
        provider: 'manual',
        amountCents: p.plan.priceCents,
        createdAt: at(-1 - (p.i % 2)),
      })),
  ];
  const made = await tx.insert(billingInvoices).values(invoices).returning();

  const failed = subscribed.filter((p) => p.state === 'RENEWAL_FAILED');
  await tx.insert(graceGrants).values(
    failed.map((p) => ({
      subscriptionId: subs[subscribed.indexOf(p)]!.id,
      until: at(5),
      reason: 'A week to settle the failed renewal',
      grantedBy: master.id,
      createdAt: at(-2),
    })),
  );
  await tx.insert(billingLedger).values([
    ...made
      .filter((inv) => inv.status === 'PAID')
      .map((inv) => ({
        kind: 'PAYMENT',
        amountCents: inv.amountCents,
        studentId: inv.studentId,
        payerId: inv.payerId,
        subscriptionId: inv.subscriptionId,
        invoiceId: inv.id,
        provider: 'manual',
        providerRef: inv.providerRef,
        note: 'First payment',
        actorId: master.id,
        at: inv.paidAt!,
      })),
    ...failed.map((p) => ({
      kind: 'GRACE',
      amountCents: 0,
      studentId: p.student.id,
      payerId: p.student.id,
      subscriptionId: subs[subscribed.indexOf(p)]!.id,
      provider: 'manual',
      note: '7 day(s) of grace: A week to settle the failed renewal',
      actorId: master.id,
      at: at(-2),
    })),
  ]);
}
