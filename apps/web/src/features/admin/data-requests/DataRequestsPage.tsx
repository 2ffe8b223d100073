import { type DataRequest, dataRequestTexts } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import { userCan } from '../../../lib/permissions';
import { DataGrid, type DataGridColumn, usePageParams } from '../../../ui/data-grid';
import { ListPage } from '../../../ui/ListPage';
import { useSession } from '../../auth/useSession';
import { DataRequestStatus } from '../../families/data-requests/DataRequestList';
import { dataRequestsKey, fetchDataRequests } from '../../families/data-requests/dataRequests.api';
import { type Answer, AnswerDataRequestDialog } from './AnswerDataRequestDialog';

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function Who({ request: r }: { request: DataRequest }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {dataRequestTexts.kindLabel[r.kind]}: {nameOf(r.subject)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Asked by {r.subject.key === r.requester.key ? 'themselves' : nameOf(r.requester)} ({r.requester.email})
      </Typography>
      {r.reason && <Typography variant="body2">“{r.reason}”</Typography>}
      {r.declineReason && <Typography variant="body2">Declined: {r.declineReason}</Typography>}
    </Box>
  );
}

/**
 * /admin/data-requests (ADR 0085): guardians' requests for an export or erasure, the open ones first asked first;
 * an admin of Data rights completes one (the export or erasure of ADR 0072) or declines it with a reason.
 */
export function DataRequestsPage() {
  const user = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const { setPage } = usePageParams();
  const [status, setStatus] = useState<'OPEN' | 'ALL'>('OPEN');
  const [open, setOpen] = useState<{ request: DataRequest; answer: Answer } | null>(null);

  const mayAnswer = (r: DataRequest) =>
    r.status === 'PENDING' && userCan(user, r.kind === 'EXPORT' ? 'dataRights.export' : 'dataRights.erase');
  const actions = (r: DataRequest) =>
    r.status === 'PENDING' ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: { sm: 'flex-end' } }}>
        {mayAnswer(r) && (
          <Button size="small" variant="contained" onClick={() => setOpen({ request: r, answer: 'complete' })}>
            {r.kind === 'EXPORT' ? 'Run export' : 'Erase'}
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={() => setOpen({ request: r, answer: 'decline' })}>
          Decline
        </Button>
      </Box>
    ) : null;
  const dates = (r: DataRequest) => (
    <>
      <Box>Asked {formatLongDate(r.createdAt)}</Box>
      {r.handledAt && <Box>Answered {formatLongDate(r.handledAt)}</Box>}
    </>
  );
  const columns: DataGridColumn<DataRequest>[] = narrow
    ? [
        {
          key: 'request',
          header: 'Request',
          render: (r) => (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Who request={r} />
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <DataRequestStatus request={r} />
                <Typography variant="body2" color="text.secondary" component="div">
                  {dates(r)}
                </Typography>
              </Box>
              {actions(r)}
            </Box>
          ),
        },
      ]
    : [
        { key: 'who', header: 'Request', render: (r) => <Who request={r} /> },
        { key: 'status', header: 'Status', render: (r) => <DataRequestStatus request={r} /> },
        { key: 'dates', header: 'Dates', render: dates },
        { key: 'actions', header: 'Actions', align: 'right', render: actions },
      ];

  return (
    <ListPage title="Data requests">
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_, value: 'OPEN' | 'ALL' | null) => {
          if (!value) return;
          setStatus(value);
          setPage(1);
        }}
        aria-label="Which requests"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="OPEN">Open</ToggleButton>
        <ToggleButton value="ALL">All</ToggleButton>
      </ToggleButtonGroup>
      <DataGrid
        queryKey={[...dataRequestsKey, 'admin', status]}
        columns={columns}
        fetcher={(page, limit) => fetchDataRequests(page, limit, status)}
        getRowId={(r) => r.key}
        ariaLabel="Data requests"
        emptyMessage={status === 'OPEN' ? 'No open requests.' : 'No requests yet.'}
      />
      <AnswerDataRequestDialog
        key={open ? `${open.request.key}:${open.answer}` : 'none'}
        request={open?.request ?? null}
        answer={open?.answer ?? 'complete'}
        onClose={() => setOpen(null)}
        onAnswered={() => {
          setOpen(null);
          void queryClient.invalidateQueries({ queryKey: dataRequestsKey });
        }}
      />
    </ListPage>
  );
}
