import { forgotPasswordInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { applyServerErrors } from '../../lib/form';
import { mainPaths } from '../../lib/paths';
import { FormBox } from '../../ui/form/FormBox';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { FormTextField } from '../../ui/form/FormTextField';
import { AuthCard } from './AuthCard';
import { authApi } from './auth.api';

/** Asks for a password-reset link; the server answers the same text whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(forgotPasswordInput),
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
          <Link component={RouterLink} to={mainPaths.login} sx={{ fontWeight: 700 }}>
            Back to sign in
          </Link>
        </>
      }
    >
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {request.data.message}
        </Alert>
      ) : (
        <FormBox
          label="Forgot password"
          errors={formState.errors}
          onSubmit={handleSubmit((values) => request.mutate(values.email))}
          sx={{ display: 'grid', gap: 2 }}
        >
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required />
          <FormSubmitButton pending={request.isPending} size="large">
            Send reset link
          </FormSubmitButton>
        </FormBox>
      )}
    </AuthCard>
  );
}
