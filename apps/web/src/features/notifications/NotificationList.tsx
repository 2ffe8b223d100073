import type { NotificationItem } from '@chalkline/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatLongDateTime } from '../../lib/format';
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { useToast } from '../../ui/toast';
import { notificationCountKey, notificationsApi, notificationsKey } from './notifications.api';

const kindLabels: Record<NotificationItem['kind'], string> = {
  ANNOUNCEMENT: 'Announcement',
  LESSON_REMINDER: 'Lesson reminder',
  SCHEDULE: 'Schedule',
  ASSIGNMENT: 'Assignment',
  SUBSCRIPTION: 'Subscription',
  MESSAGE: 'Message',
  INBOX: 'Inbox',
};

/** Mark read, mark all read and delete, each refreshing the lists and the badge. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const settle = (unread: number) => {
    queryClient.setQueryData(notificationCountKey, unread);
    void queryClient.invalidateQueries({
      queryKey: notificationsKey,
      predicate: (query) => query.queryKey[1] !== 'count' && query.queryKey[1] !== 'email-preferences',
    });
  };
  const onError = (error: Error) => toast.error(error.message);
  const markRead = useMutation({
    mutationFn: notificationsApi.markRead,
    onSuccess: (body) => settle(body.data.unread),
    onError,
  });
  const markAllRead = useMutation({
    mutationFn: notificationsApi.markAllRead,
    onSuccess: (body) => {
      settle(body.data.unread);
      toast.success(body.message);
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: notificationsApi.remove,
    onSuccess: (body) => {
      settle(body.data.unread);
      toast.success(body.message);
    },
    onError,
  });
  return { markRead, markAllRead, remove };
}

/** One notification: unread ones stand out and carry Mark as read; every one can be deleted. */
export function NotificationRow({ item, compact = false }: { item: NotificationItem; compact?: boolean }) {
  const { markRead, remove } = useNotificationActions();
  return (
    <Box
      component="article"
      aria-label={item.title}
      data-read={item.read}
      sx={{
        display: 'flex',
        gap: 1.5,
        p: compact ? 1.5 : 2,
        borderRadius: 2,
        border: 1,
        borderColor: item.read ? 'divider' : 'primary.light',
        bgcolor: item.read ? 'background.paper' : 'action.hover',
      }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 10,
          height: 10,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: item.read ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: item.read ? 600 : 800, lineHeight: 1.3 }}>
            {item.title}
          </Typography>
          <Chip size="small" variant="outlined" label={kindLabels[item.kind]} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {formatLongDateTime(item.createdAt)}
        </Typography>
        {!compact && <RichTextView html={item.body} sx={{ mt: 1, typography: 'body2' }} />}
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {item.link && (
            <Button size="small" variant="outlined" component={RouterLink} to={item.link}>
              Open
            </Button>
          )}
          {!item.read && (
            <Button
              size="small"
              startIcon={<DoneRounded />}
              onClick={() => markRead.mutate(item.key)}
              disabled={markRead.isPending}
            >
              Mark as read
            </Button>
          )}
        </Stack>
      </Box>
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${item.title}`}
          onClick={() => remove.mutate(item.key)}
          disabled={remove.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          <DeleteOutlineRounded />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
