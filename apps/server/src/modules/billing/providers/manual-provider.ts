/** The manual provider: the school invoices offline; an admin marks an invoice paid (the default, no account needed). */
import { type PaymentProvider, WebhookSignatureError } from './payment-provider.js';

export const manualProvider: PaymentProvider = {
  name: 'manual',
  startCheckout: async () => ({ kind: 'invoice' }),
  chargeSaved: async () => ({ status: 'pending' }),
  lookupCheckout: async () => ({ status: 'pending' }),
  parseWebhook() {
    throw new WebhookSignatureError('The manual provider has no webhooks');
  },
};
