import { resetPasswordInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import { FormBox } from '../../ui/form/FormBox';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { NewPasswordFields } from '../../ui/form/NewPasswordFields';
import { PageLoader } from '../../ui/PageLoader';
import { useToast } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';

const incompleteLink = 'This reset link is incomplete. Please open the link from the email again.';

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordInput),
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
    <FormBox
      label="Set a new password"
      errors={formState.errors}
      onSubmit={handleSubmit((values) => reset.mutate(values))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <NewPasswordFields control={control} label="New password" />
      <FormSubmitButton pending={reset.isPending} size="large">
        Set new password
      </FormSubmitButton>
    </FormBox>
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
  if (!token) content = <Alert severity="error">{incompleteLink}</Alert>;
  else if (check.isPending) content = <PageLoader />;
  else if (check.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={mainPaths.forgotPassword} color="inherit" size="small">
            New link
          </Button>
        }
      >
        {check.error.message}
      </Alert>
    );
  else content = <NewPasswordForm token={token} />;

  return (
    <AuthCard
      title="Set a new password"
      subtitle="Choose a strong password you have not used here before."
      footer={
        <Link component={RouterLink} to={mainPaths.login} sx={{ fontWeight: 700 }}>
          Back to sign in
        </Link>
      }
    >
      {content}
    </AuthCard>
  );
}
