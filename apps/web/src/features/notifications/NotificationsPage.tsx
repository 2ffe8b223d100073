import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Pager, usePageParams } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { NotificationRow, useNotificationActions } from './NotificationList';
import { notificationsApi, notificationsKey } from './notifications.api';
import { useNotificationCount } from './useNotificationCount';

/** /accounts/notifications: the person's notifications, newest first, paged by the server (platform spec 2.7). */
export function NotificationsPage() {
  const { page, limit, setPage, setLimit } = usePageParams();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('show') === 'unread';
  const unread = useNotificationCount();
  const { markAllRead } = useNotificationActions();
  const query = useQuery({
    queryKey: [...notificationsKey, 'list', { page, limit, unreadOnly }],
    queryFn: () => notificationsApi.list(page, limit, unreadOnly),
    placeholderData: keepPreviousData,
  });
  const setShow = (show: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (show === 'unread') next.set('show', 'unread');
      else next.delete('show');
      next.set('page', '1');
      return next;
    });

  return (
    <ListPage
      title="Notifications"
      action={
        <Button
          variant="contained"
          startIcon={<DoneAllRounded />}
          onClick={() => markAllRead.mutate()}
          disabled={unread === 0 || markAllRead.isPending}
        >
          Mark all as read
        </Button>
      }
    >
      <Tabs value={unreadOnly ? 'unread' : 'all'} onChange={(_e, value) => setShow(value)} sx={{ mb: 2 }}>
        <Tab value="all" label="All" />
        <Tab value="unread" label={unread ? `Unread (${unread > 99 ? '99+' : unread})` : 'Unread'} />
      </Tabs>
      {query.isError && <Alert severity="error">We couldn’t load your notifications. Please try again.</Alert>}
      {query.isLoading ? (
        <Stack spacing={1.5}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : query.data && query.data.items.length > 0 ? (
        <Stack spacing={1.5} aria-label="Notifications" component="section">
          {query.data.items.map((item) => (
            <NotificationRow key={item.key} item={item} />
          ))}
        </Stack>
      ) : (
        !query.isError && (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {unreadOnly ? 'You have read every notification.' : 'You have no notifications yet.'}
          </Typography>
        )
      )}
      {query.data && query.data.total > 0 && (
        <Pager
          page={page}
          limit={limit}
          total={query.data.total}
          onPageChange={setPage}
          onLimitChange={setLimit}
          disabled={query.isFetching}
        />
      )}
    </ListPage>
  );
}
