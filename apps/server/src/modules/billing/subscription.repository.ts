/** Billing's subscriptions and the shared cards that pay for several of them. */
import type { SubscriptionListQuery } from '@chalkline/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingPlans, programs, sharedBillingCards, subscriptions } from '../../db/schema/index.js';
import {
  type Conn,
  subscriptionQuery as joined,
  payer,
  payerLine,
  searchPeople,
  student,
  subscriptionColumns,
  type Tx,
} from './billing-joins.repository.js';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;

export function createSubscriptionRepository(db: Db) {
  const subscriptionQuery = (conn: Conn = db) => joined(conn);
  return {
    subscriptionQuery,
    async subscriptionView(id: string, conn: Conn = db) {
      const [row] = await subscriptionQuery(conn).where(eq(subscriptions.id, id)).limit(1);
      return row ?? null;
    },
    async subscriptionFor(studentId: string, programId: string, conn: Conn = db) {
      const [row] = await conn
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.studentId, studentId), eq(subscriptions.programId, programId)))
        .limit(1);
      return row ?? null;
    },
    /** Locks the subscription row for the rest of the transaction. */
    async lockSubscription(tx: Tx, id: string) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update').limit(1);
      return row ?? null;
    },
    async insertSubscription(tx: Tx, values: typeof subscriptions.$inferInsert) {
      const [row] = await tx.insert(subscriptions).values(values).returning();
      return row!;
    },
    async updateSubscription(conn: Conn, id: string, values: Partial<typeof subscriptions.$inferInsert>) {
      const [row] = await conn.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      return row!;
    },
    mine(personId: string) {
      return subscriptionQuery()
        .where(or(eq(subscriptions.studentId, personId), eq(subscriptions.payerId, personId)))
        .orderBy(desc(subscriptions.createdAt));
    },
    async list(q: SubscriptionListQuery, offset: number) {
      const filters: (SQL | undefined)[] = [
        q.status ? eq(subscriptions.status, q.status) : undefined,
        q.program ? eq(subscriptions.programId, q.program) : undefined,
        q.provider ? eq(subscriptions.provider, q.provider) : undefined,
        searchPeople(q.search),
      ];
      const where = and(...filters);
      // The total rides along as a window count: one statement per page (ADR 0024).
      const rows = await db
        .select({ ...subscriptionColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(subscriptions)
        .innerJoin(billingPlans, eq(billingPlans.id, subscriptions.planId))
        .innerJoin(programs, eq(programs.id, subscriptions.programId))
        .innerJoin(student, eq(student.id, subscriptions.studentId))
        .innerJoin(payer, eq(payer.id, subscriptions.payerId))
        .leftJoin(sharedBillingCards, eq(sharedBillingCards.id, subscriptions.sharedCardId))
        .where(where)
        .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
        .limit(q.limit)
        .offset(offset);
      if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [total] = await db
        .select({ n: count() })
        .from(subscriptions)
        .innerJoin(programs, eq(programs.id, subscriptions.programId))
        .innerJoin(student, eq(student.id, subscriptions.studentId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** Subscriptions in these statuses, plus any named by id or on a shared card (one statement). */
    byStatusOr(statuses: SubscriptionRecord['status'][], extra: { ids?: string[]; onSharedCard?: boolean } = {}) {
      const alsoIds = extra.ids?.length ? inArray(subscriptions.id, extra.ids) : undefined;
      const onCard = extra.onSharedCard ? isNotNull(subscriptions.sharedCardId) : undefined;
      return subscriptionQuery()
        .where(or(inArray(subscriptions.status, statuses), alsoIds, onCard))
        .orderBy(asc(subscriptions.currentPeriodEnd))
        .limit(500);
    },
    sharedCards() {
      return db
        .select({ card: sharedBillingCards, payer: payerLine })
        .from(sharedBillingCards)
        .innerJoin(payer, eq(payer.id, sharedBillingCards.payerId))
        .orderBy(desc(sharedBillingCards.createdAt));
    },
    async sharedCard(id: string) {
      const [row] = await db
        .select({ card: sharedBillingCards, payer: payerLine })
        .from(sharedBillingCards)
        .innerJoin(payer, eq(payer.id, sharedBillingCards.payerId))
        .where(eq(sharedBillingCards.id, id))
        .limit(1);
      return row ?? null;
    },
    async insertSharedCard(tx: Tx, values: typeof sharedBillingCards.$inferInsert) {
      const [row] = await tx.insert(sharedBillingCards).values(values).returning();
      return row!;
    },
    async updateSharedCard(tx: Tx, id: string, values: Partial<typeof sharedBillingCards.$inferInsert>) {
      const [row] = await tx.update(sharedBillingCards).set(values).where(eq(sharedBillingCards.id, id)).returning();
      return row ?? null;
    },
    async deleteSharedCard(tx: Tx, id: string) {
      await tx.update(subscriptions).set({ sharedCardId: null }).where(eq(subscriptions.sharedCardId, id));
      await tx.delete(sharedBillingCards).where(eq(sharedBillingCards.id, id));
    },
    async attachToCard(tx: Tx, cardId: string, subscriptionIds: string[], method: { payerId: string } & object) {
      await tx.update(subscriptions).set({ sharedCardId: null }).where(eq(subscriptions.sharedCardId, cardId));
      if (subscriptionIds.length)
        await tx
          .update(subscriptions)
          .set({ sharedCardId: cardId, payerId: method.payerId })
          .where(inArray(subscriptions.id, subscriptionIds));
    },
  };
}
