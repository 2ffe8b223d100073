import { registerTutorInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { FormBox } from '../../../ui/form/FormBox';
import { FormSubmitButton } from '../../../ui/form/FormSubmitButton';
import { NewPasswordFields } from '../../../ui/form/NewPasswordFields';
import { requireListedState } from '../../reference/FormCountryStateField';
import { useCountries } from '../../reference/reference.queries';
import { requireMatchingPasswords } from '../passwordRules';
import { PersonFields } from './PersonFields';
import { useRegister } from './useRegister';

/** A tutor's sign-up on one page: who they are, then a password. */
export function TutorRegisterForm() {
  const countries = useCountries();
  const schema = useMemo(
    () => requireMatchingPasswords(requireListedState(registerTutorInput, countries.data)),
    [countries.data],
  );
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      role: 'TUTOR',
      title: '',
      firstName: '',
      lastName: '',
      otherNames: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
  });
  const register = useRegister((error) => applyServerErrors(error, setError));

  return (
    <FormBox
      label="Tutor sign-up"
      errors={formState.errors}
      onSubmit={handleSubmit((values) => register.mutate(values))}
      sx={{ width: '100%', maxWidth: 700, mx: 'auto' }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        About you
      </Typography>
      <PersonFields control={control} withTitle />
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 4, mb: 2 }}>
        Password
      </Typography>
      <NewPasswordFields control={control} sideBySide />
      <FormSubmitButton pending={register.isPending} size="large" fullWidth sx={{ mt: 4 }}>
        Create tutor account
      </FormSubmitButton>
    </FormBox>
  );
}
