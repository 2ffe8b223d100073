/**
 * The payment-provider port (ADR 0042): how billing takes money without knowing who takes it. Adapters:
 * `stripe-provider.ts` (hosted Checkout, saved methods, signed webhooks) and `manual-provider.ts` (the school
 * invoices offline and an admin marks invoices paid).
 */

export type ProviderName = 'manual' | 'stripe';

export interface CheckoutRequest {
  invoiceId: string;
  amountCents: number;
  description: string;
  customerEmail: string;
  /** The provider's customer when the payer already has one. */
  customerRef: string | null;
  successUrl: string;
  cancelUrl: string;
}

export type CheckoutStart =
  /** Send the payer to the provider's hosted page; `reference` names the checkout there. */
  | { kind: 'redirect'; href: string; reference: string }
  /** Nothing to do online: the school collects and marks the invoice paid. */
  | { kind: 'invoice' };

export interface SavedCharge {
  invoiceId: string;
  amountCents: number;
  description: string;
  customerRef: string | null;
  paymentMethodRef: string | null;
}

/** What the provider says happened to an invoice's payment. */
export type PaymentOutcome =
  | { status: 'paid'; reference: string; customerRef?: string | null; paymentMethodRef?: string | null }
  | { status: 'failed'; reference: string | null; message: string }
  /** Not settled online (manual): the invoice stays open until an admin marks it paid. */
  | { status: 'pending' };

/** A provider's webhook event, reduced to what billing needs; `eventId` makes processing idempotent. */
export interface PaymentEvent {
  eventId: string;
  type: string;
  invoiceId: string | null;
  outcome: PaymentOutcome | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Charges a saved method for a renewal (off session). */
  chargeSaved(request: SavedCharge): Promise<PaymentOutcome>;
  /** Asks the provider how a checkout ended (the return page's verify, when the webhook is late). */
  lookupCheckout(reference: string): Promise<PaymentOutcome>;
  /** Verifies a webhook's signature and reads it; throws `WebhookSignatureError` when it does not verify. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}

export class WebhookSignatureError extends Error {}
