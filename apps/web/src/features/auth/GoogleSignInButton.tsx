import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { requestAction, useActionResult } from '../../lib/action';
import { api } from '../../lib/api';
import { PlainButton } from '../../ui/plain';
import { PlainSpinner } from '../../ui/plain/form';
import { authStyles } from './AuthCard';

/** GET /auth/options: whether this server offers Google sign-in (it does only when configured). */
const fetchSignInOptions = async () => (await api.get('/auth/options')).data;

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden width={18} height={18}>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/**
 * Starts Google sign-in: POST /auth/google answers 307 with `data.href`, which the action helper follows.
 * A failure is only logged (platform spec 7). Shown only when the server says Google sign-in is configured.
 */
export function GoogleSignInButton({
  separator,
}: {
  /** Shown above the button, only with it (e.g. "or"). */ separator?: ReactNode;
}) {
  const options = useQuery({ queryKey: ['auth', 'options'], queryFn: fetchSignInOptions, staleTime: Infinity });
  const applyResult = useActionResult();
  const [pending, setPending] = useState(false);

  const handleClick = async () => {
    setPending(true);
    const result = await requestAction<{ href: string }>('POST', '/auth/google');
    if ((result.status === 307 || result.status === 308) && applyResult(result) === 'redirect') return;
    console.error('Google sign-in failed:', result.message);
    setPending(false);
  };

  if (!options.data?.google) return null;
  return (
    <>
      {separator}
      <PlainButton
        variant="outlined"
        color="inherit"
        size="large"
        fullWidth
        onClick={handleClick}
        disabled={pending}
        startIcon={pending ? <PlainSpinner /> : <GoogleMark />}
        className={authStyles.google}
      >
        Continue with Google
      </PlainButton>
    </>
  );
}
