import type { ResetPasswordInput } from '@chalkline/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import { PageLoader } from '../../ui/PageLoader';
import { PlainLinkButton } from '../../ui/plain';
import {
  lazyZodResolver,
  PlainAlert,
  PlainFormBox,
  PlainNewPasswordFields,
  PlainSubmitButton,
} from '../../ui/plain/form';
import { useToast } from '../../ui/toast';
import { AuthCard, authStyles } from './AuthCard';
import { authApi } from './auth.api';

const resolver = lazyZodResolver<ResetPasswordInput>(() => import('./auth.schemas').then((m) => m.resetPasswordInput));

const incompleteLink = 'This reset link is incomplete. Please open the link from the email again.';

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: authApi.resetPassword,
    onSuccess: (body) => {
      toast.success(body.message);
      navigate(mainPaths.login, { replace: true });
    },
    onError: (error) => applyServerErrors(error, setError),
  });

  return (
    <PlainFormBox
      label="Set a new password"
      errors={formState.errors}
      onSubmit={handleSubmit((values) => reset.mutate(values))}
      preload={resolver.preload}
      className={authStyles.stack}
    >
      <PlainNewPasswordFields control={control} label="New password" />
      <PlainSubmitButton pending={reset.isPending} size="large">
        Set new password
      </PlainSubmitButton>
    </PlainFormBox>
  );
}

/** The emailed link's page: checks the token, then takes the new password and sends the person to sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['auth', 'password-reset', token],
    queryFn: () => authApi.verifyPasswordReset(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  let content: ReactNode;
  if (!token) content = <PlainAlert severity="error">{incompleteLink}</PlainAlert>;
  else if (check.isPending) content = <PageLoader />;
  else if (check.isError)
    content = (
      <PlainAlert
        severity="error"
        action={
          <PlainLinkButton to={mainPaths.forgotPassword} color="inherit">
            New link
          </PlainLinkButton>
        }
      >
        {check.error.message}
      </PlainAlert>
    );
  else content = <NewPasswordForm token={token} />;

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a strong password you have not used here before."
      footer={
        <RouterLink to={mainPaths.login} className={authStyles.link}>
          Back to sign in
        </RouterLink>
      }
    >
      {content}
    </AuthCard>
  );
}
