/**
 * The demo family (ADR 0079): the demo student's guardian is linked to her by the demo manager and has recorded
 * consent to recording and to camera, so the demo classroom records and films as before. An open invoice for a
 * month of Maths Olympiad Prep waits to be paid (the manual provider), so the guardian's billing section is filled.
 * Her data requests (ADR 0085): an export of her own data waits for the master, an export of her child's was done
 * twelve days ago (its download has expired) and an erasure of her child was declined.
 */
import { and, eq } from 'drizzle-orm';
import { billingInvoices, billingPlans, dataRequests, guardianConsents, guardianLinks } from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';

const day = 24 * 3600_000;

/** Why the demo guardian's erasure request was declined (ADR 0085). */
export const demoDeclineReason = 'An invoice of this term is still open. Please ask again once it is paid.';

export const seedFamilies: AreaSeed = async ({ tx, now, manager, guardian, student, school }) => {
  await tx.insert(guardianLinks).values({
    guardianId: guardian.id,
    studentId: student.id,
    createdById: manager.id,
    createdAt: new Date(now.getTime() - 30 * day),
  });
  await tx.insert(guardianConsents).values({
    studentId: student.id,
    recording: true,
    camera: true,
    updatedById: guardian.id,
    updatedAt: new Date(now.getTime() - 29 * day),
  });
  const ago = (days: number) => new Date(now.getTime() - days * day);
  await tx.insert(dataRequests).values([
    {
      requesterId: guardian.id,
      subjectId: guardian.id,
      kind: 'EXPORT',
      createdAt: new Date(now.getTime() - 3 * 3600_000),
    },
    {
      requesterId: guardian.id,
      subjectId: student.id,
      kind: 'EXPORT',
      status: 'COMPLETED',
      handledById: manager.id,
      handledAt: ago(12),
      createdAt: ago(13),
    },
    {
      requesterId: guardian.id,
      subjectId: student.id,
      kind: 'ERASURE',
      status: 'DECLINED',
      reason: 'We are moving to another school.',
      declineReason: demoDeclineReason,
      handledById: manager.id,
      handledAt: ago(2),
      createdAt: ago(4),
    },
  ]);
  const [plan] = await tx
    .select()
    .from(billingPlans)
    .where(and(eq(billingPlans.programId, school.programs[0]!.id), eq(billingPlans.period, 'monthly')))
    .limit(1);
  if (!plan) return;
  await tx.insert(billingInvoices).values({
    studentId: student.id,
    payerId: student.id,
    planId: plan.id,
    reason: 'FIRST',
    status: 'OPEN',
    provider: 'manual',
    amountCents: plan.priceCents,
    createdAt: new Date(now.getTime() - 2 * day),
  });
};
