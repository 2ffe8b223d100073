/** Which provider pays: Stripe when the billing settings choose it and hold its keys, otherwise manual. */
import { badRequest } from '../../../errors/app-error.js';
import type { BillingRepository } from '../billing.repository.js';
import { manualProvider } from './manual-provider.js';
import type { PaymentProvider, ProviderName } from './payment-provider.js';
import { createStripeProvider, type StripeClientOptions } from './stripe-provider.js';

export function createProviders(repo: Pick<BillingRepository, 'settings'>, stripeOptions: StripeClientOptions = {}) {
  async function stripe(): Promise<PaymentProvider> {
    const s = await repo.settings();
    if (!s.stripeSecretKey) throw badRequest('Stripe is not set up for this school');
    return createStripeProvider(
      { secretKey: s.stripeSecretKey, webhookSecret: s.stripeWebhookSecret ?? null },
      stripeOptions,
    );
  }
  return {
    async current(): Promise<PaymentProvider> {
      const s = await repo.settings();
      return s.provider === 'stripe' && s.stripeSecretKey ? stripe() : manualProvider;
    },
    named: (name: ProviderName): Promise<PaymentProvider> =>
      name === 'stripe' ? stripe() : Promise.resolve(manualProvider),
  };
}
