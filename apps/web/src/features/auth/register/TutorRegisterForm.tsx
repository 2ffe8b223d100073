import type { registerGuardianInput, registerTutorInput } from '@chalkline/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { lazyZodResolver, PlainFormBox, PlainNewPasswordFields, PlainSubmitButton } from '../../../ui/plain/form';
import { useCountries } from '../../reference/reference.queries';
import { PersonFields } from './PersonFields';
import styles from './register.module.css';
import { useRegister } from './useRegister';

type Values = z.input<typeof registerTutorInput> | z.input<typeof registerGuardianInput>;
type Output = z.output<typeof registerTutorInput> | z.output<typeof registerGuardianInput>;

const words = {
  TUTOR: { label: 'Tutor sign-up', submit: 'Create tutor account', schema: 'tutorSchema' },
  GUARDIAN: { label: 'Parent or guardian sign-up', submit: 'Create parent account', schema: 'guardianSchema' },
} as const;

/**
 * A tutor's sign-up on one page: who they are, then a password. A parent or guardian (ADR 0079, 0085) signs up with
 * the same fields and lands on My children, which explains pairing codes.
 */
export function TutorRegisterForm({ role = 'TUTOR' }: { role?: 'TUTOR' | 'GUARDIAN' }) {
  const countries = useCountries();
  // The schema (zod, the contracts, the phone metadata) is fetched when the form is first focused or checked.
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, Output>(() =>
        import('./register.schemas').then((m) => m[words[role].schema](countries.data)),
      ),
    [countries.data, role],
  );
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      role,
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
    <PlainFormBox
      label={words[role].label}
      errors={formState.errors}
      onSubmit={handleSubmit((values) => register.mutate(values))}
      preload={resolver.preload}
      className={styles.form}
    >
      {/* MUI's subtitle1 is an h6, as before. */}
      <h6 className={styles.heading}>About you</h6>
      <PersonFields control={control} withTitle />
      <h6 className={`${styles.heading} ${styles.headingLater}`}>Password</h6>
      <PlainNewPasswordFields control={control} sideBySide />
      <PlainSubmitButton pending={register.isPending} size="large" fullWidth className={styles.submit}>
        {words[role].submit}
      </PlainSubmitButton>
    </PlainFormBox>
  );
}
