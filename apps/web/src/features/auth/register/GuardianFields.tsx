import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { phoneHelp, relationshipOptions } from './options';

/**
 * A student's parent or guardian (platform spec 3, Guardian), bound to the form's `guardian.*` fields: the
 * student's own registration and the admin's student form. A fragment, so the fields take the caller's grid.
 */
export function GuardianFields<T extends FieldValues, TT = T>({ control }: { control: Control<T, unknown, TT> }) {
  const name = (field: string) => `guardian.${field}` as FieldPath<T>;
  return (
    <>
      <FormTextField control={control} name={name('names')} label="Guardian's full names" required />
      <FormSelectField
        control={control}
        name={name('relationship')}
        label="Relationship to the student"
        options={relationshipOptions}
        required
      />
      <FormTextField control={control} name={name('email')} label="Guardian's email" type="email" required />
      <FormTextField
        control={control}
        name={name('phone')}
        label="Guardian's phone number"
        type="tel"
        helperText={phoneHelp}
        required
      />
      <FormTextField control={control} name={name('occupation')} label="Guardian's occupation" helperText="Optional" />
    </>
  );
}
