import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: string;
}

/** A select bound to a react-hook-form field. */
export function FormSelectField<T extends FieldValues, TT = T>({
  options,
  ...props
}: FormTextFieldProps<T, TT> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
