import { registerTutorInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormServerError } from '../../../ui/form/FormServerError';
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
    <Box
      component="form"
      noValidate
      aria-label="Tutor sign-up"
      onSubmit={handleSubmit((values) => register.mutate(values))}
      sx={{ width: '100%', maxWidth: 700, mx: 'auto' }}
    >
      <FormServerError errors={formState.errors} />
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 2 }}>
        About you
      </Typography>
      <PersonFields control={control} withTitle />
      <Typography variant="subtitle1" sx={{ fontWeight: 700, mt: 4, mb: 2 }}>
        Password
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <FormPasswordField
          control={control}
          name="password"
          label="Password"
          autoComplete="new-password"
          showStrength
          required
        />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          required
        />
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={register.isPending}
        startIcon={register.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 4 }}
      >
        Create tutor account
      </Button>
    </Box>
  );
}
