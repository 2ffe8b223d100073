/**
 * Demo billing (ADR 0042): plans on the demo program, the demo student's paid annual subscription (so the demo
 * classroom stays open) on a shared family card with a week of grace, two coupons, and the ledger entries.
 */
import { eq } from 'drizzle-orm';
import {
  billingInvoices,
  billingLedger,
  billingPlans,
  couponRedemptions,
  coupons,
  graceGrants,
  sharedBillingCards,
  subscriptions,
} from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const day = 24 * 60 * 60 * 1000;

export const seedBilling: AreaSeed = async ({ tx, now, master, student, program }) => {
  const plans = await tx
    .insert(billingPlans)
    .values([
      { programId: program.id, title: 'Monthly', period: 'monthly', priceCents: 4999 },
      { programId: program.id, title: 'Quarterly', period: 'quarterly', priceCents: 13499 },
      { programId: program.id, title: 'Annual', period: 'annually', priceCents: 47999 },
    ])
    .returning();
  const annual = plans[2]!;

  const [welcome] = await tx
    .insert(coupons)
    .values([
      { code: 'WELCOME20', kind: 'PERCENT', value: 20, maxUsesPerPerson: 1 },
      { code: 'SIBLING10', kind: 'AMOUNT', value: 1000, programIds: [program.id], maxUses: 50 },
    ])
    .returning();

  // The demo student paid for a year (with the welcome coupon): the demo classroom is open to her.
  const start = new Date(now.getTime() - 10 * day);
  const [paid] = await tx
    .insert(subscriptions)
    .values({
      studentId: student.id,
      programId: program.id,
      planId: annual.id,
      payerId: student.id,
      status: 'ACTIVE',
      provider: 'manual',
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 365 * day),
    })
    .returning();
  const discount = Math.round(annual.priceCents * 0.2);
  const [invoice] = await tx
    .insert(billingInvoices)
    .values({
      studentId: student.id,
      payerId: student.id,
      planId: annual.id,
      subscriptionId: paid!.id,
      reason: 'FIRST',
      status: 'PAID',
      provider: 'manual',
      providerRef: 'manual:bank-transfer-0001',
      amountCents: annual.priceCents,
      discountCents: discount,
      couponId: welcome!.id,
      paidAt: start,
      createdAt: start,
    })
    .returning();
  await tx
    .insert(couponRedemptions)
    .values({ couponId: welcome!.id, studentId: student.id, invoiceId: invoice!.id, discountCents: discount });

  // A shared family card pays for her, and the school gave her a make-up week for a lesson it cancelled.
  const [card] = await tx
    .insert(sharedBillingCards)
    .values({ label: 'Bello family card', payerId: student.id, provider: 'manual', createdBy: master.id })
    .returning();
  const graceUntil = new Date(paid!.currentPeriodEnd.getTime() + 7 * day);
  await tx.update(subscriptions).set({ sharedCardId: card!.id, graceUntil }).where(eq(subscriptions.id, paid!.id));
  await tx.insert(graceGrants).values({
    subscriptionId: paid!.id,
    until: graceUntil,
    reason: 'Make-up week for a lesson the school cancelled',
    grantedBy: master.id,
  });
  await tx.insert(billingLedger).values([
    {
      kind: 'PAYMENT',
      amountCents: annual.priceCents - discount,
      studentId: student.id,
      payerId: student.id,
      subscriptionId: paid!.id,
      invoiceId: invoice!.id,
      provider: 'manual',
      providerRef: 'manual:bank-transfer-0001',
      note: 'First payment',
      actorId: master.id,
      at: start,
    },
    {
      kind: 'GRACE',
      amountCents: 0,
      studentId: student.id,
      payerId: student.id,
      subscriptionId: paid!.id,
      provider: 'manual',
      note: '7 day(s) of grace: Make-up week for a lesson the school cancelled',
      actorId: master.id,
    },
  ]);
};
