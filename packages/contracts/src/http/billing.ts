/**
 * Billing (platform spec 2.1, 3.1, 6.1, 7, 9; issue 20; ADR 0042): plans on programs, subscriptions, invoices,
 * coupons, grace billing, shared billing cards and the payment-provider settings. Money is integer US cents on
 * the wire; `formatMoney` shows it the spec's way (USD, two decimals, narrow symbol).
 */
import { z } from 'zod';
import { platform } from '../constants.js';
import { billingPeriods, planKinds, subscriptionStatuses } from '../enum-values.js';
import { boundedString, maxLength, requiredString } from '../validators.js';
import { dataEnvelope, pagedResponse, pageQuery, savedEnvelope } from './common.js';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: platform.currency,
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** `1999` → `$19.99` (platform spec 9). */
export const formatMoney = (cents: number) => money.format(cents / 100);

/** The most a plan may cost, in cents ($100,000). */
export const maxPriceCents = 10_000_000;

export const billingPeriodLabels: Record<(typeof billingPeriods)[number], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  biannually: 'Every six months',
  annually: 'Annually',
};

export const billingTexts = {
  planPrice: 'Please provide a price',
  couponNotFound: 'This coupon code is not valid',
  couponDisabled: 'This coupon is not active',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'This coupon has been used up',
  couponPersonLimit: 'You have already used this coupon',
  couponWrongProgram: 'This coupon does not apply to this program',
  couponAlreadyApplied: 'A coupon is already applied to this invoice',
  invoiceNotOpen: 'This invoice is no longer open',
  alreadySubscribed: 'There is already a subscription for this program',
  noSuchPlan: 'Please choose a plan',
  transitionRefused: 'This subscription cannot do that now',
  paymentFailed: 'The payment did not go through',
} as const;

const key = (what: string) => z.uuid(`Please choose ${what}`);

// ---------- plans ----------
export const planInput = z.object({
  title: requiredString('Please provide a title', maxLength.title),
  kind: z.enum(planKinds).default('STANDARD'),
  period: z.enum(billingPeriods, { error: 'Please choose a billing period' }),
  priceCents: z
    .number({ error: billingTexts.planPrice })
    .int('Please use whole cents')
    .min(0, 'The price cannot be negative')
    .max(maxPriceCents, 'Please keep the price under $100,000.00'),
});
export type PlanInput = z.infer<typeof planInput>;

export const planSummary = z.object({
  key: z.string(),
  programKey: z.string(),
  title: z.string(),
  kind: z.enum(planKinds),
  period: z.enum(billingPeriods),
  priceCents: z.number().int(),
});
export type PlanSummary = z.infer<typeof planSummary>;
export const planListResponse = dataEnvelope(z.object({ plans: z.array(planSummary) }));
export const planSavedResponse = savedEnvelope(z.object({ plan: planSummary }));

// ---------- subscriptions and invoices ----------
export const subscriptionStatusSchema = z.enum(subscriptionStatuses);

