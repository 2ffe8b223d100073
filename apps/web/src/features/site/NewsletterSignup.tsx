import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../lib/api';
import { PlainButton } from '../../ui/plain';
import styles from './NewsletterSignup.module.css';
import { signUpForNewsletter } from './website.api';

/**
 * The footer's newsletter sign-up (double opt-in: a confirmation mail follows). Plain state and markup, no form
 * library and no MUI: the footer is on every public page's first download (ADR 0033, ADR 0046). The hidden field
 * is the honeypot. The answer is read out from a live region that is there from the start: the confirmation
 * politely, an error at once (and the field points to it).
 */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [trap, setTrap] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; message?: string }>({
    kind: 'idle',
  });
  const errorId = useId();
  const error = state.kind === 'error' ? state.message : undefined;

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
    <form onSubmit={handleSubmit} aria-label="Newsletter sign-up" className={styles.form}>
      <p className={styles.overline}>Newsletter</p>
      <div className={styles.row}>
        <input
          type="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="Your email address"
          aria-label="Newsletter address"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={styles.input}
        />
        <PlainButton type="submit" variant="contained" color="warning" disabled={state.kind === 'sending'}>
          Subscribe
        </PlainButton>
      </div>
      <div aria-hidden="true" className={styles.trap}>
        <input tabIndex={-1} autoComplete="off" name="website" value={trap} onChange={(e) => setTrap(e.target.value)} />
      </div>
      <p role="status" className={styles.message}>
        {state.kind === 'done' ? state.message : ''}
      </p>
      <p role="alert" id={errorId} className={`${styles.message} ${styles.error}`}>
        {error ?? ''}
      </p>
    </form>
  );
}
