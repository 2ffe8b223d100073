import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { phoneHelp, relationshipOptions } from './options';

/** What the guardian's fields need of a text field component (MUI's `FormTextField` or `PlainTextField`). */
interface KitFieldProps<T extends FieldValues, TT> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
}

/** The field components the guardian's fields are drawn with: the MUI ones (admin) or the plain ones (sign-up). */
export interface FieldKit {
  TextField: <T extends FieldValues, TT = T>(props: KitFieldProps<T, TT> & { type?: string }) => ReactNode;
  SelectField: <T extends FieldValues, TT = T>(
    props: KitFieldProps<T, TT> & { options: readonly { value: string; label: string }[] },
  ) => ReactNode;
}

/**
 * A student's parent or guardian (platform spec 3, Guardian), bound to the form's `guardian.*` fields, drawn with
 * the given field kit: one list of fields for the admin's MUI form and the MUI-free sign-up. A fragment, so the
 * fields take the caller's grid.
 */
export function GuardianFieldList<T extends FieldValues, TT = T>({
  control,
  kit: { TextField, SelectField },
}: {
  control: Control<T, unknown, TT>;
  kit: FieldKit;
}) {
  const name = (field: string) => `guardian.${field}` as FieldPath<T>;
  return (
    <>
      <TextField control={control} name={name('names')} label="Guardian's full names" required />
      <SelectField
        control={control}
        name={name('relationship')}
        label="Relationship to the student"
        options={relationshipOptions}
        required
      />
      <TextField control={control} name={name('email')} label="Guardian's email" type="email" required />
      <TextField
        control={control}
        name={name('phone')}
        label="Guardian's phone number"
        type="tel"
        helperText={phoneHelp}
        required
      />
      <TextField control={control} name={name('occupation')} label="Guardian's occupation" helperText="Optional" />
    </>
  );
}
