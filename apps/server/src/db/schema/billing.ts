/**
 * Billing (issue 20, ADR 0042): price plans on programs, subscriptions with one state machine, invoices, coupons
 * redeemed once per invoice, an append-only ledger of money movements, webhook events seen, grace grants, shared
 * billing cards and the payment-provider settings. Money is integer US cents.
 */
import { billingPeriods, planKinds, subscriptionStatuses } from '@chalkline/contracts';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, users } from './accounts.js';
import { programs } from './programs.js';

export const planKind = pgEnum('plan_kind', planKinds);
export const billingPeriod = pgEnum('billing_period', billingPeriods);
export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A price of a program. Deleting a plan keeps the row (`deletedAt`) for the subscriptions and invoices on it. */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    kind: planKind('kind').notNull().default('STANDARD'),
    title: text('title').notNull(),
    period: billingPeriod('period').notNull(),
    priceCents: integer('price_cents').notNull(),
    deletedAt: at('deleted_at'),
    ...timestamps,
  },
  (t) => [index('billing_plans_program_idx').on(t.programId)],
);

/** A shared billing card: one payer's saved method paying for several students (siblings). */
export const sharedBillingCards = pgTable('shared_billing_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
  payerId: uuid('payer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerRef: text('customer_ref'),
  paymentMethodRef: text('payment_method_ref'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** One subscription per student and program; its status changes only through `subscription-state.ts`. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => billingPlans.id, { onDelete: 'restrict' }),
    /** Who pays: the student or whoever pays for them. */
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: subscriptionStatus('status').notNull(),
    provider: text('provider').notNull(),
    customerRef: text('customer_ref'),
    paymentMethodRef: text('payment_method_ref'),
    sharedCardId: uuid('shared_card_id').references(() => sharedBillingCards.id, { onDelete: 'set null' }),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    /** Time granted without payment (grace billing): access lasts at least until then. */
    graceUntil: at('grace_until'),
    failedAt: at('failed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_student_program_unique').on(t.studentId, t.programId),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/** What is owed for one period of one subscription (the first one before the subscription exists). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => billingPlans.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** FIRST (starts the subscription) or RENEWAL. */
    reason: text('reason').notNull(),
    /** OPEN, PAID, FAILED or VOID. PAID is final. */
    status: text('status').notNull().default('OPEN'),
    provider: text('provider').notNull(),
    /** The provider's checkout session or payment reference. */
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    couponId: uuid('coupon_id'),
    periodStart: at('period_start'),
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (t) => [
    index('billing_invoices_student_idx').on(t.studentId),
    index('billing_invoices_subscription_idx').on(t.subscriptionId),
    uniqueIndex('billing_invoices_provider_ref_unique').on(t.provider, t.providerRef),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    /** PERCENT (value 1–100) or AMOUNT (value in cents). */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    expiresAt: at('expires_at'),
    maxUses: integer('max_uses'),
    maxUsesPerPerson: integer('max_uses_per_person'),
    /** Programs it applies to; empty: every program. */
    programIds: uuid('program_ids').array().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);

/** A coupon used on an invoice: at most one per invoice, whatever arrives twice. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => billingInvoices.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_invoice_unique').on(t.invoiceId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);

/**
 * Every money movement (and every grant of unpaid time), append-only: a trigger refuses UPDATE, DELETE and
 * TRUNCATE (migration `billing_ledger_append_only`). Ids are plain values, not foreign keys, so history outlives
 * what it names.
 */
export const billingLedger = pgTable(
  'billing_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: at('at').notNull().defaultNow(),
    /** PAYMENT, GRACE. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    studentId: uuid('student_id'),
    payerId: uuid('payer_id'),
    subscriptionId: uuid('subscription_id'),
    invoiceId: uuid('invoice_id'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    note: text('note'),
    actorId: uuid('actor_id'),
  },
  (t) => [
    uniqueIndex('billing_ledger_invoice_kind_unique').on(t.invoiceId, t.kind),
    index('billing_ledger_at_idx').on(t.at),
  ],
);

/** Provider webhook events already processed, so a redelivery changes nothing. */
export const billingWebhookEvents = pgTable(
  'billing_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_webhook_events_unique').on(t.provider, t.eventId)],
);

/** Time granted without payment by a higher admin, with the reason. */
export const graceGrants = pgTable('grace_grants', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: uuid('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  until: at('until').notNull(),
  reason: text('reason').notNull(),
  grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The payment provider and its keys (one row per key). Secrets never leave the server. */
export const billingSettings = pgTable('billing_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
