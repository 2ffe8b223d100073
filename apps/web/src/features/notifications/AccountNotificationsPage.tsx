import type { MemberRole, NotificationSend } from '@chalkline/contracts';
import SendRounded from '@mui/icons-material/SendRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatLongDateTime } from '../../lib/format';
import { userCan } from '../../lib/permissions';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { DataGrid, type DataGridColumn } from '../../ui/data-grid';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { notificationSendsKey, notificationsApi } from './notifications.api';
import { SendNotificationForm } from './SendNotificationForm';

const roleLabels: Record<MemberRole, string> = {
  STUDENT: 'Students',
  TUTOR: 'Tutors',
  MANAGER: 'Managers',
  MASTER: 'Masters',
  GUARDIAN: 'Guardians',
};

function Audience({ send }: { send: NotificationSend }) {
  const chips = [
    ...send.audience.roles.map((r) => ({ key: `role-${r}`, label: roleLabels[r] })),
    ...send.audience.programs.map((p) => ({ key: `program-${p.key}`, label: p.title })),
    ...send.audience.people.map((p) => ({ key: `person-${p.key}`, label: p.name })),
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {chips.slice(0, 6).map((c) => (
        <Chip key={c.key} size="small" label={c.label} />
      ))}
      {chips.length > 6 && <Chip size="small" variant="outlined" label={`+${chips.length - 6} more`} />}
    </Stack>
  );
}

/** /admin/notifications (Account Notifications, platform spec 6.1): what was sent, sending and deleting. */
export function AccountNotificationsPage() {
  const user = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('lg'));
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const maySend = userCan(user, 'notifications.send');
  const mayDelete = userCan(user, 'notifications.delete');
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationSendsKey });

  const remove = (send: NotificationSend) =>
    mayDelete ? (
      <ConfirmDeleteButton
        label={send.title}
        title="Delete notification"
        message={`Delete “${send.title}”? It disappears from the list of everyone who received it.`}
        remove={() => notificationsApi.removeSend(send.key)}
        onDeleted={(body) => {
          toast.success(body.message);
          void refresh();
        }}
      />
    ) : null;

  const readCount = (s: NotificationSend) => `${s.read} of ${s.recipients} read`;
  const tableColumns: DataGridColumn<NotificationSend>[] = [
    { key: 'createdAt', header: 'Sent', width: 170, render: (s) => formatLongDateTime(s.createdAt) },
    {
      key: 'title',
      header: 'Notification',
      render: (s) => (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {s.title}
        </Typography>
      ),
    },
    { key: 'audience', header: 'Sent to', render: (s) => <Audience send={s} /> },
    { key: 'read', header: 'Read', width: 120, render: readCount },
    { key: 'sender', header: 'By' },
    { key: 'actions', header: '', width: 60, align: 'right', render: remove },
  ];
  const stackedColumns: DataGridColumn<NotificationSend>[] = [
    {
      key: 'send',
      header: 'Notifications',
      render: (s) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0, textAlign: 'left', alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {s.title}
            </Typography>
            <Audience send={s} />
            <Typography variant="caption" color="text.secondary">
              {formatLongDateTime(s.createdAt)} · {s.sender} · {readCount(s)}
            </Typography>
          </Stack>
          {remove(s)}
        </Stack>
      ),
    },
  ];

  return (
    <ListPage
      title="Account Notifications"
      action={
        maySend ? (
          <Button variant="contained" startIcon={<SendRounded />} onClick={() => setOpen(true)}>
            Send notification
          </Button>
        ) : undefined
      }
    >
      <DataGrid
        queryKey={notificationSendsKey}
        columns={narrow ? stackedColumns : tableColumns}
        fetcher={(page, limit) => notificationsApi.sends(page, limit)}
        getRowId={(s) => s.key}
        ariaLabel="Sent notifications"
        emptyMessage="No notifications have been sent yet."
      />
      <Modal open={open} onClose={() => setOpen(false)} title="Send notification" maxWidth="md" fullScreen={phone}>
        <SendNotificationForm
          onSend={async (input) => {
            const body = await notificationsApi.send(input);
            toast.success(body.message);
            void refresh();
          }}
          onDone={() => setOpen(false)}
        />
      </Modal>
    </ListPage>
  );
}
