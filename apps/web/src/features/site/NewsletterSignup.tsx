import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api';
import { signUpForNewsletter } from './website.api';

/**
 * The footer's newsletter sign-up (double opt-in: a confirmation mail follows). Plain state, no form library:
 * the footer is on every public page's first download (ADR 0033). The hidden field is the honeypot.
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; message?: string }>({
    kind: 'idle',
  });

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'sending' });
    try {
      const res = await signUpForNewsletter({ email, website: trap });
      setState({ kind: 'done', message: res.message });
      setEmail('');
    } catch (error) {
      const message = isApiError(error) ? (error.fields?.email ?? error.message) : 'Something went wrong.';
      setState({ kind: 'error', message });
    }
  };

  return (
    <Box component="form" onSubmit={handleSubmit} aria-label="Newsletter sign-up" sx={{ position: 'relative', mt: 3 }}>
      <Typography variant="overline" component="p" sx={{ color: 'common.white' }}>
        Newsletter
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {/* A plain input: MUI's TextField would bring its select and menu into every public page (ADR 0033). */}
        <Box
          component="input"
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setEmail(event.target.value)}
          placeholder="Your email address"
          aria-label="Newsletter address"
          sx={{
            flex: '1 1 180px',
            minWidth: 0,
            font: 'inherit',
            fontSize: '0.95rem',
            px: 1.5,
            py: 1,
            border: 0,
            borderRadius: 1,
            bgcolor: 'common.white',
            color: 'text.primary',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'warning.main', outlineOffset: 2 },
          }}
        />
        <Button type="submit" variant="contained" color="warning" disabled={state.kind === 'sending'}>
          Subscribe
        </Button>
      </Box>
      <Box aria-hidden="true" sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <input tabIndex={-1} autoComplete="off" name="website" value={trap} onChange={(e) => setTrap(e.target.value)} />
      </Box>
      {state.message && (
        <Typography
          role="status"
          variant="body2"
          sx={{ mt: 1, color: state.kind === 'error' ? 'warning.light' : 'common.white' }}
        >
          {state.message}
        </Typography>
      )}
    </Box>
  );
}
