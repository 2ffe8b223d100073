import { resetAccountPasswordInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { FormBox } from '../../../ui/form/FormBox';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormSubmitButton } from '../../../ui/form/FormSubmitButton';
import { NewPasswordFields } from '../../../ui/form/NewPasswordFields';
import { SectionCard } from '../../../ui/SectionCard';
import { useToast } from '../../../ui/toast';
import { authApi } from '../../auth/auth.api';
import { requireMatchingPasswords } from '../../auth/passwordRules';
import { sessionsKey } from './SignedInBrowsers';

const schema = requireMatchingPasswords(resetAccountPasswordInput);
const empty = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password; the server signs every other browser out and keeps this one signed in. */
export function ChangePasswordForm() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const change = useMutation({
    mutationFn: authApi.changePassword,
    onSuccess: (body) => {
      toast.success(body.message);
      reset(empty);
      void queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    onError: (error) => applyServerErrors(error, setError),
  });

  return (
    <SectionCard title="Change password" description="Changing it signs you out on every other browser.">
      <FormBox
        label="Change password"
        errors={formState.errors}
        onSubmit={handleSubmit((values) => change.mutate(values))}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        <FormPasswordField
          control={control}
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields control={control} label="New password" />
        <Box>
          <FormSubmitButton pending={change.isPending}>Change password</FormSubmitButton>
        </Box>
      </FormBox>
    </SectionCard>
  );
}
