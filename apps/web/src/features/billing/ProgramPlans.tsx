/** The plans section of the program editor (ADR 0042): a program's prices; "delete plan" is its own permission. */
import {
  billingPeriodLabels,
  billingPeriods,
  formatMoney,
  type PlanSummary,
  parseDollars,
  planKinds,
} from '@chalkline/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { userCan } from '../../lib/permissions';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { useSession } from '../auth/useSession';
import { billingKey, deletePlan, fetchPlans, savePlan } from './billing.api';

type Draft = { title: string; kind: string; period: string; price: string };
const emptyDraft: Draft = { title: '', kind: 'STANDARD', period: 'monthly', price: '' };

function PlanDialog({
  programKey,
  plan,
  onClose,
}: {
  programKey: string;
  plan: PlanSummary | null | undefined;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(
    plan
      ? { title: plan.title, kind: plan.kind, period: plan.period, price: (plan.priceCents / 100).toFixed(2) }
      : emptyDraft,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    // The dialog sits inside the program form in React's tree: its submit must not save the program.
    event.preventDefault();
    event.stopPropagation();
    const cents = parseDollars(draft.price);
    const found: Record<string, string> = {};
    if (!draft.title.trim()) found.title = 'Please provide a title';
    if (cents === null) found.priceCents = 'Please provide a price, e.g. 49.99';
    setErrors(found);
    if (Object.keys(found).length) return;
    setPending(true);
    try {
      const input = {
        title: draft.title.trim(),
        kind: draft.kind as PlanSummary['kind'],
        period: draft.period as PlanSummary['period'],
        priceCents: cents!,
      };
      const answer = await savePlan(programKey, input, plan?.key);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: [...billingKey, 'plans', programKey] });
      onClose();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields ?? { form: error.message });
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={plan !== undefined} onClose={onClose} title={plan ? 'Edit plan' : 'New plan'} maxWidth="xs">
      <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ pt: 1 }}>
        {errors.form && <Typography color="error">{errors.form}</Typography>}
        <TextField
          label="Plan title"
          required
          value={draft.title}
          onChange={set('title')}
          error={Boolean(errors.title)}
          helperText={errors.title}
        />
        <TextField select label="Kind" value={draft.kind} onChange={set('kind')}>
          {planKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {k === 'STANDARD' ? 'Standard' : 'Custom'}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Billing period" value={draft.period} onChange={set('period')}>
          {billingPeriods.map((p) => (
            <MenuItem key={p} value={p}>
              {billingPeriodLabels[p]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Price (USD)"
          required
          value={draft.price}
          onChange={set('price')}
          inputMode="decimal"
          placeholder="49.99"
          error={Boolean(errors.priceCents)}
          helperText={
            errors.priceCents ?? (parseDollars(draft.price) !== null ? formatMoney(parseDollars(draft.price)!) : ' ')
          }
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {plan ? 'Save plan' : 'Add plan'}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** Lists a program's plans with add, edit and delete. */
export function ProgramPlans({ programKey }: { programKey: string }) {
  const user = useSession();
  const queryClient = useQueryClient();
  const plans = useQuery({ queryKey: [...billingKey, 'plans', programKey], queryFn: () => fetchPlans(programKey) });
  // undefined: closed; null: a new plan; a plan: editing it.
  const [editing, setEditing] = useState<PlanSummary | null | undefined>(undefined);
  const mayDelete = userCan(user, 'programs.deletePlan');

  return (
    <Stack spacing={1} component="section" aria-label="Plans">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Plans
        </Typography>
        <Button size="small" startIcon={<AddRounded />} onClick={() => setEditing(null)}>
          Add plan
        </Button>
      </Stack>
      {plans.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No plans: this program is free for enrolled students.
        </Typography>
      )}
      <List dense disablePadding>
        {plans.data?.map((plan) => (
          <ListItem
            key={plan.key}
            disableGutters
            secondaryAction={
              <Stack direction="row">
                <IconButton aria-label={`Edit plan ${plan.title}`} onClick={() => setEditing(plan)}>
                  <EditRounded />
                </IconButton>
                {mayDelete && (
                  <ConfirmDeleteButton
                    label={`plan ${plan.title}`}
                    title="Delete plan"
                    message={`Delete the plan ${plan.title}? Subscriptions on it keep renewing at its price.`}
                    remove={() => deletePlan(programKey, plan.key)}
                    onDeleted={() => queryClient.invalidateQueries({ queryKey: [...billingKey, 'plans', programKey] })}
                  />
                )}
              </Stack>
            }
          >
            <ListItemText
              primary={`${plan.title} — ${formatMoney(plan.priceCents)}`}
              secondary={`${billingPeriodLabels[plan.period]}${plan.kind === 'CUSTOM' ? ' · Custom' : ''}`}
            />
          </ListItem>
        ))}
      </List>
      {editing !== undefined && (
        <PlanDialog programKey={programKey} plan={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
