/** The Subscribers page's payment provider tab: manual invoices or Stripe, with its keys (secrets never shown). */
import type { BillingSettingsView } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { useToast } from '../../ui/toast';
import { billingKey, fetchBillingSettings, saveBillingSettings } from './billing.api';

function ProviderForm({ settings }: { settings: BillingSettingsView }) {
  const [provider, setProvider] = useState(settings.provider);
  const [publishable, setPublishable] = useState(settings.stripePublishableKey ?? '');
  const [secret, setSecret] = useState('');
  const [webhook, setWebhook] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () =>
      saveBillingSettings({
        provider,
        stripePublishableKey: publishable.trim() || null,
        ...(secret ? { stripeSecretKey: secret } : {}),
        ...(webhook ? { stripeWebhookSecret: webhook } : {}),
      }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setSecret('');
      setWebhook('');
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: [...billingKey, 'settings'] });
    },
    onError: (error) => (isApiError(error) && error.fields ? setErrors(error.fields) : toast.error(error.message)),
  });
  return (
    <Stack
      spacing={2}
      component="form"
      sx={{ maxWidth: 560 }}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        Without Stripe keys the school invoices offline and marks invoices paid here. Secret keys are stored on the
        server and never shown again.
      </Typography>
      <TextField
        select
        label="Payment provider"
        value={provider}
        onChange={(e) => setProvider(e.target.value as 'manual' | 'stripe')}
      >
        <MenuItem value="manual">Manual invoices</MenuItem>
        <MenuItem value="stripe">Stripe</MenuItem>
      </TextField>
      <TextField label="Stripe publishable key" value={publishable} onChange={(e) => setPublishable(e.target.value)} />
      <TextField
        label="Stripe secret key"
        type="password"
        autoComplete="off"
        value={secret}
        onChange={(e) => setSecret(e.target.value)}
        error={Boolean(errors.stripeSecretKey)}
        helperText={
          errors.stripeSecretKey ??
          (settings.stripeApiKeySet ? `Set (${settings.stripeApiKeyHint}); leave empty to keep it` : 'Not set')
        }
      />
      <TextField
        label="Stripe webhook signing secret"
        type="password"
        autoComplete="off"
        value={webhook}
        onChange={(e) => setWebhook(e.target.value)}
        helperText={
          settings.stripeWebhookKeySet
            ? 'Set; leave empty to keep it'
            : 'Not set. Webhook address: /api/payments/webhooks/stripe'
        }
      />
      <div>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save provider settings
        </Button>
      </div>
    </Stack>
  );
}

export function ProviderTab() {
  const settings = useQuery({ queryKey: [...billingKey, 'settings'], queryFn: fetchBillingSettings });
  if (settings.isError) return <Alert severity="error">The billing settings could not be loaded.</Alert>;
  return settings.data ? <ProviderForm settings={settings.data} /> : null;
}
