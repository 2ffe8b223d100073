/**
 * /accounts/subscriptions (My Subscriptions): a student's subscriptions with renew, pause, cancel and enable,
 * invoices waiting for payment, and subscribing to a program's plan with a coupon (ADR 0042).
 */
import { billingPeriodLabels, formatMoney, type InvoiceSummary, type SubscriptionSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { ListPage } from '../../ui/ListPage';
import { CardGrid, Empty, Section } from '../../ui/PageSection';
import { useToast } from '../../ui/toast';
import {
  billingKey,
  enableSubscription,
  fetchMySubscriptions,
  fetchOffers,
  manageSubscription,
  payInvoice,
  renewSubscription,
  verifyPayment,
} from './billing.api';
import { StatusChip } from './StatusChip';
import { SubscribeForm } from './SubscribeForm';
import { mineKey, useCheckout } from './useCheckout';

function SubscriptionCard({ sub }: { sub: SubscriptionSummary }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const followCheckout = useCheckout();
  const run = useMutation({
    mutationFn: async (action: 'renew' | 'enable' | 'pause' | 'cancel') => {
      if (action === 'renew') return followCheckout(await renewSubscription(sub.key));
      const answer =
        action === 'enable' ? await enableSubscription(sub.key) : await manageSubscription(sub.key, action);
      toast.success(answer.message);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
  const ends = sub.accessEndsAt ? formatLongDate(sub.accessEndsAt) : null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {sub.program.title}
          </Typography>
          <StatusChip status={sub.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {sub.plan.title} · {formatMoney(sub.plan.priceCents)} {billingPeriodLabels[sub.plan.period].toLowerCase()}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {sub.hasAccess ? `Classroom open${ends ? ` until ${ends}` : ''}` : 'Classroom closed'}
        </Typography>
        {sub.status === 'ACTIVE' && (
          <Typography variant="caption" color="text.secondary">
            Renews on {formatLongDate(sub.currentPeriodEnd)}
          </Typography>
        )}
        {sub.student.key !== sub.payer.key && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            For {sub.student.firstName} {sub.student.lastName}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(sub.status === 'RENEWAL_FAILED' || sub.status === 'ENDED') && (
          <Button variant="contained" disabled={run.isPending} onClick={() => run.mutate('renew')}>
            Renew now
          </Button>
        )}
        {(sub.status === 'PAUSED' || sub.status === 'CANCELLED') && (
          <Button variant="contained" disabled={run.isPending} onClick={() => run.mutate('enable')}>
            Enable
          </Button>
        )}
        {sub.status === 'ACTIVE' && (
          <>
            <Button disabled={run.isPending} onClick={() => run.mutate('pause')}>
              Pause
            </Button>
            <Button color="error" disabled={run.isPending} onClick={() => run.mutate('cancel')}>
              Cancel
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const toast = useToast();
  const followCheckout = useCheckout();
  const pay = useMutation({
    mutationFn: async () => followCheckout(await payInvoice(invoice.key)),
    onError: (error) => toast.error(error.message),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {invoice.program.title} — {invoice.plan.title}
        </Typography>
        <Typography variant="h6" component="p">
          {formatMoney(invoice.totalCents)}
        </Typography>
        {invoice.discountCents > 0 && (
          <Typography variant="body2" color="text.secondary">
            {formatMoney(invoice.amountCents)} less {formatMoney(invoice.discountCents)} ({invoice.couponCode})
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {invoice.provider === 'manual'
            ? 'Awaiting payment: the school confirms it, then the classroom opens.'
            : invoice.status === 'FAILED'
              ? 'The last payment did not go through.'
              : 'Awaiting payment.'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Reference {invoice.key.slice(0, 8).toUpperCase()}
        </Typography>
      </CardContent>
      {invoice.provider === 'stripe' && (
        <CardActions>
          <Button variant="contained" disabled={pay.isPending} onClick={() => pay.mutate()}>
            Pay now
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

export function MySubscriptionsPage() {
  const mine = useQuery({ queryKey: mineKey, queryFn: fetchMySubscriptions });
  const allOffers = useQuery({ queryKey: [...billingKey, 'offers'], queryFn: fetchOffers });
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const queryClient = useQueryClient();
  const verified = useRef(false);

  // Back from the provider's page: settle the invoice now rather than wait for its webhook.
  useEffect(() => {
    const invoice = params.get('invoice');
    if (!invoice || verified.current) return;
    verified.current = true;
    verifyPayment(invoice)
      .then((result) => {
        if (result.status === 'PAID') toast.success('Payment received. Your classroom is open.');
        else if (params.get('paid')) toast.info('We are waiting for the payment to be confirmed.');
      })
      .catch(() => undefined)
      .finally(() => {
        setParams({}, { replace: true });
        void queryClient.invalidateQueries({ queryKey: mineKey });
      });
  }, [params, setParams, toast, queryClient]);

  const data = mine.data;
  const taken = new Set(data?.subscriptions.filter((s) => s.status !== 'ENDED').map((s) => s.program.key));
  const offers = allOffers.data?.filter((o) => !taken.has(o.program.key)) ?? [];
  return (
    <ListPage title="My Subscriptions">
      {mine.isError && <Alert severity="error">Your subscriptions could not be loaded.</Alert>}
      <Section title="Subscriptions">
        {data && !data.subscriptions.length ? (
          <Empty>No subscriptions yet.</Empty>
        ) : (
          <CardGrid>
            {data?.subscriptions.map((s) => (
              <SubscriptionCard key={s.key} sub={s} />
            ))}
          </CardGrid>
        )}
      </Section>
      {Boolean(data?.invoices.length) && (
        <Section title="Awaiting payment">
          <CardGrid>
            {data?.invoices.map((i) => (
              <InvoiceCard key={i.key} invoice={i} />
            ))}
          </CardGrid>
        </Section>
      )}
      {data && allOffers.data && (
        <Section title="Subscribe to a program">
          <SubscribeForm offers={offers} subscribedToAll={allOffers.data.length > 0} />
        </Section>
      )}
    </ListPage>
  );
}
