/** Everything billing reads and writes in the database, except coupons (`coupon.repository.ts`). */
import type { SubscriptionListQuery } from '@chalkline/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import {
  billingInvoices,
  billingLedger,
  billingPlans,
  billingSettings,
  billingWebhookEvents,
  coupons,
  graceGrants,
  programs,
  sharedBillingCards,
  subscriptions,
  users,
} from '../../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;
export type PlanRow = typeof billingPlans.$inferSelect;
export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type InvoiceRecord = typeof billingInvoices.$inferSelect;

const student = alias(users, 'student');
const payer = alias(users, 'payer');
const studentLine = { id: student.id, firstName: student.firstName, lastName: student.lastName, email: student.email };
const payerLine = { id: payer.id, firstName: payer.firstName, lastName: payer.lastName, email: payer.email };

const subscriptionColumns = {
  subscription: subscriptions,
  plan: billingPlans,
  program: { id: programs.id, title: programs.title, slug: programs.slug },
  student: studentLine,
  payer: payerLine,
  card: { id: sharedBillingCards.id, label: sharedBillingCards.label },
};

const invoiceColumns = {
  invoice: billingInvoices,
  plan: billingPlans,
  program: { id: programs.id, title: programs.title },
  student: studentLine,
  couponCode: coupons.code,
};

const searchPeople = (search: string | undefined) => {
  if (!search?.trim()) return undefined;
  const like = containing(search.trim());
  return or(
    ilike(student.email, like),
    ilike(student.firstName, like),
    ilike(student.lastName, like),
    ilike(programs.title, like),
  );
};

