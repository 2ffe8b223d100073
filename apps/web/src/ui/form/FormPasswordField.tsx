import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface FormPasswordFieldProps<T extends FieldValues, TT = T> {
  control: Control<T, unknown, TT>;
  name: FieldPath<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the live strength meter below the field. */
  showStrength?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/** A password field with a show/hide toggle, bound to a react-hook-form field. */
export function FormPasswordField<T extends FieldValues, TT = T>({
  control,
  name,
  label,
  autoComplete,
  showStrength = false,
  required = false,
  disabled = false,
}: FormPasswordFieldProps<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  const [visible, setVisible] = useState(false);
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <div>
      <TextField
        type={visible ? 'text' : 'password'}
        label={label}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        required={required}
        disabled={disabled}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={visible ? 'Hide characters' : 'Show characters'}
                  aria-pressed={visible}
                  onClick={() => setVisible((current) => !current)}
                  edge="end"
                  size="small"
                >
                  {visible ? <VisibilityOffRounded fontSize="small" /> : <VisibilityRounded fontSize="small" />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {showStrength && <PasswordStrengthMeter password={value} />}
    </div>
  );
}
