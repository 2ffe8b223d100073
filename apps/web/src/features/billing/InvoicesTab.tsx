/** The Subscribers page's invoices tab: every invoice with filters, and marking a manual one paid. */
import { formatMoney, type InvoiceSummary } from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { useToast } from '../../ui/toast';
import { billingKey, fetchInvoices, markInvoicePaid } from './billing.api';

import { Filters, name, Person } from './SubscriberFilters';

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

export function InvoicesTab() {
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
