import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, TT = T> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
};

/** A text field bound to a react-hook-form field; its error message shows below it. */
export function FormTextField<T extends FieldValues, TT = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
