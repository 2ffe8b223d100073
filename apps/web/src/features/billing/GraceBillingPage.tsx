/** /admin/subscriptions/grace (restricted group): grant days without payment, with a reason (ADR 0042). */
import type { SubscriptionSummary } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { formatLongDate } from '../../lib/format';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { CardGrid, Empty, Section } from '../../ui/PageSection';
import { useToast } from '../../ui/toast';
import { billingKey, fetchGraceBilling, grantGrace } from './billing.api';
import { StatusChip } from './StatusChip';

const graceKey = [...billingKey, 'grace'] as const;
const who = (s: SubscriptionSummary) => `${s.student.firstName} ${s.student.lastName}`;

function GrantDialog({ sub, onClose }: { sub: SubscriptionSummary; onClose: () => void }) {
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const grant = useMutation({
    mutationFn: () => grantGrace({ subscriptionKey: sub.key, days: Number(days) || 0, reason }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: billingKey });
      onClose();
    },
    onError: (e) => (isApiError(e) && e.fields ? setErrors(e.fields) : toast.error(e.message)),
  });
  return (
    <Modal open onClose={onClose} title={`Grant grace to ${who(sub)}`} maxWidth="xs">
      <Stack
        component="form"
        spacing={2}
        sx={{ pt: 1 }}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          grant.mutate();
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {sub.program.title}: the classroom stays open for these days without payment. The grant is logged.
        </Typography>
        <TextField
          label="Days"
          required
          inputMode="numeric"
          value={days}
          onChange={(e) => setDays(e.target.value.replace(/\D/g, ''))}
          error={Boolean(errors.days)}
          helperText={errors.days}
        />
        <TextField
          label="Reason"
          required
          multiline
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={grant.isPending}>
            Grant grace
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

export function GraceBillingPage() {
  const grace = useQuery({ queryKey: graceKey, queryFn: fetchGraceBilling });
  const [granting, setGranting] = useState<SubscriptionSummary | null>(null);
  const data = grace.data;
  return (
    <ListPage title="Grace Subscription">
      {grace.isError && <Alert severity="error">Grace billing could not be loaded.</Alert>}
      <Section title="Waiting for payment">
        {data && !data.needingGrace.length ? (
          <Empty>Every subscription is paid up.</Empty>
        ) : (
          <CardGrid>
            {data?.needingGrace.map((s) => (
              <Card key={s.key} variant="outlined">
                <CardContent>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>{who(s)}</Typography>
                    <StatusChip status={s.status} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {s.program.title} · paid until {formatLongDate(s.currentPeriodEnd)}
                  </Typography>
                  <Typography variant="body2" color={s.hasAccess ? 'success.main' : 'error.main'} sx={{ mb: 1 }}>
                    {s.hasAccess && s.accessEndsAt
                      ? `Classroom open until ${formatLongDate(s.accessEndsAt)}`
                      : 'Classroom closed'}
                  </Typography>
                  <Button variant="contained" size="small" onClick={() => setGranting(s)}>
                    Grant grace
                  </Button>
                </CardContent>
              </Card>
            ))}
          </CardGrid>
        )}
      </Section>
      <Section title="Grants">
        {data && !data.grants.length ? (
          <Empty>No grace granted yet.</Empty>
        ) : (
          <Stack spacing={1.5}>
            {data?.grants.map((g) => (
              <Card key={g.key} variant="outlined">
                <CardContent>
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
                    <Typography sx={{ fontWeight: 700 }}>
                      {who(g.subscription)} — {g.subscription.program.title}
                    </Typography>
                    <Typography variant="body2">Until {formatLongDate(g.until)}</Typography>
                  </Stack>
                  <Typography variant="body2">{g.reason}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    Granted by {g.grantedBy ?? 'an admin'} on {formatLongDate(g.createdAt)}
                  </Typography>
                  <div>
                    <Button size="small" onClick={() => setGranting(g.subscription)}>
                      Grant more
                    </Button>
                  </div>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </Section>
      {granting && <GrantDialog sub={granting} onClose={() => setGranting(null)} />}
    </ListPage>
  );
}
