import { type PasskeyReauthenticateInput, passkeyTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError, setStepUpHandler } from '../../lib/api';
import { Modal } from '../../ui/Modal';
import { authApi } from './auth.api';

/**
 * The re-authentication dialog (ADR 0056): when a sensitive action answers `STEP_UP_REQUIRED`, the API client asks
 * here; the person gives their password (or a code of their second factor), or uses a passkey (ADR 0070), and the
 * action is sent again.
 */
export default function StepUpDialog({ twoFactor }: { twoFactor: boolean }) {
  const resolver = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [useCode, setUseCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () =>
      setStepUpHandler(
        () =>
          new Promise<boolean>((resolve) => {
            resolver.current = resolve;
            setValue('');
            setError(null);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (confirmed: boolean) => {
    setOpen(false);
    resolver.current?.(confirmed);
    resolver.current = null;
  };
  // Whether the person holds a passkey and an app: the settings page's query (same key), asked when the dialog opens.
  const status = useQuery({
    queryKey: ['auth', 'two-factor'],
    queryFn: authApi.twoFactorStatus,
    enabled: open && twoFactor,
  });
  const passkeys = Boolean(status.data?.passkeys) && browserSupportsWebAuthn();
  const onlyRecovery = status.data !== undefined && !status.data.enabled;
  const showError = (e: Error) =>
    setError(isApiError(e) ? (Object.values(e.fields ?? {})[0] ?? e.message) : 'Something went wrong');
  const passkey = useMutation({
    mutationFn: async () => {
      const options = await authApi.stepUpPasskeyOptions();
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      return authApi.reauthenticateWithPasskey({ response: response as PasskeyReauthenticateInput['response'] });
    },
    onSuccess: () => finish(true),
    // The browser's prompt closed or timed out: the same gentle words as a refused answer.
    onError: (e) => (e.name === 'NotAllowedError' ? setError(passkeyTexts.failed) : showError(e)),
  });
  const confirm = useMutation({
    mutationFn: () => authApi.reauthenticate(useCode ? { code: value } : { password: value }),
    onSuccess: () => finish(true),
    onError: showError,
  });
  const busy = confirm.isPending || passkey.isPending;

  return (
    <Modal
      open={open}
      onClose={() => finish(false)}
      title="Confirm it’s you"
      maxWidth="xs"
      actions={(close) => (
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" type="submit" form="step-up-form" loading={confirm.isPending} disabled={busy}>
            Confirm
          </Button>
        </>
      )}
    >
      <DialogContentText sx={{ mb: 2 }}>
        This is a sensitive action. Please{' '}
        {useCode
          ? `enter ${onlyRecovery ? 'a recovery code' : 'a code from your authenticator app'}`
          : 'enter your password'}{' '}
        to continue.
      </DialogContentText>
      <form
        id="step-up-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (value) confirm.mutate();
        }}
      >
        <TextField
          autoFocus
          fullWidth
          label={useCode ? (onlyRecovery ? 'Recovery code' : 'Authentication code') : 'Password'}
          type={useCode ? 'text' : 'password'}
          autoComplete={useCode ? 'one-time-code' : 'current-password'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
        />
      </form>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      {passkeys && (
        <Button
          fullWidth
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => {
            setError(null);
            passkey.mutate();
          }}
          disabled={busy}
        >
          Use a passkey
        </Button>
      )}
      {twoFactor && (
        <Link component="button" type="button" sx={{ mt: 2, display: 'block' }} onClick={() => setUseCode(!useCode)}>
          {useCode
            ? 'Use your password instead'
            : onlyRecovery
              ? 'Use a recovery code instead'
              : 'Use a code from your app instead'}
        </Link>
      )}
    </Modal>
  );
}
