import type { LoginInput } from '@chalkline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import {
  lazyZodResolver,
  PlainAlert,
  PlainFormBox,
  PlainPasswordField,
  PlainSubmitButton,
  PlainTextField,
} from '../../ui/plain/form';
import { useToast } from '../../ui/toast';
import { AuthCard, authStyles } from './AuthCard';
import { authApi } from './auth.api';
import { GoogleSignInButton } from './GoogleSignInButton';
import { afterSignInPath } from './nextPath';
import { storeSessionUser, useSessionState } from './useSession';

const resolver = lazyZodResolver<LoginInput>(() => import('./auth.schemas').then((m) => m.loginInput));

/** Sign in with email and password or Google; afterwards go to `?next=` or the person's home (MUI-free). */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const session = useSessionState();
  const form = useForm({ resolver, defaultValues: { email: '', password: '' } });
  const { control, handleSubmit, setError, formState } = form;

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (body) => {
      if ('secondFactor' in body.data) {
        // The password was right; the code comes next (ADR 0056).
        navigate(`${mainPaths.secondFactor}${next ? `?${new URLSearchParams({ next })}` : ''}`);
        return;
      }
      storeSessionUser(queryClient, body.data.user);
      if (body.message) toast.success(body.message);
      navigate(afterSignInPath(body.data.user.memberRole, next), { replace: true });
    },
    onError: (error) => applyServerErrors(error, setError),
  });

  if (session.user && !login.isPending && !login.isSuccess) {
    return <Navigate to={afterSignInPath(session.user.memberRole, next)} replace />;
  }

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to continue learning with Chalkline."
      footer={
        <>
          New to Chalkline?{' '}
          <RouterLink to={mainPaths.register} className={authStyles.link}>
            Create an account
          </RouterLink>
        </>
      }
    >
      {params.get('error') === 'google' && (
        <PlainAlert severity="info" className={authStyles.notice}>
          Google sign-in did not complete. Please try again, or sign in with your email and password.
        </PlainAlert>
      )}
      <PlainFormBox
        label="Sign in"
        errors={formState.errors}
        onSubmit={handleSubmit((values) => login.mutate(values))}
        preload={resolver.preload}
        className={authStyles.stack}
      >
        <PlainTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        <PlainPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <RouterLink to={mainPaths.forgotPassword} className={`${authStyles.link} ${authStyles.forgot}`}>
          Forgot password?
        </RouterLink>
        <PlainSubmitButton pending={login.isPending} size="large">
          Sign In
        </PlainSubmitButton>
      </PlainFormBox>
      <GoogleSignInButton separator={<div className={authStyles.divider}>or</div>} />
    </AuthCard>
  );
}
