import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PlainSelectField, PlainTextField } from '../../../ui/plain/form';
import { genderOptions, phoneHelp } from './options';
import { PlainCountryStateField } from './PlainCountryStateField';
import { PlainNameFields } from './PlainNameFields';
import styles from './register.module.css';

interface PersonFieldsProps<T extends FieldValues, TT = T> {
  control: Control<T, unknown, TT>;
  /** Adults may give a title (Mr, Dr …); the student form leaves it out. */
  withTitle?: boolean;
}

/** Names, gender, email, phone and address: the fields every new account has (sign-up only, MUI-free). */
export function PersonFields<T extends FieldValues, TT = T>({ control, withTitle = false }: PersonFieldsProps<T, TT>) {
  const name = (field: string) => field as FieldPath<T>;
  return (
    <div className={styles.grid}>
      <PlainNameFields control={control} withTitle={withTitle} />
      <PlainSelectField control={control} name={name('gender')} label="Gender" options={genderOptions} required />
      <PlainTextField
        control={control}
        name={name('phone')}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        helperText={phoneHelp}
        required
      />
      <PlainTextField
        control={control}
        name={name('email')}
        label="Email"
        type="email"
        autoComplete="email"
        required
        className={withTitle ? styles.full : undefined}
      />
      <div className={styles.full}>
        <PlainCountryStateField control={control} required />
      </div>
    </div>
  );
}
