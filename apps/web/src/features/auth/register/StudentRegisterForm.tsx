import { registerStudentInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type FieldErrors, type FieldPath, get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormServerError } from '../../../ui/form/FormServerError';
import { FormTextField } from '../../../ui/form/FormTextField';
import { NewPasswordFields } from '../../../ui/form/NewPasswordFields';
import { MultiStepFrame } from '../../../ui/MultiStepFrame';
import { requireListedState } from '../../reference/FormCountryStateField';
import { useCountries } from '../../reference/reference.queries';
import { requireMatchingPasswords } from '../passwordRules';
import { GuardianFields } from './GuardianFields';
import { ageOptions, gradeOptions } from './options';
import { PersonFields } from './PersonFields';
import { useRegister } from './useRegister';

type Values = z.input<typeof registerStudentInput>;

/** The steps of the student form and the fields each one checks before moving on. */
export const studentSteps: readonly { title: string; fields: readonly FieldPath<Values>[] }[] = [
  {
    title: 'Account details',
    fields: ['firstName', 'lastName', 'otherNames', 'gender', 'email', 'phone', 'country', 'state'],
  },
  {
    title: 'Parent or guardian',
    fields: ['guardian.names', 'guardian.email', 'guardian.phone', 'guardian.occupation', 'guardian.relationship'],
  },
  { title: 'School & class', fields: ['age', 'class', 'school'] },
  { title: 'Password', fields: ['password', 'confirmPassword'] },
];

const stepOf = (paths: readonly string[]): number => {
  const steps = paths.map((path) => studentSteps.findIndex((step) => step.fields.some((f) => path === f)));
  const found = steps.filter((index) => index >= 0);
  return found.length ? Math.min(...found) : -1;
};

const failedPaths = (errors: FieldErrors<Values>): string[] =>
  studentSteps.flatMap((step) => step.fields).filter((path) => get(errors, path));

/** A student's (or their parent's) sign-up in four steps: account, guardian, school and class, password. */
export function StudentRegisterForm() {
  const [step, setStep] = useState(0);
  const countries = useCountries();
  const schema = useMemo(
    () => requireMatchingPasswords(requireListedState(registerStudentInput, countries.data)),
    [countries.data],
  );
  const { control, handleSubmit, trigger, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      role: 'STUDENT',
      firstName: '',
      lastName: '',
      otherNames: '',
      email: '',
      phone: '',
      school: '',
      guardian: { names: '', email: '', phone: '', occupation: '', relationship: '' },
      password: '',
      confirmPassword: '',
    },
  });
  const register = useRegister((error) => {
    const back = stepOf(applyServerErrors(error, setError));
    if (back >= 0) setStep(back);
  });

  const handleNext = async () => {
    const fields = studentSteps[step]?.fields ?? [];
    if (await trigger([...fields], { shouldFocus: true })) setStep((current) => current + 1);
  };

  const handleFinish = handleSubmit(
    (values) => register.mutate(values),
    (errors) => {
      const back = stepOf(failedPaths(errors));
      if (back >= 0) setStep(back);
    },
  );

  return (
    <MultiStepFrame
      step={step}
      stepCount={studentSteps.length}
      subtitle={studentSteps[step]?.title}
      loading={register.isPending}
      submitText="Create account"
      onBack={() => setStep((current) => Math.max(0, current - 1))}
      onNext={handleNext}
      onSubmit={handleFinish}
    >
      <FormServerError errors={formState.errors} />
      {step === 0 && <PersonFields control={control} />}
      {step === 1 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Typography color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
            We keep a parent or guardian informed about classes and progress.
          </Typography>
          <GuardianFields control={control} />
        </Box>
      )}
      {step === 2 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField control={control} name="age" label="Age range" options={ageOptions} required />
          <FormSelectField control={control} name="class" label="Class" options={gradeOptions} required />
          <FormTextField
            control={control}
            name="school"
            label="School"
            helperText="Optional"
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      )}
      {step === 3 && <NewPasswordFields control={control} />}
    </MultiStepFrame>
  );
}
