/**
 * /admin/subscriptions (Subscribers, restricted group): every subscription with filters and status actions, the
 * invoices (mark a manual one paid), and the payment provider's settings (ADR 0042).
 */
import {
  type BillingSettingsView,
  formatMoney,
  type InvoiceSummary,
  type SubscriptionStatus,
  type SubscriptionSummary,
  subscriptionStatuses,
} from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { formatLongDate } from '../../lib/format';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { ResponsiveTabs } from '../../ui/ResponsiveTabs';
import { useToast } from '../../ui/toast';
import { fetchPrograms } from '../programs/programs.api';
import {
  billingKey,
  changeSubscription,
  fetchBillingSettings,
  fetchInvoices,
  fetchSubscribers,
  markInvoicePaid,
  saveBillingSettings,
} from './billing.api';
import { StatusChip } from './StatusChip';

const name = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function Person({ person }: { person: { firstName: string; lastName: string; email: string } }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name(person)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {person.email}
      </Typography>
    </>
  );
}

const actionsOf: Record<SubscriptionStatus, ('pause' | 'enable' | 'cancel' | 'end')[]> = {
  ACTIVE: ['pause', 'cancel', 'end'],
  RENEWAL_FAILED: ['cancel', 'end'],
  PAUSED: ['enable', 'cancel', 'end'],
  CANCELLED: ['enable', 'end'],
  ENDED: [],
};
const actionLabel = { pause: 'Pause', enable: 'Enable', cancel: 'Cancel', end: 'End' } as const;

function SubscriptionActions({ sub }: { sub: SubscriptionSummary }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: 'pause' | 'enable' | 'cancel' | 'end') => changeSubscription(sub.key, action),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {actionsOf[sub.status].map((a) => (
        <Button
          key={a}
          size="small"
          color={a === 'end' ? 'error' : 'primary'}
          disabled={change.isPending}
          onClick={() => change.mutate(a)}
          aria-label={`${actionLabel[a]} ${name(sub.student)}'s subscription to ${sub.program.title}`}
        >
          {actionLabel[a]}
        </Button>
      ))}
    </Stack>
  );
}

const subscriberColumns: DataGridColumn<SubscriptionSummary>[] = [
  { key: 'student', header: 'Student', render: (s) => <Person person={s.student} /> },
  {
    key: 'program',
    header: 'Program and plan',
    render: (s) => (
      <>
        <Typography variant="body2">{s.program.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {s.plan.title} · {formatMoney(s.plan.priceCents)} · {s.provider === 'stripe' ? 'Card' : 'Invoice'}
        </Typography>
      </>
    ),
  },
  { key: 'status', header: 'Status', render: (s) => <StatusChip status={s.status} /> },
  {
    key: 'period',
    header: 'Paid until',
    render: (s) => (
      <>
        <Typography variant="body2">{formatLongDate(s.currentPeriodEnd)}</Typography>
        <Typography variant="caption" color={s.hasAccess ? 'success.main' : 'error.main'}>
          {s.hasAccess ? 'Classroom open' : 'Classroom closed'}
        </Typography>
      </>
    ),
  },
  { key: 'actions', header: 'Actions', render: (s) => <SubscriptionActions sub={s} /> },
];

function Filters({ keys }: { keys: { key: string; label: string; options: { value: string; label: string }[] }[] }) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.set('page', '1');
      return next;
    });
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      component="form"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        set('search', search.trim());
      }}
    >
      <TextField
        label="Search name, email or program"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onBlur={() => set('search', search.trim())}
        sx={{ flex: '2 1 240px' }}
      />
      {keys.map((f) => (
        <TextField
          key={f.key}
          select
          label={f.label}
          value={params.get(f.key) ?? ''}
          onChange={(e) => set(f.key, e.target.value)}
          sx={{ flex: '1 1 160px' }}
        >
          <MenuItem value="">All</MenuItem>
          {f.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

const statusOptions = subscriptionStatuses.map((s) => ({
  value: s,
  label: s.charAt(0) + s.slice(1).toLowerCase().replace('_', ' '),
}));

function SubscribersTab() {
  const [params] = useSearchParams();
  const programs = useQuery({
    queryKey: ['programs', 'all-for-subscribers'],
    queryFn: async () => (await fetchPrograms(1, 100)).items,
  });
  const status = subscriptionStatuses.find((s) => s === params.get('status'));
  const provider =
    params.get('provider') === 'stripe' || params.get('provider') === 'manual' ? params.get('provider') : undefined;
  const filters = {
    status,
    provider: provider as 'stripe' | 'manual' | undefined,
    search: params.get('search') || undefined,
    program: params.get('program') || undefined,
  };
  return (
    <>
      <Filters
        keys={[
          { key: 'status', label: 'Status', options: statusOptions },
          {
            key: 'program',
            label: 'Program',
            options: (programs.data ?? []).map((p) => ({ value: p.key, label: p.title })),
          },
          {
            key: 'provider',
            label: 'Paid by',
            options: [
              { value: 'manual', label: 'Invoice' },
              { value: 'stripe', label: 'Card' },
            ],
          },
        ]}
      />
      <DataGrid
        queryKey={[...billingKey, 'subscribers', filters]}
        columns={subscriberColumns}
        fetcher={(page, limit) => fetchSubscribers(filters, page, limit)}
        getRowId={(s) => s.key}
        ariaLabel="Subscribers"
        emptyMessage="No subscriptions match these filters."
      />
    </>
  );
}

function MarkPaid({ invoice }: { invoice: InvoiceSummary }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => markInvoicePaid(invoice.key),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: billingKey }),
  });
  if (invoice.status === 'PAID' || invoice.status === 'VOID')
    return <Typography variant="body2">{invoice.status === 'PAID' ? 'Paid' : 'Void'}</Typography>;
  return (
    <Button
      size="small"
      variant="contained"
      disabled={mark.isPending}
      onClick={() => mark.mutate()}
      aria-label={`Mark ${name(invoice.student)}'s invoice paid`}
    >
      Mark paid
    </Button>
  );
}

