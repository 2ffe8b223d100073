/** The rows behind "access follows payment" (billing-access.ts): a student's subscriptions on paid programs. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingPlans, subscriptions } from '../../db/schema/index.js';

export function createBillingAccessRepository(db: Db) {
  return {
    /**
     * One row per live plan of `programIds`, with the student's subscription on that program when there is one
     * (status and period null otherwise).
     */
    livePlansWithSubscription(studentId: string, programIds: string[]) {
      return db
        .select({
          programId: billingPlans.programId,
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          graceUntil: subscriptions.graceUntil,
        })
        .from(billingPlans)
        .leftJoin(
          subscriptions,
          and(eq(subscriptions.programId, billingPlans.programId), eq(subscriptions.studentId, studentId)),
        )
        .where(and(inArray(billingPlans.programId, programIds), isNull(billingPlans.deletedAt)));
    },
  };
}
export type BillingAccessRepository = ReturnType<typeof createBillingAccessRepository>;
