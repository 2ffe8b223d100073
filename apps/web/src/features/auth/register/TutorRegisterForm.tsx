import type { registerTutorInput } from '@chalkline/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { lazyZodResolver, PlainFormBox, PlainNewPasswordFields, PlainSubmitButton } from '../../../ui/plain/form';
import { useCountries } from '../../reference/reference.queries';
import { PersonFields } from './PersonFields';
import styles from './register.module.css';
import { useRegister } from './useRegister';

type Values = z.input<typeof registerTutorInput>;
type Output = z.output<typeof registerTutorInput>;

/** A tutor's sign-up on one page: who they are, then a password. */
export function TutorRegisterForm() {
  const countries = useCountries();
  // The schema (zod, the contracts, the phone metadata) is fetched when the form is first focused or checked.
  const resolver = useMemo(
    () =>
      lazyZodResolver<Values, Output>(() => import('./register.schemas').then((m) => m.tutorSchema(countries.data))),
    [countries.data],
  );
  const { control, handleSubmit, setError, formState } = useForm<Values, unknown, Output>({
    resolver,
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
    <PlainFormBox
      label="Tutor sign-up"
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
        Create tutor account
      </PlainSubmitButton>
    </PlainFormBox>
  );
}
