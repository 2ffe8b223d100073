import type { Control, FieldValues } from 'react-hook-form';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { type FieldKit, GuardianFieldList } from './GuardianFieldList';

const muiKit: FieldKit = { TextField: FormTextField, SelectField: FormSelectField };

/**
 * A student's parent or guardian (platform spec 3, Guardian), bound to the form's `guardian.*` fields, with MUI's
 * fields (the admin's student form; the sign-up draws the same list with the plain kit). A fragment, so the
 * fields take the caller's grid.
 */
export function GuardianFields<T extends FieldValues, TT = T>({ control }: { control: Control<T, unknown, TT> }) {
  return <GuardianFieldList control={control} kit={muiKit} />;
}
