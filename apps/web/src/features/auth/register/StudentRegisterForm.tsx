import type { registerStudentInput } from '@chalkline/contracts';
import { useMemo, useState } from 'react';
import { type FieldErrors, type FieldPath, get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import {
  lazyZodResolver,
  PlainNewPasswordFields,
  PlainSelectField,
  PlainServerError,
  PlainTextField,
} from '../../../ui/plain/form';
import { useCountries } from '../../reference/reference.queries';
import { type FieldKit, GuardianFieldList } from './GuardianFieldList';
import { ageOptions, gradeOptions } from './options';
import { PersonFields } from './PersonFields';
import { PlainStepFrame } from './PlainStepFrame';
import styles from './register.module.css';
import { useRegister } from './useRegister';

type Values = z.input<typeof registerStudentInput>;
type Output = z.output<typeof registerStudentInput>;

const plainKit: FieldKit = { TextField: PlainTextField, SelectField: PlainSelectField };

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
  // The schema (zod, the contracts, the phone metadata) is fetched when the form is first focused or checked.
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, Output>(() => import('./register.schemas').then((m) => m.studentSchema(countries.data))),
    [countries.data],
  );
  const { control, handleSubmit, trigger, setError, formState } = useForm<Values, unknown, Output>({
    resolver,
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
    <PlainStepFrame
      step={step}
      stepCount={studentSteps.length}
      subtitle={studentSteps[step]?.title}
      loading={register.isPending}
      submitText="Create account"
      preload={resolver.preload}
      onBack={() => setStep((current) => Math.max(0, current - 1))}
      onNext={handleNext}
      onSubmit={handleFinish}
    >
      <PlainServerError errors={formState.errors} />
      {step === 0 && <PersonFields control={control} />}
      {step === 1 && (
        <div className={styles.grid}>
          <p className={styles.lead}>We keep a parent or guardian informed about classes and progress.</p>
          <GuardianFieldList control={control} kit={plainKit} />
        </div>
      )}
      {step === 2 && (
        <div className={styles.grid}>
          <PlainSelectField control={control} name="age" label="Age range" options={ageOptions} required />
          <PlainSelectField control={control} name="class" label="Class" options={gradeOptions} required />
          <PlainTextField
            control={control}
            name="school"
            label="School"
            helperText="Optional"
            className={styles.full}
          />
        </div>
      )}
      {step === 3 && <PlainNewPasswordFields control={control} />}
    </PlainStepFrame>
  );
}