const invoiceColumns: DataGridColumn<InvoiceSummary>[] = [
  { key: 'student', header: 'Student', render: (i) => <Person person={i.student} /> },
  {
    key: 'what',
    header: 'For',
    render: (i) => (
      <>
        <Typography variant="body2">{i.program.title}</Typography>
        <Typography variant="caption" color="text.secondary">
          {i.plan.title} · {i.reason === 'FIRST' ? 'First payment' : 'Renewal'} · {formatLongDate(i.createdAt)}
        </Typography>
      </>
    ),
  },
  {
    key: 'total',
    header: 'Total',
    render: (i) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(i.totalCents)}
        </Typography>
        {i.couponCode && (
          <Typography variant="caption" color="text.secondary">
            {i.couponCode} −{formatMoney(i.discountCents)}
          </Typography>
        )}
      </>
    ),
  },
  { key: 'status', header: 'Status', render: (i) => <MarkPaid invoice={i} /> },
];

const invoiceStatuses = ['OPEN', 'PAID', 'FAILED', 'VOID'] as const;

function InvoicesTab() {
  const [params] = useSearchParams();
  const filters = {
    status: invoiceStatuses.find((s) => s === params.get('status')),
    search: params.get('search') || undefined,
  };
  return (
    <>
      <Filters
        keys={[
          {
            key: 'status',
            label: 'Invoice status',
            options: [
              { value: 'OPEN', label: 'Awaiting payment' },
              { value: 'FAILED', label: 'Failed' },
              { value: 'PAID', label: 'Paid' },
              { value: 'VOID', label: 'Void' },
            ],
          },
        ]}
      />
      <DataGrid
        queryKey={[...billingKey, 'invoices', filters]}
        columns={invoiceColumns}
        fetcher={(page, limit) => fetchInvoices(filters, page, limit)}
        getRowId={(i) => i.key}
        ariaLabel="Invoices"
        emptyMessage="No invoices match these filters."
      />
    </>
  );
}

function ProviderForm({ settings }: { settings: BillingSettingsView }) {
  const [provider, setProvider] = useState(settings.provider);
  const [publishable, setPublishable] = useState(settings.stripePublishableKey ?? '');
  const [secret, setSecret] = useState('');
  const [webhook, setWebhook] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      saveBillingSettings({
        provider,
        stripePublishableKey: publishable.trim() || null,
        ...(secret ? { stripeSecretKey: secret } : {}),
        ...(webhook ? { stripeWebhookSecret: webhook } : {}),
      }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setSecret('');
      setWebhook('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: [...billingKey, 'settings'] });
    },
    onError: (error) => (isApiError(error) && error.fields ? setErrors(error.fields) : toast.error(error.message)),
  });
  return (
    <Stack
      spacing={2}
      component="form"
      sx={{ maxWidth: 560 }}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Without Stripe keys the school invoices offline and marks invoices paid here. Secret keys are stored on the
        server and never shown again.
      </Typography>
      <TextField
        select
        label="Payment provider"
        value={provider}
        onChange={(e) => setProvider(e.target.value as 'manual' | 'stripe')}
      >
        <MenuItem value="manual">Manual invoices</MenuItem>
        <MenuItem value="stripe">Stripe</MenuItem>
      </TextField>
      <TextField label="Stripe publishable key" value={publishable} onChange={(e) => setPublishable(e.target.value)} />
      <TextField
        label="Stripe secret key"
        type="password"
        autoComplete="off"
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        error={Boolean(errors.stripeSecretKey)}
        helperText={
          errors.stripeSecretKey ??
          (settings.stripeApiKeySet ? `Set (${settings.stripeApiKeyHint}); leave empty to keep it` : 'Not set')
        }
      />
      <TextField
        label="Stripe webhook signing secret"
        type="password"
        autoComplete="off"
        value={webhook}
        onChange={(e) => setWebhook(e.target.value)}
        helperText={
          settings.stripeWebhookKeySet
            ? 'Set; leave empty to keep it'
            : 'Not set. Webhook address: /api/payments/webhooks/stripe'
        }
      />
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save provider settings
        </Button>
      </div>
    </Stack>
  );
}

function ProviderTab() {
  const settings = useQuery({ queryKey: [...billingKey, 'settings'], queryFn: fetchBillingSettings });
  if (settings.isError) return <Alert severity="error">The billing settings could not be loaded.</Alert>;
  return settings.data ? <ProviderForm settings={settings.data} /> : null;
}

export function SubscribersPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'subscribers';
  return (
    <ListPage title="Subscribers">
      <ResponsiveTabs
        ariaLabel="Subscribers"
        value={tab}
        onChange={(value) => setParams({ tab: value })}
        tabs={[
          { value: 'subscribers', label: 'Subscriptions', content: <SubscribersTab /> },
          { value: 'invoices', label: 'Invoices', content: <InvoicesTab /> },
          { value: 'provider', label: 'Payment provider', content: <ProviderTab /> },
        ]}
      />
    </ListPage>
  );
}