export function createBillingRepository(db: Db) {
  function subscriptionQuery(conn: Conn = db) {
    return conn
      .select(subscriptionColumns)
      .from(subscriptions)
      .innerJoin(billingPlans, eq(billingPlans.id, subscriptions.planId))
      .innerJoin(programs, eq(programs.id, subscriptions.programId))
      .innerJoin(student, eq(student.id, subscriptions.studentId))
      .innerJoin(payer, eq(payer.id, subscriptions.payerId))
      .leftJoin(sharedBillingCards, eq(sharedBillingCards.id, subscriptions.sharedCardId));
  }
  function invoiceQuery(conn: Conn = db) {
    return conn
      .select(invoiceColumns)
      .from(billingInvoices)
      .innerJoin(billingPlans, eq(billingPlans.id, billingInvoices.planId))
      .innerJoin(programs, eq(programs.id, billingPlans.programId))
      .innerJoin(student, eq(student.id, billingInvoices.studentId))
      .leftJoin(coupons, eq(coupons.id, billingInvoices.couponId));
  }

  return {
    db,
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // ---- plans ----
    livePlans(programId: string) {
      return db
        .select()
        .from(billingPlans)
        .where(and(eq(billingPlans.programId, programId), isNull(billingPlans.deletedAt)))
        .orderBy(asc(billingPlans.priceCents));
    },
    async plan(id: string) {
      const [row] = await db.select().from(billingPlans).where(eq(billingPlans.id, id)).limit(1);
      return row ?? null;
    },
    async insertPlan(values: typeof billingPlans.$inferInsert) {
      const [row] = await db.insert(billingPlans).values(values).returning();
      return row!;
    },
    async updatePlan(id: string, values: Partial<typeof billingPlans.$inferInsert>) {
      const [row] = await db
        .update(billingPlans)
        .set(values)
        .where(and(eq(billingPlans.id, id), isNull(billingPlans.deletedAt)))
        .returning();
      return row ?? null;
    },
    /** Programs with at least one live plan, and those plans. */
    async offers() {
      return db
        .select({ plan: billingPlans, program: { id: programs.id, title: programs.title, slug: programs.slug } })
        .from(billingPlans)
        .innerJoin(programs, eq(programs.id, billingPlans.programId))
        .where(isNull(billingPlans.deletedAt))
        .orderBy(asc(programs.title), asc(billingPlans.priceCents));
    },
    /** Where a person's billing mail goes. */
    async contactOf(id: string) {
      const [row] = await db
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
    async programTitle(id: string) {
      const [row] = await db.select({ title: programs.title }).from(programs).where(eq(programs.id, id)).limit(1);
      return row?.title ?? null;
    },

    // ---- subscriptions ----
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
    // ---- invoices ----
    invoiceQuery,
    async invoiceView(id: string, conn: Conn = db) {
      const [row] = await invoiceQuery(conn).where(eq(billingInvoices.id, id)).limit(1);
      return row ?? null;
    },
    async lockInvoice(tx: Tx, id: string) {
      const [row] = await tx.select().from(billingInvoices).where(eq(billingInvoices.id, id)).for('update').limit(1);
      return row ?? null;
    },
    async insertInvoice(conn: Conn, values: typeof billingInvoices.$inferInsert) {
      const [row] = await conn.insert(billingInvoices).values(values).returning();
      return row!;
    },
    async updateInvoice(conn: Conn, id: string, values: Partial<typeof billingInvoices.$inferInsert>) {
      const [row] = await conn.update(billingInvoices).set(values).where(eq(billingInvoices.id, id)).returning();
      return row!;
    },
    /** The open first invoice of a student for a plan's program, to reuse instead of opening another. */
    async openFirstInvoice(studentId: string, programId: string) {
      const [row] = await db
        .select({ invoice: billingInvoices })
        .from(billingInvoices)
        .innerJoin(billingPlans, eq(billingPlans.id, billingInvoices.planId))
        .where(
          and(
            eq(billingInvoices.studentId, studentId),
            eq(billingPlans.programId, programId),
            eq(billingInvoices.reason, 'FIRST'),
            eq(billingInvoices.status, 'OPEN'),
          ),
        )
        .orderBy(desc(billingInvoices.createdAt))
        .limit(1);
      return row?.invoice ?? null;
    },
    async openRenewal(subscriptionId: string, periodStart: Date, conn: Conn = db) {
      const [row] = await conn
        .select()
        .from(billingInvoices)
        .where(
          and(
            eq(billingInvoices.subscriptionId, subscriptionId),
            eq(billingInvoices.periodStart, periodStart),
            inArray(billingInvoices.status, ['OPEN', 'FAILED']),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    myInvoices(personId: string) {
      return invoiceQuery()
        .where(
          and(
            or(eq(billingInvoices.studentId, personId), eq(billingInvoices.payerId, personId)),
            inArray(billingInvoices.status, ['OPEN', 'FAILED']),
          ),
        )
        .orderBy(desc(billingInvoices.createdAt));
    },
    async listInvoices(q: { status?: string; search?: string; limit: number }, offset: number) {
      const where = and(q.status ? eq(billingInvoices.status, q.status) : undefined, searchPeople(q.search));
      const rows = await db
        .select({ ...invoiceColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(billingInvoices)
        .innerJoin(billingPlans, eq(billingPlans.id, billingInvoices.planId))
        .innerJoin(programs, eq(programs.id, billingPlans.programId))
        .innerJoin(student, eq(student.id, billingInvoices.studentId))
        .leftJoin(coupons, eq(coupons.id, billingInvoices.couponId))
        .where(where)
        .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
        .limit(q.limit)
        .offset(offset);
      if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [total] = await db
        .select({ n: count() })
        .from(billingInvoices)
        .innerJoin(billingPlans, eq(billingPlans.id, billingInvoices.planId))
        .innerJoin(programs, eq(programs.id, billingPlans.programId))
        .innerJoin(student, eq(student.id, billingInvoices.studentId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    // ---- ledger, webhooks ----
    /** Appends a ledger row once per invoice and kind (a second settle of the same invoice adds nothing). */
    async appendLedger(conn: Conn, values: typeof billingLedger.$inferInsert) {
      const rows = await conn.insert(billingLedger).values(values).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },
    ledgerFor(invoiceId: string) {
      return db.select().from(billingLedger).where(eq(billingLedger.invoiceId, invoiceId));
    },
    /** Records a webhook event; false when it was seen before (then it is not processed again). */
    async firstDelivery(tx: Tx, provider: string, eventId: string, type: string) {
      const rows = await tx
        .insert(billingWebhookEvents)
        .values({ provider, eventId, type })
        .onConflictDoNothing()
        .returning({ id: billingWebhookEvents.eventId });
      return rows.length > 0;
    },

    // ---- grace ----
    async insertGrace(tx: Tx, values: typeof graceGrants.$inferInsert) {
      const [row] = await tx.insert(graceGrants).values(values).returning();
      return row!;
    },
    graceGrants() {
      return db
        .select({ grant: graceGrants, by: { firstName: users.firstName, lastName: users.lastName } })
        .from(graceGrants)
        .leftJoin(users, eq(users.id, graceGrants.grantedBy))
        .orderBy(desc(graceGrants.createdAt))
        .limit(100);
    },

    // ---- shared cards ----
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

    // ---- settings ----
    async settings() {
      const rows = await db.select().from(billingSettings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, string>;
    },
    async writeSettings(values: Record<string, string | null>, actorId: string | null) {
      await db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(values)) {
          if (value === null) await tx.delete(billingSettings).where(eq(billingSettings.key, key));
          else
            await tx
              .insert(billingSettings)
              .values({ key, value, updatedBy: actorId })
              .onConflictDoUpdate({
                target: billingSettings.key,
                set: { value, updatedBy: actorId, updatedAt: sql`now()` },
              });
        }
      });
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
export type SubscriptionView = NonNullable<Awaited<ReturnType<BillingRepository['subscriptionView']>>>;
export type InvoiceView = NonNullable<Awaited<ReturnType<BillingRepository['invoiceView']>>>;
