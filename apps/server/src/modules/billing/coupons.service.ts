/**
 * Coupons: admins create, edit, enable, disable and delete them; payers check a code and put it on an open
 * invoice, exactly once however often the request arrives (the invoice row is locked, a redemption is unique per
 * invoice, the coupon row is locked while its use limits are counted).
 */
import { billingTexts, type CouponInput, type CouponSummary, type PageQuery } from '@chalkline/contracts';
import { AppError, badRequest, notFound } from '../../errors/app-error.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import type { Viewer } from '../accounts/viewer.js';
import { authorizeAdmin } from './billing.policy.js';
import type { BillingRepository, Tx } from './billing.repository.js';
import type { CouponRepository, CouponRow } from './coupon.repository.js';
import { discountOf } from './subscription-state.js';

const codeField = (message: string) => badRequest(message, { code: message });

/** Why a coupon cannot be used now on a program, or null when it can (limits are counted separately). */
export function couponProblem(coupon: CouponRow | null, programId: string, now: Date): string | null {
  if (!coupon) return billingTexts.couponNotFound;
  if (!coupon.enabled) return billingTexts.couponDisabled;
  if (coupon.expiresAt && coupon.expiresAt <= now) return billingTexts.couponExpired;
  if (coupon.programIds.length && !coupon.programIds.includes(programId)) return billingTexts.couponWrongProgram;
  return null;
}

export function createCouponsService(deps: { coupons: CouponRepository; billing: BillingRepository; now: () => Date }) {
  const { coupons, billing, now } = deps;

  async function present(rows: CouponRow[], counted?: Map<string, number>): Promise<CouponSummary[]> {
    const uses = counted ?? (await coupons.usesOf(rows.map((r) => r.id)));
    const titles = await coupons.programTitles([...new Set(rows.flatMap((r) => r.programIds))]);
    return rows.map((c) => ({
      key: c.id,
      code: c.code,
      kind: c.kind as CouponSummary['kind'],
      value: c.value,
      expiresAt: c.expiresAt?.toISOString() ?? null,
      maxUses: c.maxUses,
      maxUsesPerPerson: c.maxUsesPerPerson,
      programs: c.programIds.map((id) => ({ key: id, title: titles.get(id) ?? '' })),
      enabled: c.enabled,
      uses: uses.get(c.id) ?? 0,
      createdAt: c.createdAt.toISOString(),
    }));
  }
  const one = async (row: CouponRow) => (await present([row]))[0]!;

  async function valuesOf(input: CouponInput, exceptId?: string) {
    if (await coupons.codeTaken(input.code, exceptId)) {
      throw new AppError(409, 'CONFLICT', 'This code is already used', { code: 'This code is already used' });
    }
    const titles = await coupons.programTitles(input.programKeys);
    if (titles.size !== new Set(input.programKeys).size)
      throw badRequest('Please choose programs', { programKeys: 'Please choose programs' });
    return {
      code: input.code,
      kind: input.kind,
      value: input.value,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      maxUses: input.maxUses,
      maxUsesPerPerson: input.maxUsesPerPerson,
      programIds: [...new Set(input.programKeys)],
      enabled: input.enabled,
    };
  }

  /**
   * Puts a coupon on an open invoice inside `tx`. The same code sent again answers the invoice as it is;
   * another code on an invoice that has one is refused.
   */
  async function applyIn(tx: Tx, invoiceId: string, code: string) {
    const invoice = await billing.lockInvoice(tx, invoiceId);
    if (!invoice) throw notFound('Invoice not found');
    const coupon = await coupons.lockByCode(tx, code);
    if (invoice.couponId) {
      if (coupon && invoice.couponId === coupon.id) return invoice;
      throw new AppError(409, 'CONFLICT', billingTexts.couponAlreadyApplied, {
        code: billingTexts.couponAlreadyApplied,
      });
    }
    if (invoice.status !== 'OPEN' && invoice.status !== 'FAILED') throw badRequest(billingTexts.invoiceNotOpen);
    const plan = await billing.plan(invoice.planId);
    const problem = couponProblem(coupon, plan!.programId, now());
    if (problem || !coupon) throw codeField(problem ?? billingTexts.couponNotFound);
    const counts = await coupons.redemptionCounts(tx, coupon.id, invoice.studentId);
    if (coupon.maxUses !== null && counts.total >= coupon.maxUses) throw codeField(billingTexts.couponUsedUp);
    if (coupon.maxUsesPerPerson !== null && counts.mine >= coupon.maxUsesPerPerson)
      throw codeField(billingTexts.couponPersonLimit);
    const discountCents = discountOf(coupon, invoice.amountCents);
    await coupons.redeem(tx, { couponId: coupon.id, studentId: invoice.studentId, invoiceId, discountCents });
    return billing.updateInvoice(tx, invoiceId, { couponId: coupon.id, discountCents });
  }

  return {
    applyIn,
    async list(viewer: Viewer, q: PageQuery & { search?: string }) {
      authorizeAdmin(viewer, 'coupons.access');
      const { rows, total } = await coupons.list(q, offsetOf(q));
      const uses = new Map(rows.map((r) => [r.coupon.id, r.uses]));
      return pageOf(
        await present(
          rows.map((r) => r.coupon),
          uses,
        ),
        total,
        q,
      );
    },
    async create(viewer: Viewer, input: CouponInput) {
      authorizeAdmin(viewer, 'coupons.create');
      return one(await coupons.insert(await valuesOf(input)));
    },
    async update(viewer: Viewer, id: string, input: CouponInput) {
      authorizeAdmin(viewer, 'coupons.edit');
      if (!(await coupons.find(id))) throw notFound('Coupon not found');
      return one((await coupons.update(id, await valuesOf(input, id)))!);
    },
    async setEnabled(viewer: Viewer, id: string, enabled: boolean) {
      authorizeAdmin(viewer, 'coupons.edit');
      const row = await coupons.update(id, { enabled });
      if (!row) throw notFound('Coupon not found');
      return one(row);
    },
    async remove(viewer: Viewer, id: string) {
      authorizeAdmin(viewer, 'coupons.delete');
      const row = await coupons.remove(id);
      if (!row) throw notFound('Coupon not found');
      return row;
    },
    /** What a code takes off a plan's price, for the subscribe form (nothing is used up). */
    async verify(code: string, planId: string) {
      const plan = await billing.plan(planId);
      if (!plan || plan.deletedAt) throw badRequest(billingTexts.noSuchPlan, { planKey: billingTexts.noSuchPlan });
      const coupon = await coupons.byCode(code);
      const problem = couponProblem(coupon, plan.programId, now());
      if (problem || !coupon) throw codeField(problem ?? billingTexts.couponNotFound);
      if (coupon.maxUses !== null && ((await coupons.usesOf([coupon.id])).get(coupon.id) ?? 0) >= coupon.maxUses)
        throw codeField(billingTexts.couponUsedUp);
      const discountCents = discountOf(coupon, plan.priceCents);
      return {
        code: coupon.code,
        amountCents: plan.priceCents,
        discountCents,
        totalCents: plan.priceCents - discountCents,
      };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
