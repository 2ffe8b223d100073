import { type FormStatus, formStatusLabels } from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { useToast } from '../../ui/toast';
import { deleteInboxItem, fetchInbox, type InboxKind, setInboxStatus } from './forms.api';

interface InboxItem {
  key: string;
  status: FormStatus;
}

/** The status chip and the mark-handled / mark-new and delete actions of one inbox item. */
function StatusActions({ kind, item, label }: { kind: InboxKind; item: InboxItem; label: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['inbox', kind] });
  const mark = useMutation({
    mutationFn: (status: FormStatus) => setInboxStatus(kind, item.key, status),
    onSuccess: async (res) => {
      toast.success(res.message);
      await refresh();
    },
    onError: (error) => toast.error(error.message),
  });
  const next: FormStatus = item.status === 'NEW' ? 'HANDLED' : 'NEW';
  const action = next === 'HANDLED' ? 'Mark handled' : 'Mark new';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={formStatusLabels[item.status]}
        color={item.status === 'NEW' ? 'warning' : 'success'}
        variant={item.status === 'NEW' ? 'filled' : 'outlined'}
      />
      <Button
        size="small"
        onClick={() => mark.mutate(next)}
        disabled={mark.isPending}
        // The name starts with the visible words (WCAG 2.5.3), then says which form.
        aria-label={`${action}: ${label}`}
      >
        {action}
      </Button>
      <ConfirmDeleteButton
        label={label}
        title="Delete this form?"
        message="It will be removed from the inbox for good."
        remove={() => deleteInboxItem(kind, item.key)}
        onDeleted={() => void refresh()}
      />
    </Stack>
  );
}

/** A status filter kept in the address (`?status=NEW`), beside the paging. */
function useStatusFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: FormStatus | undefined = raw === 'NEW' || raw === 'HANDLED' ? raw : undefined;
  const setStatus = (next: FormStatus | undefined) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next) copy.set('status', next);
      else copy.delete('status');
      copy.delete('page');
      return copy;
    });
  return { status, setStatus };
}

/** An admin inbox (contact forms, demo bookings, career applications) with its status filter and actions. */
export function InboxPage<T extends InboxItem>({
  kind,
  title,
  columns,
  itemLabel,
  empty,
}: {
  kind: InboxKind;
  title: string;
  columns: DataGridColumn<T>[];
  itemLabel: (item: T) => string;
  empty: string;
}) {
  const { status, setStatus } = useStatusFilter();
  return (
    <ListPage
      title={title}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={status ?? 'ALL'}
          onChange={(_e, value: string | null) =>
            value && setStatus(value === 'ALL' ? undefined : (value as FormStatus))
          }
          aria-label="Show"
        >
          <ToggleButton value="ALL">All</ToggleButton>
          <ToggleButton value="NEW">New</ToggleButton>
          <ToggleButton value="HANDLED">Handled</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <DataGrid<T>
        ariaLabel={title}
        queryKey={['inbox', kind, status ?? 'ALL']}
        fetcher={async (page, limit) =>
          (await fetchInbox(kind, page, limit, status)) as unknown as { items: T[]; total: number }
        }
        getRowId={(row) => row.key}
        emptyMessage={empty}
        columns={[
          ...columns,
          {
            key: 'status',
            header: 'Status',
            render: (row) => <StatusActions kind={kind} item={row} label={itemLabel(row)} />,
          },
        ]}
      />
    </ListPage>
  );
}
