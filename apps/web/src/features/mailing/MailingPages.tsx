import {
  deliveryStateLabels,
  type EmailSettings,
  emailSettingsSchema,
  type MailingItem,
  type SubscriberItem,
  subscriberStatusLabels,
} from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DataGrid } from '../../ui/data-grid';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { FormTextField } from '../../ui/form/FormTextField';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { RichTextView } from '../../ui/rich-text/RichTextView';
import { useToast } from '../../ui/toast';
import { formatDateTime } from '../forms/when';
import { ComposeMailing } from './ComposeMailing';
import { MailingTabs } from './MailingTabs';
import { fetchEmailSettings, fetchMailing, fetchMailings, fetchSubscribers, saveEmailSettings } from './mailing.api';

const audienceOf = (m: MailingItem) =>
  [m.newsletter ? 'Newsletter' : null, ...m.roles.map((r) => `${r.charAt(0)}${r.slice(1).toLowerCase()}s`)]
    .filter(Boolean)
    .join(', ');

function MailingDetail({ mailingKey, onClose }: { mailingKey: string; onClose: () => void }) {
  const { data } = useQuery({
    queryKey: ['mailings', mailingKey],
    queryFn: () => fetchMailing(mailingKey),
    refetchInterval: 5000,
  });
  return (
    <Modal open onClose={onClose} title={data?.mailing.subject ?? 'Mailing'} maxWidth="md">
      {!data ? (
        <PageLoader />
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <RichTextView html={data.mailing.content} />
          </Paper>
          <Typography variant="subtitle2">Recipients</Typography>
          <List dense aria-label="Recipients">
            {data.recipients.map((r) => (
              <ListItem
                key={r.email}
                secondaryAction={
                  <Chip
                    size="small"
                    label={deliveryStateLabels[r.state]}
                    color={r.state === 'SENT' ? 'success' : r.state === 'FAILED' ? 'error' : 'default'}
                  />
                }
              >
                <ListItemText primary={r.email} secondary={r.error ?? (r.sentAt ? formatDateTime(r.sentAt) : null)} />
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </Modal>
  );
}

function EmailSettingsForm() {
  const toast = useToast();
  const { data } = useQuery({ queryKey: ['mailings', 'settings'], queryFn: fetchEmailSettings });
  if (!data) return <PageLoader />;
  return <EmailSettingsFields initial={data} onSaved={(m) => toast.success(m)} />;
}

function EmailSettingsFields({ initial, onSaved }: { initial: EmailSettings; onSaved: (message: string) => void }) {
  const form = useForm<z.input<typeof emailSettingsSchema>, unknown, EmailSettings>({
    resolver: zodResolver(emailSettingsSchema),
    defaultValues: initial,
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit(async (values) => onSaved((await saveEmailSettings(values)).message))}
    >
      <FormTextField control={form.control} name="replyTo" label="Reply-to address" fullWidth />
      <FormTextField
        control={form.control}
        name="footer"
        label="Footer of every mailing"
        multiline
        minRows={2}
        fullWidth
      />
      <FormSubmitButton pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Save email settings
      </FormSubmitButton>
    </Stack>
  );
}

/** Manage Mailing: compose and send, the mailings sent with their delivery state, and the email settings. */
export function MailingPage() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <ListPage title="Manage Mailing">
      <MailingTabs />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <ComposeMailing />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Email settings
          </Typography>
          <EmailSettingsForm />
        </Paper>
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
        Sent mailings
      </Typography>
      <DataGrid<MailingItem>
        ariaLabel="Sent mailings"
        queryKey={['mailings', 'list']}
        fetcher={fetchMailings}
        getRowId={(row) => row.key}
        emptyMessage="No mailings sent yet."
        columns={[
          { key: 'createdAt', header: 'Sent', render: (row) => formatDateTime(row.createdAt) },
          { key: 'subject', header: 'Subject' },
          { key: 'audience', header: 'To', render: audienceOf },
          {
            key: 'counts',
            header: 'Delivered',
            render: (row) =>
              `${row.counts.SENT} of ${row.counts.total}${row.counts.FAILED ? ` · ${row.counts.FAILED} failed` : ''}`,
          },
          {
            key: 'open',
            header: '',
            render: (row) => (
              <Button size="small" onClick={() => setOpen(row.key)}>
                Details
              </Button>
            ),
          },
        ]}
      />
      {open && <MailingDetail mailingKey={open} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}

/** Manage Mailing › Newsletter subscribers (double opt-in states). */
export function NewsletterSubscribersPage() {
  return (
    <ListPage title="Manage Mailing">
      <MailingTabs />
      <DataGrid<SubscriberItem>
        ariaLabel="Newsletter subscribers"
        queryKey={['mailings', 'subscribers']}
        fetcher={(page, limit) => fetchSubscribers(page, limit)}
        getRowId={(row) => row.key}
        emptyMessage="Nobody has signed up yet."
        columns={[
          { key: 'email', header: 'Email' },
          { key: 'names', header: 'Names' },
          {
            key: 'status',
            header: 'Status',
            render: (row) => (
              <Chip
                size="small"
                label={subscriberStatusLabels[row.status]}
                color={row.status === 'SUBSCRIBED' ? 'success' : 'default'}
              />
            ),
          },
          { key: 'createdAt', header: 'Signed up', render: (row) => formatDateTime(row.createdAt) },
          {
            key: 'confirmedAt',
            header: 'Confirmed',
            render: (row) => (row.confirmedAt ? formatDateTime(row.confirmedAt) : '—'),
          },
        ]}
      />
    </ListPage>
  );
}
