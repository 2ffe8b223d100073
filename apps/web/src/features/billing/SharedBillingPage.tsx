/** /admin/subscriptions/shared-billing (restricted group): one payer's card pays for siblings (ADR 0042). */
import type { SharedCardSummary, SubscriptionSummary } from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { ListPage } from '../../ui/ListPage';
import { Modal } from '../../ui/Modal';
import { CardGrid, Empty } from '../../ui/PageSection';
import { useToast } from '../../ui/toast';
import { billingKey, deleteSharedCard, fetchSharedBilling, saveSharedCard } from './billing.api';
import { StatusChip } from './StatusChip';

const sharedKey = [...billingKey, 'shared'] as const;
const line = (s: SubscriptionSummary) => `${s.student.firstName} ${s.student.lastName} — ${s.program.title}`;

function CardDialog({
  card,
  subscriptions,
  onClose,
}: {
  card: SharedCardSummary | null;
  subscriptions: SubscriptionSummary[];
  onClose: () => void;
}) {
  const [label, setLabel] = useState(card?.label ?? '');
  const [source, setSource] = useState(card?.subscriptions.find((s) => s.payer.key === card.payer.key)?.key ?? '');
  const [others, setOthers] = useState<string[]>(card?.subscriptions.map((s) => s.key) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      saveSharedCard(
        {
          label,
          sourceSubscriptionKey: source,
          subscriptionKeys: others.filter((k) => k !== source).length ? others.filter((k) => k !== source) : [source],
        },
        card?.key,
      ),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: billingKey });
      onClose();
    },
    onError: (e) => (isApiError(e) && e.fields ? setErrors(e.fields) : toast.error(e.message)),
  });
  return (
    <Modal open onClose={onClose} title={card ? `Edit ${card.label}` : 'New shared billing card'} maxWidth="sm">
      <Stack
        component="form"
        spacing={2}
        sx={{ pt: 1 }}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextField
          label="Card name"
          required
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          error={Boolean(errors.label)}
          helperText={errors.label ?? 'e.g. The Bello family card'}
        />
        <TextField
          select
          label="Pays with the method of"
          required
          value={source}
          onChange={(e) => setSource(e.target.value)}
          error={Boolean(errors.sourceSubscriptionKey)}
          helperText={
            errors.sourceSubscriptionKey ?? 'Its payer and saved method pay for every subscription on the card'
          }
        >
          {subscriptions.map((s) => (
            <MenuItem key={s.key} value={s.key}>
              {line(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Also pays for"
          value={others}
          onChange={(e) =>
            setOthers(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))
          }
          slotProps={{ select: { multiple: true } }}
          error={Boolean(errors.subscriptionKeys)}
          helperText={errors.subscriptionKeys ?? 'Each student keeps their own subscription'}
        >
          {subscriptions
            .filter((s) => s.key !== source)
            .map((s) => (
              <MenuItem key={s.key} value={s.key}>
                {line(s)}
              </MenuItem>
            ))}
        </TextField>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !source}>
            Save card
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

export function SharedBillingPage() {
  const shared = useQuery({ queryKey: sharedKey, queryFn: fetchSharedBilling });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SharedCardSummary | null | undefined>(undefined);
  const data = shared.data;
  return (
    <ListPage
      title="Shared Billing Card"
      action={
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
          New shared card
        </Button>
      }
    >
      {shared.isError && <Alert severity="error">Shared billing could not be loaded.</Alert>}
      {data && !data.cards.length && <Empty>No shared cards yet: one payer can pay for several students here.</Empty>}
      <CardGrid>
        {data?.cards.map((card) => (
          <Card key={card.key} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {card.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Paid by {card.payer.firstName} {card.payer.lastName} ({card.payer.email}) ·{' '}
                {card.provider === 'stripe' ? 'Card' : 'Invoice'}
              </Typography>
              <Stack spacing={1} sx={{ mt: 1.5 }}>
                {card.subscriptions.map((s) => (
                  <Stack
                    key={s.key}
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1, alignItems: 'center' }}
                  >
                    <Typography variant="body2">{line(s)}</Typography>
                    <StatusChip status={s.status} />
                  </Stack>
                ))}
              </Stack>
            </CardContent>
            <CardActions>
              <Button size="small" onClick={() => setEditing(card)}>
                Edit
              </Button>
              <ConfirmDeleteButton
                label={card.label}
                title="Remove shared card"
                message={`Remove ${card.label}? Each subscription goes back to its own payment method.`}
                remove={() => deleteSharedCard(card.key)}
                onDeleted={() => queryClient.invalidateQueries({ queryKey: billingKey })}
              />
            </CardActions>
          </Card>
        ))}
      </CardGrid>
      {editing !== undefined && data && (
        <CardDialog card={editing} subscriptions={data.subscriptions} onClose={() => setEditing(undefined)} />
      )}
    </ListPage>
  );
}
