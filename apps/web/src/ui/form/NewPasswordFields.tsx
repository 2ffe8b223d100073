import Box from '@mui/material/Box';
import type { Control, FieldPath } from 'react-hook-form';
import { FormPasswordField } from './FormPasswordField';

/** The form values a new password needs: the password and its repetition. */
export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFieldsProps<T extends NewPasswordValues, TT = T> {
  control: Control<T, unknown, TT>;
  /** "Password" or "New password"; the second field is labelled "Confirm " + this label in lower case. */
  label?: string;
  /** Side by side from the small breakpoint up instead of one under the other. */
  sideBySide?: boolean;
}

/**
 * A new password with its live strength meter, then its confirmation, bound to the form's `password` and
 * `confirmPassword` fields (the schema checks they match, see `requireMatchingPasswords`).
 */
export function NewPasswordFields<T extends NewPasswordValues, TT = T>({
  control,
  label = 'Password',
  sideBySide = false,
}: NewPasswordFieldsProps<T, TT>) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        ...(sideBySide && { gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }),
      }}
    >
      <FormPasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label={label}
        autoComplete="new-password"
        showStrength
        required
      />
      <FormPasswordField
        control={control}
        name={'confirmPassword' as FieldPath<T>}
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
      />
    </Box>
  );
}
