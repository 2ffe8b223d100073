import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { authApi } from '../../auth/auth.api';

/**
 * The recovery codes, shown once: right after the app is set up, after a first passkey (ADR 0070), or when new ones
 * are made.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be
        shown again.
      </Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: 1,
          fontFamily: 'monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone} sx={{ justifySelf: 'start' }}>
        I have saved my recovery codes
      </Button>
    </Box>
  );
}

/** New recovery codes in place of the old ones, after the password (a stolen session alone cannot read them). */
export function NewRecoveryCodes({ onMade }: { onMade: (codes: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: () => authApi.newRecoveryCodes(password),
    onSuccess: (body) => {
      setOpen(false);
      setPassword('');
      onMade(body.data.recoveryCodes);
    },
    onError: (e) => setError(isApiError(e) ? (e.fields?.password ?? e.message) : 'Something went wrong'),
  });
  if (!open)
    return (
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ justifySelf: 'start' }}>
        Make new recovery codes
      </Button>
    );
  return (
    <Box
      component="form"
      aria-label="New recovery codes"
      onSubmit={(event) => {
        event.preventDefault();
        if (!password) return setError('Please provide your password');
        setError(null);
        make.mutate();
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'The old codes stop working.'}
        size="small"
      />
      <Button type="submit" variant="contained" disabled={make.isPending}>
        Make new codes
      </Button>
      <Button onClick={() => setOpen(false)} disabled={make.isPending}>
        Cancel
      </Button>
    </Box>
  );
}
