/**
 * Billing's restricted grants and settings (platform spec 6.1, 7; ADR 0042): grace billing (time without payment,
 * with a reason), shared billing cards (one card pays for several students) and the payment provider's settings.
 */
import { z } from 'zod';
import { boundedString, maxLength, requiredString } from '../validators.js';
import { billingKey as key, billingPerson as personLine, subscriptionSummary } from './billing.js';
import { dataEnvelope, savedEnvelope } from './common.js';

// ---------- grace billing ----------
export const graceGrantInput = z.object({
  subscriptionKey: key('a subscription'),
  days: z.number({ error: 'Please say how many days' }).int().min(1, 'At least one day').max(365, 'At most 365 days'),
  reason: requiredString('Please give a reason', maxLength.summary),
});
export type GraceGrantInput = z.infer<typeof graceGrantInput>;
export const graceGrantSummary = z.object({
  key: z.string(),
  until: z.string(),
  reason: z.string(),
  grantedBy: z.string().nullable(),
  createdAt: z.string(),
  subscription: subscriptionSummary,
});
export type GraceGrantSummary = z.infer<typeof graceGrantSummary>;
export const graceBillingResponse = dataEnvelope(
  z.object({ grants: z.array(graceGrantSummary), needingGrace: z.array(subscriptionSummary) }),
);
export const graceGrantSavedResponse = savedEnvelope(z.object({ grant: graceGrantSummary }));

// ---------- shared billing ----------
export const sharedCardInput = z.object({
  label: requiredString('Please name this card', maxLength.short),
  /** The subscription whose saved payment method (and payer) pays for the others. */
  sourceSubscriptionKey: key('the subscription that pays'),
  subscriptionKeys: z.array(z.uuid()).min(1, 'Please choose at least one subscription').max(20),
});
export type SharedCardInput = z.infer<typeof sharedCardInput>;
export const sharedCardSummary = z.object({
  key: z.string(),
  label: z.string(),
  payer: personLine,
  provider: z.enum(['manual', 'stripe']),
  subscriptions: z.array(subscriptionSummary),
  createdAt: z.string(),
});
export type SharedCardSummary = z.infer<typeof sharedCardSummary>;
export const sharedBillingResponse = dataEnvelope(
  z.object({ cards: z.array(sharedCardSummary), subscriptions: z.array(subscriptionSummary) }),
);
export const sharedCardSavedResponse = savedEnvelope(z.object({ card: sharedCardSummary }));

// ---------- provider settings ----------
export const billingSettingsView = z.object({
  provider: z.enum(['manual', 'stripe']),
  stripePublishableKey: z.string().nullable(),
  /** Secrets are never sent back: only whether they are set and their last four characters. */
  stripeApiKeySet: z.boolean(),
  stripeApiKeyHint: z.string().nullable(),
  stripeWebhookKeySet: z.boolean(),
});
export type BillingSettingsView = z.infer<typeof billingSettingsView>;
export const billingSettingsInput = z.object({
  provider: z.enum(['manual', 'stripe']),
  stripePublishableKey: boundedString(maxLength.key).trim().nullable().optional(),
  /** Absent or empty: keep the stored secret. */
  stripeSecretKey: boundedString(maxLength.key).trim().optional(),
  stripeWebhookSecret: boundedString(maxLength.key).trim().optional(),
});
export type BillingSettingsInput = z.infer<typeof billingSettingsInput>;
export const billingSettingsResponse = dataEnvelope(z.object({ settings: billingSettingsView }));
/** Saved: the toast's message and the settings as they now are. */
export const billingSettingsSavedResponse = savedEnvelope(z.object({ settings: billingSettingsView }));
