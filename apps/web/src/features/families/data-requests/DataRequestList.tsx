import { type DataRequest, dataRequestTexts } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { formatLongDate } from '../../../lib/format';
import { useToast } from '../../../ui/toast';
import { downloadDataExport } from './dataRequests.api';

const statusColor = { PENDING: 'default', COMPLETED: 'success', DECLINED: 'warning' } as const;

/** A request's status as a chip: Pending, Completed or Declined. */
export const DataRequestStatus = ({ request }: { request: Pick<DataRequest, 'status'> }) => (
  <Chip
    size="small"
    variant="outlined"
    color={statusColor[request.status]}
    label={dataRequestTexts.statusLabel[request.status]}
  />
);

const whose = (r: DataRequest) =>
  r.subject.key === r.requester.key ? 'Your own data' : `${r.subject.firstName} ${r.subject.lastName}`;

/** The guardian's requests with their answers, and the download of a completed export while it lasts. */
export function DataRequestList({ requests }: { requests: readonly DataRequest[] }) {
  const toast = useToast();
  const download = useMutation({ mutationFn: downloadDataExport, onError: (e) => toast.error(e.message) });
  if (requests.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        You have not asked for anything yet.
      </Typography>
    );
  return (
    <List disablePadding aria-label="Your requests">
      {requests.map((r) => (
        <ListItem key={r.key} divider disableGutters sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {dataRequestTexts.kindLabel[r.kind]}: {whose(r)}
            </Typography>
            <DataRequestStatus request={r} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Asked on {formatLongDate(r.createdAt)}
            {r.handledAt &&
              ` · ${r.status === 'DECLINED' ? 'Declined' : 'Completed'} on ${formatLongDate(r.handledAt)}`}
          </Typography>
          {r.declineReason && <Typography variant="body2">Reason: {r.declineReason}</Typography>}
          {r.kind === 'EXPORT' && r.status === 'COMPLETED' && !r.exportUntil && (
            <Typography variant="body2" color="text.secondary">
              The download has expired. You may ask again for a new one.
            </Typography>
          )}
          {r.exportUntil && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button size="small" variant="contained" onClick={() => download.mutate(r.key)}>
                Download the export
              </Button>
              <Typography variant="body2" color="text.secondary">
                Available until {formatLongDate(r.exportUntil)}
              </Typography>
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
