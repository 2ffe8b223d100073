import { loginInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import { FormBox } from '../../ui/form/FormBox';
import { FormPasswordField } from '../../ui/form/FormPasswordField';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { FormTextField } from '../../ui/form/FormTextField';
import { useToast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';
import { GoogleSignInButton } from './GoogleSignInButton';
import { afterSignInPath } from './nextPath';
import { storeSessionUser, useSessionState } from './useSession';

/** Sign in with email and password or Google; afterwards go to `?next=` or the person's home. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const session = useSessionState();
  const form = useForm({ resolver: zodResolver(loginInput), defaultValues: { email: '', password: '' } });
  const { control, handleSubmit, setError, formState } = form;

  const login = useMutation({
    mutationFn: authApi.login,
    onSuccess: (body) => {
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
          <Link component={RouterLink} to={mainPaths.register} sx={{ fontWeight: 700 }}>
            Create an account
          </Link>
        </>
      }
    >
      {params.get('error') === 'google' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Google sign-in did not complete. Please try again, or sign in with your email and password.
        </Alert>
      )}
      <FormBox
        label="Sign in"
        errors={formState.errors}
        onSubmit={handleSubmit((values) => login.mutate(values))}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <Link
          component={RouterLink}
          to={mainPaths.forgotPassword}
          variant="body2"
          sx={{ justifySelf: 'end', fontWeight: 600, mt: -0.5 }}
        >
          Forgot password?
        </Link>
        <FormSubmitButton pending={login.isPending} size="large">
          Sign In
        </FormSubmitButton>
      </FormBox>
      <GoogleSignInButton separator={<Divider sx={{ my: 3, color: 'text.secondary', fontSize: 14 }}>or</Divider>} />
    </AuthCard>
  );
}
