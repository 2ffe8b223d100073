import { type ActivityEntry, type AdminPermission, activityTextOf, adminPermissions } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatLongDateTime } from '../../../lib/format';
import { DataGrid, type DataGridColumn } from '../../../ui/data-grid';
import { ListPage } from '../../../ui/ListPage';
import { LogFiltersBar, useLogFilters } from './LogFilters';
import { fetchLogs, logsKey } from './logsApi';

const isAdminPermission = (action: string): action is AdminPermission =>
  (adminPermissions as readonly string[]).includes(action);

/** A chip whose label wraps onto more lines on a narrow screen rather than being cut off or widening the table. */
const wrappingChip = { height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } } as const;

/** The action's label with its description on hover (platform spec 6.1). */
function ActionChip({ action }: { action: string }) {
  if (!isAdminPermission(action)) return <Chip size="small" label={action} sx={wrappingChip} />;
  const text = activityTextOf(action);
  return (
    <Tooltip title={`${text.group}: ${text.description}`}>
      <Chip size="small" variant="outlined" label={text.label} sx={wrappingChip} />
    </Tooltip>
  );
}

function Actor({ entry }: { entry: ActivityEntry }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {entry.actor.name}
      </Typography>
      {entry.actor.email && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {entry.actor.email}
        </Typography>
      )}
    </>
  );
}

const tableColumns: DataGridColumn<ActivityEntry>[] = [
  { key: 'at', header: 'When', width: 170, render: (e) => formatLongDateTime(e.at) },
  { key: 'actor', header: 'Admin', render: (e) => <Actor entry={e} /> },
  { key: 'action', header: 'Action', render: (e) => <ActionChip action={e.action} /> },
  { key: 'wording', header: 'What happened' },
];

/**
 * Below the large breakpoint (beside the sidebar four columns do not fit) each entry is one stacked row: what
 * happened, then the action, when and who.
 */
const stackedColumns: DataGridColumn<ActivityEntry>[] = [
  {
    key: 'entry',
    header: 'Entries',
    render: (e) => (
      <Stack spacing={0.75}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {e.wording}
        </Typography>
        <div>
          <ActionChip action={e.action} />
        </div>
        <Typography variant="caption" color="text.secondary">
          {formatLongDateTime(e.at)}
          {e.actor.email ? ` · ${e.actor.email}` : ''}
        </Typography>
      </Stack>
    ),
  },
];

/** /admin/logs: every admin action, newest first, filtered by admin, action and dates (restricted group). */
export function ActivityLogsPage() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const { filters, rangeError } = useLogFilters();

  return (
    <ListPage title="Activity Logs">
      <LogFiltersBar />
      {rangeError ? (
        <Alert severity="warning">From cannot be after To. Choose another date range.</Alert>
      ) : (
        <DataGrid
          queryKey={[...logsKey, filters]}
          columns={narrow ? stackedColumns : tableColumns}
          fetcher={(page, limit) => fetchLogs(filters, page, limit)}
          getRowId={(e) => e.key}
          ariaLabel="Activity log"
          emptyMessage="No admin actions match these filters."
        />
      )}
    </ListPage>
  );
}
