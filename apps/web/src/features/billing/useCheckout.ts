import type { CheckoutResponse } from '@chalkline/contracts';
import { useToast } from '../../ui/toast';
import { billingKey } from './billing.api';

/** The query of the payer's own subscriptions and invoices. */
export const mineKey = [...billingKey, 'mine'] as const;

/** Follows a checkout answer: the provider's page, or a note that the school will confirm. */
export function useCheckout() {
  const toast = useToast();
  return (answer: CheckoutResponse) => {
    const { checkout } = answer.data;
    if (checkout.kind === 'redirect') window.location.assign(checkout.href);
    else if (checkout.kind === 'paid') toast.success('Paid. Your classroom is open.');
    else toast.info('Invoice created. The school will confirm your payment, then your classroom opens.');
  };
}