const personLine = z.object({ key: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

export const invoiceSummary = z.object({
  key: z.string(),
  reason: z.enum(['FIRST', 'RENEWAL']),
  status: z.enum(['OPEN', 'PAID', 'FAILED', 'VOID']),
  provider: z.enum(['manual', 'stripe']),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  couponCode: z.string().nullable(),
  plan: planSummary,
  program: z.object({ key: z.string(), title: z.string() }),
  student: personLine,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummary>;

export const subscriptionSummary = z.object({
  key: z.string(),
  status: subscriptionStatusSchema,
  plan: planSummary,
  program: z.object({ key: z.string(), title: z.string(), slug: z.string() }),
  student: personLine,
  payer: personLine,
  provider: z.enum(['manual', 'stripe']),
  currentPeriodEnd: z.string(),
  graceUntil: z.string().nullable(),
  /** Whether the student may enter the classroom now (access follows payment). */
  hasAccess: z.boolean(),
  /** When access ends if nothing is paid (null: not ending). */
  accessEndsAt: z.string().nullable(),
  sharedCard: z.object({ key: z.string(), label: z.string() }).nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummary>;

/** A program one may subscribe to, with its plans. */
export const subscriptionOffer = z.object({
  program: z.object({ key: z.string(), title: z.string(), slug: z.string() }),
  plans: z.array(planSummary),
});
export type SubscriptionOffer = z.infer<typeof subscriptionOffer>;

/** GET /students/subscriptions: mine (as student or payer) and my invoices waiting for payment. */
export const mySubscriptionsResponse = dataEnvelope(
  z.object({
    subscriptions: z.array(subscriptionSummary),
    invoices: z.array(invoiceSummary),
  }),
);
/** GET /payments/plans: what one may subscribe to. */
export const subscriptionOffersResponse = dataEnvelope(z.object({ offers: z.array(subscriptionOffer) }));
export type MySubscriptionsResponse = z.infer<typeof mySubscriptionsResponse>;

const couponCode = boundedString(40)
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, 'Use 3 to 40 letters, numbers, hyphens or underscores');

/** POST /students/subscriptions: subscribe to a plan (a coupon optional). */
export const subscribeInput = z.object({
  planKey: key('a plan'),
  couponCode: couponCode.optional(),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;

/** What paying needs next: go to the provider's page, or wait for the school to mark the invoice paid. */
export const checkoutResult = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), href: z.string() }),
  z.object({ kind: z.literal('invoice') }),
  z.object({ kind: z.literal('paid') }),
]);
export type CheckoutResult = z.infer<typeof checkoutResult>;
export const checkoutResponse = savedEnvelope(z.object({ invoice: invoiceSummary, checkout: checkoutResult }));
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const subscriptionKeyInput = z.object({ subscriptionKey: key('a subscription') });
/** POST /payments/subscriptions/manage: pause or cancel. */
export const manageSubscriptionInput = subscriptionKeyInput.extend({ action: z.enum(['pause', 'cancel']) });
export type ManageSubscriptionInput = z.infer<typeof manageSubscriptionInput>;
export const subscriptionSavedResponse = savedEnvelope(z.object({ subscription: subscriptionSummary }));

/** POST /payments/verify: after returning from the provider, settle the invoice if it was paid. */
export const verifyPaymentInput = z.object({ invoiceKey: key('an invoice') });
export const verifyPaymentResponse = dataEnvelope(z.object({ invoice: invoiceSummary }));

// ---------- coupons ----------
export const couponKinds = ['PERCENT', 'AMOUNT'] as const;
export const couponInput = z
  .object({
    code: couponCode,
    kind: z.enum(couponKinds),
    /** Percent (1–100) or cents. */
    value: z.number({ error: 'Please provide a value' }).int().min(1, 'Please provide a value'),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    maxUsesPerPerson: z.number().int().min(1).max(1000).nullable().default(null),
    programKeys: z.array(z.uuid()).max(200).default([]),
    enabled: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'PERCENT' && c.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    if (c.kind === 'AMOUNT' && c.value > maxPriceCents)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Please keep the amount under $100,000.00' });
  });
export type CouponInput = z.infer<typeof couponInput>;

export const couponSummary = z.object({
  key: z.string(),
  code: z.string(),
  kind: z.enum(couponKinds),
  value: z.number().int(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerPerson: z.number().int().nullable(),
  programs: z.array(z.object({ key: z.string(), title: z.string() })),
  enabled: z.boolean(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type CouponSummary = z.infer<typeof couponSummary>;
export const couponListQuery = pageQuery.extend({ search: z.string().max(maxLength.search).optional() });
export const couponListResponse = pagedResponse(couponSummary);
export const couponSavedResponse = savedEnvelope(z.object({ coupon: couponSummary }));
export const couponEnabledInput = z.object({ enabled: z.boolean() });

/** POST /payments/coupons/verify: what a code takes off a plan's price. */
export const verifyCouponInput = z.object({ code: couponCode, planKey: key('a plan') });
export const verifyCouponResponse = dataEnvelope(
  z.object({
    code: z.string(),
    amountCents: z.number().int(),
    discountCents: z.number().int(),
    totalCents: z.number().int(),
  }),
);
/** POST /payments/subscriptions/coupons/apply: put a coupon on an open invoice, once. */
export const applyCouponInput = z.object({ code: couponCode, invoiceKey: key('an invoice') });
export const applyCouponResponse = savedEnvelope(z.object({ invoice: invoiceSummary }));

// ---------- admin lists ----------
export const subscriptionListQuery = pageQuery.extend({
  status: subscriptionStatusSchema.optional(),
  program: z.uuid().optional(),
  provider: z.enum(['manual', 'stripe']).optional(),
  search: z.string().max(maxLength.search).optional(),
});
export type SubscriptionListQuery = z.infer<typeof subscriptionListQuery>;
export const subscriptionListResponse = pagedResponse(subscriptionSummary);

export const invoiceListQuery = pageQuery.extend({
  status: z.enum(['OPEN', 'PAID', 'FAILED', 'VOID']).optional(),
  search: z.string().max(maxLength.search).optional(),
});
export const invoiceListResponse = pagedResponse(invoiceSummary);
export const invoiceSavedResponse = savedEnvelope(z.object({ invoice: invoiceSummary }));

/** POST /admin/subscriptions/:key/status: an admin pauses, enables, cancels or ends a subscription. */
export const adminSubscriptionAction = z.object({ action: z.enum(['pause', 'enable', 'cancel', 'end']) });

/** The key and person line billing's schemas share (`billing-grants.ts` too). */
export { key as billingKey, personLine as billingPerson };

/** Money in a form field: dollars with up to two decimals → cents. */
export const parseDollars = (text: string): number | null => {
  const t = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
};

/** An open invoice the student pays by card. */
export const invoiceKeyInput = z.object({ invoiceKey: z.uuid('Please choose an invoice') });
