/** Coupons and their redemptions. */
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { couponRedemptions, coupons } from '../../db/schema/index.js';
import { programTitles } from '../programs/program.repository.js';
import type { Tx } from './billing.repository.js';

export type CouponRow = typeof coupons.$inferSelect;

export function createCouponRepository(db: Db) {
  return {
    /** A page of coupons with their use counts and the total, in one statement (ADR 0024). */
    async list(q: { search?: string; limit: number }, offset: number) {
      const where = q.search?.trim() ? ilike(coupons.code, containing(q.search.trim())) : undefined;
      const rows = await db
        .select({
          coupon: coupons,
          uses: sql<number>`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id})`.mapWith(
            Number,
          ),
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), desc(coupons.id))
        .limit(q.limit)
        .offset(offset);
      if (rows.length || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async usesOf(ids: string[]) {
      if (!ids.length) return new Map<string, number>();
      const rows = await db
        .select({ id: couponRedemptions.couponId, n: count() })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, ids))
        .groupBy(couponRedemptions.couponId);
      return new Map(rows.map((r) => [r.id, r.n]));
    },
    programTitles: (ids: string[]) => programTitles(db, ids),
    async find(id: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
      return row ?? null;
    },
    async byCode(code: string, conn: Db | Tx = db) {
      const [row] = await conn.select().from(coupons).where(eq(coupons.code, code)).limit(1);
      return row ?? null;
    },
    /** Locks the coupon for the rest of the transaction, so use limits hold under concurrent redemptions. */
    async lockByCode(tx: Tx, code: string) {
      const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update').limit(1);
      return row ?? null;
    },
    async codeTaken(code: string, exceptId?: string) {
      const row = await this.byCode(code);
      return Boolean(row && row.id !== exceptId);
    },
    async insert(values: typeof coupons.$inferInsert) {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof coupons.$inferInsert>) {
      const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      return row ?? null;
    },
    async remove(id: string) {
      const [row] = await db.delete(coupons).where(eq(coupons.id, id)).returning();
      return row ?? null;
    },
    async redemptionCounts(tx: Tx, couponId: string, studentId: string) {
      const [all] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, couponId));
      const [mine] = await tx
        .select({ n: count() })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.studentId, studentId)));
      return { total: all?.n ?? 0, mine: mine?.n ?? 0 };
    },
    async redeem(tx: Tx, values: typeof couponRedemptions.$inferInsert) {
      await tx.insert(couponRedemptions).values(values);
    },
    async redemptionsOf(invoiceId: string) {
      return db.select().from(couponRedemptions).where(eq(couponRedemptions.invoiceId, invoiceId));
    },
  };
}
export type CouponRepository = ReturnType<typeof createCouponRepository>;
