/**
 * The Stripe adapter (official `stripe` package): hosted Checkout for the first payment (the method is saved for
 * later, `setup_future_usage: off_session`), off-session PaymentIntents on the saved method for renewals, and
 * webhooks verified with `stripe.webhooks.constructEvent`. Every payment carries our invoice id in its metadata,
 * which is how an event finds its invoice.
 */
import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentEvent,
  type PaymentOutcome,
  type PaymentProvider,
  type SavedCharge,
  WebhookSignatureError,
} from './payment-provider.js';

export interface StripeKeys {
  secretKey: string;
  webhookSecret: string | null;
}

/** Where the client sends its requests; tests point it at a fake server on loopback. */
export interface StripeClientOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null;

interface PaymentIntentLike {
  id: string;
  status?: string;
  customer?: unknown;
  payment_method?: unknown;
  metadata?: Record<string, string>;
  last_payment_error?: { message?: string } | null;
}
interface CheckoutSessionLike {
  id: string;
  payment_status?: string;
  customer?: unknown;
  payment_intent?: unknown;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
}

const outcomeOfIntent = (intent: PaymentIntentLike): PaymentOutcome =>
  intent.status === 'succeeded'
    ? {
        status: 'paid',
        reference: intent.id,
        customerRef: idOf(intent.customer),
        paymentMethodRef: idOf(intent.payment_method),
      }
    : { status: 'failed', reference: intent.id, message: intent.last_payment_error?.message ?? 'Payment failed' };

const outcomeOfSession = (session: CheckoutSessionLike): PaymentOutcome =>
  session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
    ? {
        status: 'paid',
        reference: idOf(session.payment_intent) ?? session.id,
        customerRef: idOf(session.customer),
        paymentMethodRef: null,
      }
    : { status: 'pending' };

export function createStripeProvider(keys: StripeKeys, options: StripeClientOptions = {}): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, { maxNetworkRetries: 1, telemetry: false, ...options });

  return {
    name: 'stripe',
    async startCheckout(request: CheckoutRequest): Promise<CheckoutStart> {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.invoiceId,
          metadata: { invoiceId: request.invoiceId },
          ...(request.customerRef
            ? { customer: request.customerRef }
            : { customer_creation: 'always', customer_email: request.customerEmail }),
          payment_intent_data: { setup_future_usage: 'off_session', metadata: { invoiceId: request.invoiceId } },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // The same invoice never opens two checkouts at Stripe, even when the request is sent twice.
        { idempotencyKey: `checkout-${request.invoiceId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout without a URL');
      return { kind: 'redirect', href: session.url, reference: session.id };
    },

    async chargeSaved(request: SavedCharge): Promise<PaymentOutcome> {
      if (!request.customerRef) return { status: 'failed', reference: null, message: 'No saved payment method' };
      let method = request.paymentMethodRef;
      if (!method) {
        const list = await stripe.paymentMethods.list({ customer: request.customerRef, type: 'card', limit: 1 });
        method = list.data[0]?.id ?? null;
      }
      if (!method) return { status: 'failed', reference: null, message: 'No saved payment method' };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerRef,
            payment_method: method,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { invoiceId: request.invoiceId },
          },
          { idempotencyKey: `renewal-${request.invoiceId}-${method}` },
        );
        return outcomeOfIntent(intent as PaymentIntentLike);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const raw = error.raw as { payment_intent?: { id?: string } } | undefined;
          return { status: 'failed', reference: raw?.payment_intent?.id ?? null, message: error.message };
        }
        throw error;
      }
    },

    async lookupCheckout(reference: string): Promise<PaymentOutcome> {
      const session = await stripe.checkout.sessions.retrieve(reference);
      return outcomeOfSession(session as CheckoutSessionLike);
    },

    parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent {
      if (!keys.webhookSecret || !signature) throw new WebhookSignatureError('Missing webhook signature');
      let event: { id: string; type: string; data: { object: unknown } };
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret) as typeof event;
      } catch {
        throw new WebhookSignatureError('The webhook signature does not verify');
      }
      const object = event.data.object;
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = object as CheckoutSessionLike;
          const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? null;
          return { eventId: event.id, type: event.type, invoiceId, outcome: outcomeOfSession(session) };
        }
        case 'checkout.session.async_payment_failed': {
          const session = object as CheckoutSessionLike;
          const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? null;
          return {
            eventId: event.id,
            type: event.type,
            invoiceId,
            outcome: { status: 'failed', reference: idOf(session.payment_intent), message: 'Payment failed' },
          };
        }
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed': {
          const intent = object as PaymentIntentLike;
          return {
            eventId: event.id,
            type: event.type,
            invoiceId: intent.metadata?.invoiceId ?? null,
            outcome: outcomeOfIntent(intent),
          };
        }
        default:
          return { eventId: event.id, type: event.type, invoiceId: null, outcome: null };
      }
    },
  };
}
