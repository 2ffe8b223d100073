/** Billing's invoices, the ledger of what was paid, and the record of webhook deliveries. */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  billingInvoices,
  billingLedger,
  billingPlans,
  billingWebhookEvents,
  coupons,
  programs,
} from '../../db/schema/index.js';
import {
  type Conn,
  invoiceColumns,
  invoiceQuery as joined,
  searchPeople,
  student,
  type Tx,
} from './billing-joins.repository.js';

export type InvoiceRecord = typeof billingInvoices.$inferSelect;

export function createInvoiceRepository(db: Db) {
  const invoiceQuery = (conn: Conn = db) => joined(conn);
  return {
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
  };
}
