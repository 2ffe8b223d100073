import { type AddPasskeyInput, type PasskeySummary, passkeyTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { formatLongDate } from '../../../lib/format';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton';
import { SectionCard } from '../../../ui/SectionCard';
import { useToast } from '../../../ui/toast';
import { authApi } from '../../auth/auth.api';
import { sessionKey } from '../../auth/useSession';
import { RecoveryCodes } from './RecoveryCodes';
import { twoFactorKey } from './TwoFactorSection';

export const passkeysKey = ['auth', 'passkeys'] as const;

/** The browser's own prompt was closed or timed out: nothing to report beyond a gentle note. */
const cancelled = (error: unknown) => error instanceof Error && error.name === 'NotAllowedError';

function PasskeyItem({ passkey, onRemoved }: { passkey: PasskeySummary; onRemoved: (message: string) => void }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{passkey.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Added {formatLongDate(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `last used ${formatLongDate(passkey.lastUsedAt)}` : 'not used yet'}
        </Typography>
      </Box>
      <ConfirmDeleteButton
        label={`passkey ${passkey.name}`}
        title="Remove passkey"
        message={`Remove “${passkey.name}”? It will no longer sign you in.`}
        remove={() => authApi.removePasskey(passkey.id)}
        onDeleted={(answer) => onRemoved(answer.message)}
      />
    </Box>
  );
}

/**
 * Passkeys in Account Settings (ADR 0070): a named list with removal, and adding one with the browser's own prompt.
 * A passkey is a second factor: it stands in for the authenticator app's code at sign-in.
 */
export function PasskeysSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: passkeysKey, queryFn: authApi.passkeys });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A first passkey that turns two-factor sign-in on comes with recovery codes, shown this once (ADR 0070).
  const [codes, setCodes] = useState<string[] | null>(null);
  const supported = browserSupportsWebAuthn();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: passkeysKey });
    void queryClient.invalidateQueries({ queryKey: twoFactorKey });
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
  const add = useMutation({
    mutationFn: async () => {
      const options = await authApi.passkeyRegistrationOptions();
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      // The browser's JSON has no index signature for its extension results; the shape is the contract's.
      return authApi.addPasskey({ name: name.trim(), response: response as AddPasskeyInput['response'] });
    },
    onSuccess: (body) => {
      toast.success(body.message);
      setName('');
      if (body.recoveryCodes) setCodes(body.recoveryCodes);
      refresh();
    },
    onError: (e) => {
      if (cancelled(e)) return toast.error('The passkey was not added');
      if (isApiError(e) && e.fields?.name) return setError(e.fields.name);
      toast.error(e.message);
    },
  });

  return (
    <SectionCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of a code from your app."
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {codes && <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />}
        {list.isPending && <Skeleton variant="rounded" height={56} />}
        {list.isError && <Alert severity="error">{list.error.message}</Alert>}
        {list.data && list.data.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            You have no passkeys yet.
          </Typography>
        )}
        {list.data && list.data.length > 0 && (
          <Box component="ul" aria-label="Your passkeys" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {list.data.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                onRemoved={(message) => {
                  toast.success(message);
                  refresh();
                }}
              />
            ))}
          </Box>
        )}
        {supported ? (
          <Box
            component="form"
            aria-label="Add a passkey"
            onSubmit={(event) => {
              event.preventDefault();
              if (!name.trim()) return setError(passkeyTexts.nameRequired);
              setError(null);
              add.mutate();
            }}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              label="Passkey name"
              placeholder="e.g. Work laptop"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? ' '}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              size="small"
            />
            <Button type="submit" variant="contained" disabled={add.isPending}>
              Add a passkey
            </Button>
          </Box>
        ) : (
          <Alert severity="info">{passkeyTexts.unsupported}</Alert>
        )}
      </Box>
    </SectionCard>
  );
}
