import { type EmailPreferences, type NotificationKind, notificationKindInfo } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SectionCard } from '../../ui/SectionCard';
import { useToast } from '../../ui/toast';
import { emailPreferencesKey, notificationsApi } from './notifications.api';

/** Account Settings: which kinds of notification also reach the person by email (docs/decisions/0039). */
export function EmailPreferencesSection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const query = useQuery({ queryKey: emailPreferencesKey, queryFn: notificationsApi.emailPreferences });
  const save = useMutation({
    mutationFn: (change: EmailPreferences) => notificationsApi.saveEmailPreferences(change),
    onMutate: async (change) => {
      const before = queryClient.getQueryData<EmailPreferences>(emailPreferencesKey);
      queryClient.setQueryData<EmailPreferences>(emailPreferencesKey, (current) =>
        current
          ? {
              kinds: current.kinds.map((k) => change.kinds.find((c) => c.kind === k.kind) ?? k),
              dailyDigest: change.dailyDigest ?? current.dailyDigest,
            }
          : current,
      );
      return { before };
    },
    onSuccess: (body) => {
      queryClient.setQueryData(emailPreferencesKey, body.data);
      toast.success(body.message);
    },
    onError: (error, _kinds, context) => {
      queryClient.setQueryData(emailPreferencesKey, context?.before);
      toast.error(error.message);
    },
  });
  const toggle = (kind: NotificationKind, email: boolean) => save.mutate({ kinds: [{ kind, email }] });

  return (
    <SectionCard
      title="Email notifications"
      description="Every notification appears in Chalkline. Choose which ones we also send to your email address."
    >
      {query.isError && <Alert severity="error">We couldn’t load your email choices. Please try again.</Alert>}
      {query.isLoading && <Skeleton variant="rounded" height={200} />}
      {query.data && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {query.data.kinds.map(({ kind, email }) => (
            <Box key={kind}>
              <FormControlLabel
                control={<Switch checked={email} onChange={(event) => toggle(kind, event.target.checked)} />}
                label={notificationKindInfo[kind].label}
              />
              <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
                {notificationKindInfo[kind].description}
              </Typography>
            </Box>
          ))}
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={query.data.dailyDigest ?? false}
                  onChange={(event) => save.mutate({ kinds: [], dailyDigest: event.target.checked })}
                />
              }
              label="One daily digest"
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
              Instead of one email for each notification, get one email every morning with the ones chosen above.
            </Typography>
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
