/**
 * Everything billing reads and writes in the database, except coupons (`coupon.repository.ts`): plans, contacts,
 * grace grants and settings here; subscriptions and shared cards in `subscription.repository.ts`; invoices, the
 * ledger and webhook deliveries in `invoice.repository.ts`. Services see the one object this answers.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { billingPlans, billingSettings, graceGrants, programs, users } from '../../db/schema/index.js';
import type { Tx } from './billing-joins.repository.js';
import { createInvoiceRepository } from './invoice.repository.js';
import { createSubscriptionRepository } from './subscription.repository.js';

export type { Tx } from './billing-joins.repository.js';
export type { InvoiceRecord } from './invoice.repository.js';
export type { SubscriptionRecord } from './subscription.repository.js';
export type PlanRow = typeof billingPlans.$inferSelect;

export function createBillingRepository(db: Db) {
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

    ...createSubscriptionRepository(db),
    ...createInvoiceRepository(db),

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
