import type { FieldPath } from 'react-hook-form';
// Type-only: the MUI twin's props, erased from the build.
import type { NewPasswordFieldsProps, NewPasswordValues } from '../../form/NewPasswordFields';
import styles from './PlainForm.module.css';
import { PlainPasswordField } from './PlainPasswordField';

/**
 * A new password with its live strength meter, then its confirmation, bound to the form's `password` and
 * `confirmPassword` fields: `ui/form/NewPasswordFields` for the MUI-free public pages (ADR 0049).
 */
export function PlainNewPasswordFields<T extends NewPasswordValues, TT = T>({
  control,
  label = 'Password',
  sideBySide = false,
}: NewPasswordFieldsProps<T, TT>) {
  return (
    <div className={sideBySide ? `${styles.pair} ${styles.sideBySide}` : styles.pair}>
      <PlainPasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        autoComplete="new-password"
        showStrength
        required
      />
      <PlainPasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
      />
    </div>
  );
}
