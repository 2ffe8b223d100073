/**
 * /admin/subscriptions (Subscribers, restricted group): every subscription with filters and status actions, the
 * invoices (mark a manual one paid), and the payment provider's settings (ADR 0042).
 */
import {
  formatMoney,
  type SubscriptionStatus,
  type SubscriptionSummary,
  subscriptionStatuses,
} from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { ResponsiveTabs } from '../../ui/ResponsiveTabs';
import { useToast } from '../../ui/toast';
import { fetchPrograms } from '../programs/programs.api';
import { billingKey, changeSubscription, fetchSubscribers } from './billing.api';
import { InvoicesTab } from './InvoicesTab';
import { ProviderTab } from './ProviderTab';
import { StatusChip } from './StatusChip';
import { Filters, name, Person } from './SubscriberFilters';

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
