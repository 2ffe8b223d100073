import type { Control, FieldPath } from 'react-hook-form';
import styles from './PlainForm.module.css';
import { PlainPasswordField } from './PlainPasswordField';

/** The form values a new password needs: the password and its repetition. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

interface PlainNewPasswordFieldsProps<T extends NewPasswordValues, TT = T> {
  control: Control<T, unknown, TT>;
  /** "Password" or "New password"; the second field is labelled "Confirm " + this label in lower case. */
  label?: string;
  /** Side by side from the small breakpoint up instead of one under the other. */
  sideBySide?: boolean;
}

/**
 * A new password with its live strength meter, then its confirmation, bound to the form's `password` and
 * `confirmPassword` fields: `ui/form/NewPasswordFields` for the MUI-free public pages (ADR 0049).
 */
export function PlainNewPasswordFields<T extends NewPasswordValues, TT = T>({
  control,
  label = 'Password',
  sideBySide = false,
}: PlainNewPasswordFieldsProps<T, TT>) {
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
