import {
  type PasskeySecondFactorInput,
  passkeyTexts,
  type SecondFactorInput,
  twoFactorTexts,
} from '@chalkline/contracts';
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
} from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import { PlainCheckboxField, PlainFormBox, PlainSubmitButton, PlainTextField } from '../../ui/plain/form';
import { useToast } from '../../ui/toast';
import { AuthCard, authStyles } from './AuthCard';
import { authApi } from './auth.api';
import { afterSignInPath } from './nextPath';
import { storeSessionUser } from './useSession';

type Values = { code: string; remember: boolean };

/**
 * The sign-in's second step (ADR 0056): the code of the person's authenticator app, one of their recovery codes,
 * or a passkey (ADR 0070), after the password. MUI-free like the sign-in page (ADR 0049).
 */
export function SecondFactorPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [recovery, setRecovery] = useState(false);
  const form = useForm<Values>({ defaultValues: { code: '', remember: false } });
  const { control, handleSubmit, setError, formState } = form;

  const signedIn = (body: Awaited<ReturnType<typeof authApi.secondFactor>>) => {
    storeSessionUser(queryClient, body.data.user);
    if (body.message) toast.success(body.message);
    navigate(afterSignInPath(body.data.user.memberRole, next), { replace: true });
  };
  /** The password step expired (or never happened here): back to it. */
  const expired = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return false;
    toast.error(error.message);
    navigate(mainPaths.login, { replace: true });
    return true;
  };

  const verify = useMutation({
    mutationFn: (input: SecondFactorInput) => authApi.secondFactor(input),
    onSuccess: signedIn,
    onError: (error) => {
      if (!expired(error)) applyServerErrors(error, setError);
    },
  });

  // A passkey instead of a code (ADR 0070): the browser's own prompt signs the server's challenge.
  const passkey = useMutation({
    mutationFn: async () => {
      const options = await authApi.passkeySignInOptions();
      const response = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      const remember = form.getValues('remember');
      return authApi.passkeySecondFactor({ response: response as PasskeySecondFactorInput['response'], remember });
    },
    onSuccess: signedIn,
    onError: (error) => {
      if (expired(error)) return;
      if (isApiError(error) && error.message === twoFactorTexts.noPendingSignIn) {
        toast.error(error.message);
        navigate(mainPaths.login, { replace: true });
        return;
      }
      toast.error(error instanceof Error && error.name === 'NotAllowedError' ? passkeyTexts.failed : error.message);
    },
  });

  const submit = handleSubmit((values) => {
    const code = values.code.trim();
    if (!code) {
      setError('code', { message: 'Please enter a code' });
      return;
    }
    verify.mutate({ code, remember: values.remember });
  });

  return (
    <AuthCard
      title="Two-step sign-in"
      subtitle={
        recovery
          ? 'Enter one of the recovery codes you saved. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code for Chalkline.'
      }
      footer={
        <RouterLink to={mainPaths.login} className={authStyles.link}>
          Back to sign in
        </RouterLink>
      }
    >
      <PlainFormBox label="Verify sign-in" errors={formState.errors} onSubmit={submit} className={authStyles.stack}>
        {recovery ? (
          <PlainTextField
            key="recovery"
            control={control}
            name="code"
            label="Recovery code"
            autoComplete="off"
            placeholder="xxxxx-xxxxx"
            required
          />
        ) : (
          <PlainTextField
            key="totp"
            control={control}
            name="code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder="123456"
            required
          />
        )}
        <PlainCheckboxField control={control} name="remember" label="Remember this browser for 30 days" />
        <PlainSubmitButton pending={verify.isPending} size="large">
          Verify
        </PlainSubmitButton>
      </PlainFormBox>
      <button
        type="button"
        className={`${authStyles.link} ${authStyles.linkButton}`}
        onClick={() => {
          setRecovery(!recovery);
          form.reset({ code: '', remember: form.getValues('remember') });
        }}
      >
        {recovery ? 'Use a code from your app instead' : 'Use a recovery code instead'}
      </button>
      {browserSupportsWebAuthn() && (
        <button
          type="button"
          className={`${authStyles.link} ${authStyles.linkButton}`}
          disabled={passkey.isPending}
          onClick={() => passkey.mutate()}
        >
          Use a passkey instead
        </button>
      )}
    </AuthCard>
  );
}
