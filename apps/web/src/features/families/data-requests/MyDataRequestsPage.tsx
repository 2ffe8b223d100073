import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListPage } from '../../../ui/ListPage';
import { useSession } from '../../auth/useSession';
import { familiesKey, fetchChildren } from '../families.api';
import { DataRequestForm } from './DataRequestForm';
import { DataRequestList } from './DataRequestList';
import { dataRequestsKey, fetchMyDataRequests } from './dataRequests.api';

/**
 * /accounts/data-requests (ADR 0085): a guardian asks for a copy or the erasure of their own data or a child's, and
 * follows each request (Pending, Completed, Declined) and downloads a completed export.
 */
export function MyDataRequestsPage() {
  const user = useSession();
  const children = useQuery({ queryKey: [...familiesKey, 'children'], queryFn: fetchChildren });
  const requests = useQuery({ queryKey: [...dataRequestsKey, 'mine'], queryFn: fetchMyDataRequests });
  return (
    <ListPage title="Data requests">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Typography color="text.secondary" sx={{ maxWidth: 720 }}>
          You may ask for a copy of everything the school holds about you or your child, or ask for it to be erased.
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          {children.isPending || !user ? (
            <Skeleton variant="rounded" height={200} />
          ) : (
            <DataRequestForm me={user.key} kids={children.data ?? []} />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 1 }}>
          <Typography variant="h6" component="h2">
            Your requests
          </Typography>
          {requests.isPending && <Skeleton variant="rounded" height={80} />}
          {requests.isError && <Alert severity="error">{requests.error.message}</Alert>}
          {requests.data && <DataRequestList requests={requests.data} />}
        </Paper>
      </Box>
    </ListPage>
  );
}
