import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import { lazyZodResolver, PlainAlert, PlainFormBox, PlainSubmitButton, PlainTextField } from '../../ui/plain/form';
import { AuthCard, authStyles } from './AuthCard';
import { authApi } from './auth.api';

const resolver = lazyZodResolver<{ email: string }>(() => import('./auth.schemas').then((m) => m.forgotPasswordInput));

/** Asks for a password-reset link; the server answers the same text whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver,
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: (email: string) => authApi.forgotPassword(email),
    onError: (error) => applyServerErrors(error, setError),
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you signed up with and we will send you a link to set a new one."
      footer={
        <>
          Remembered it?{' '}
          <RouterLink to={mainPaths.login} className={authStyles.link}>
            Back to sign in
          </RouterLink>
        </>
      }
    >
      {request.isSuccess ? (
        <PlainAlert severity="success" role="status">
          {request.data.message}
        </PlainAlert>
      ) : (
        <PlainFormBox
          label="Forgot password"
          errors={formState.errors}
          onSubmit={handleSubmit((values) => request.mutate(values.email))}
          preload={resolver.preload}
          className={authStyles.stack}
        >
          <PlainTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
          <PlainSubmitButton pending={request.isPending} size="large">
            Send reset link
          </PlainSubmitButton>
        </PlainFormBox>
      )}
    </AuthCard>
  );
}
