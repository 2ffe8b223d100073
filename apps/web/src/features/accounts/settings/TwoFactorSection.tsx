import type { TwoFactorSetupResponse } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { SectionCard } from '../../../ui/SectionCard';
import { useToast } from '../../../ui/toast';
import { authApi } from '../../auth/auth.api';
import { sessionKey } from '../../auth/useSession';
import { NewRecoveryCodes, RecoveryCodes } from './RecoveryCodes';

export const twoFactorKey = ['auth', 'two-factor'] as const;

type Setup = TwoFactorSetupResponse['data'];

/** Scan or type the secret, then confirm with the app's first code. */
function SetupStep({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enable = useMutation({
    mutationFn: () => authApi.enableTwoFactor({ code }),
    onSuccess: (body) => onEnabled(body.data.recoveryCodes),
    onError: (e) => setError(isApiError(e) ? (e.fields?.code ?? e.message) : 'Something went wrong'),
  });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, alignItems: 'start' }}>
      <Box
        component="img"
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, border: 1, borderColor: 'divider', borderRadius: 1, justifySelf: 'center' }}
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          Scan the QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
          1Password), or type this secret key into it:
        </Typography>
        <Typography
          component="code"
          aria-label="Secret key"
          data-testid="totp-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1 }}
        >
          {setup.secret}
        </Typography>
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            enable.mutate();
          }}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
        >
          <TextField
            label="Code from the app"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
            size="small"
          />
          <Button type="submit" variant="contained" disabled={enable.isPending}>
            Turn on
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/** Two-factor sign-in in Account Settings (ADR 0056): set up, recovery codes once, turn off when allowed. */
export function TwoFactorSection() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: authApi.twoFactorStatus });
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: twoFactorKey });
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  };
  const start = useMutation({
    mutationFn: authApi.setUpTwoFactor,
    onSuccess: setSetup,
    onError: (e) => toast.error(e.message),
  });
  const disable = useMutation({
    mutationFn: authApi.disableTwoFactor,
    onSuccess: (body) => {
      toast.success(body.message);
      refresh();
    },
    onError: (e) => toast.error(e.message),
  });

  let content: ReactNode;
  if (codes) {
    content = (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          refresh();
        }}
      />
    );
  } else if (status.isPending) content = <Skeleton variant="rounded" height={80} />;
  else if (status.isError) content = <Alert severity="error">{status.error.message}</Alert>;
  else if (setup)
    content = (
      <SetupStep
        setup={setup}
        onEnabled={(recovery) => {
          setSetup(null);
          setCodes(recovery);
          toast.success('Two-factor sign-in is on');
        }}
      />
    );
  else if (status.data.enabled)
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="success">Two-factor sign-in is on. {status.data.recoveryCodesLeft} recovery codes left.</Alert>
        <NewRecoveryCodes onMade={setCodes} />
        {(!status.data.required || status.data.passkeys > 0) && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => disable.mutate()}
            disabled={disable.isPending}
            sx={{ justifySelf: 'start' }}
          >
            Turn off two-factor sign-in
          </Button>
        )}
      </Box>
    );
  else
    content = (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {status.data.required && status.data.passkeys === 0 && (
          <Alert severity="warning">
            Your school requires two-factor sign-in for your account. Please set it up to continue.
          </Alert>
        )}
        {status.data.passkeys > 0 && (
          <>
            <Alert severity="success">
              Two-factor sign-in is on with your passkeys. {status.data.recoveryCodesLeft} recovery codes left.
            </Alert>
            <NewRecoveryCodes onMade={setCodes} />
          </>
        )}
        <Button
          variant="contained"
          onClick={() => start.mutate()}
          disabled={start.isPending}
          sx={{ justifySelf: 'start' }}
        >
          Set up two-factor sign-in
        </Button>
      </Box>
    );

  return (
    <SectionCard
      title="Two-factor sign-in"
      description="After your password, a code from an app on your phone: a stolen password alone cannot sign in."
    >
      {content}
    </SectionCard>
  );
}
