import { platform } from '@chalkline/contracts';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { NotificationRow, useNotificationActions } from './NotificationList';
import { notificationsApi, notificationsKey } from './notifications.api';
import { useNotificationCount } from './useNotificationCount';

/**
 * The layouts' bell (platform spec 2.3, 9): the unread count capped at 99, opening the latest notifications with
 * mark read and mark all read. `allHref` links to the full page where the layout has one.
 */
export function NotificationBell({ allHref }: { allHref?: string }) {
  const unread = useNotificationCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();
  // A notice's link leads to another page: the popover closes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address on purpose
  useEffect(() => setAnchor(null), [location.pathname, location.search]);
  const { markAllRead } = useNotificationActions();
  const latest = useQuery({
    queryKey: [...notificationsKey, 'latest'],
    queryFn: () => notificationsApi.list(1, 5),
    enabled: anchor !== null,
  });
  return (
    <>
      <IconButton
        aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
      >
        {/* No badge at 0: MUI keeps a hidden "0" in the button, which its name does not say (WCAG 2.5.3). */}
        {unread ? (
          <Badge badgeContent={unread} max={platform.notificationBadgeCap} color="error">
            <NotificationsRounded />
          </Badge>
        ) : (
          <NotificationsRounded />
        )}
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100vw - 16px)', p: 1.5 } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
            Notifications
          </Typography>
          <Button size="small" onClick={() => markAllRead.mutate()} disabled={!unread || markAllRead.isPending}>
            Mark all as read
          </Button>
        </Stack>
        <Stack spacing={1}>
          {latest.data?.items.map((item) => (
            <NotificationRow key={item.key} item={item} compact />
          ))}
          {latest.data && latest.data.items.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              You have no notifications yet.
            </Typography>
          )}
        </Stack>
        {allHref && (
          <Box sx={{ mt: 1, textAlign: 'right' }}>
            <Button size="small" component={RouterLink} to={allHref} onClick={() => setAnchor(null)}>
              See all
            </Button>
          </Box>
        )}
      </Popover>
    </>
  );
}
