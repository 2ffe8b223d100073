import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, FormState } from 'react-hook-form';
import { FormServerError } from './FormServerError';

interface FormBoxProps<T extends FieldValues> {
  /** The form's accessible name ("Sign in"), which tests and journeys find it by. */
  label: string;
  /** The form's errors, for the general message of the last failed submit. */
  errors: FormState<T>['errors'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A named form that leaves checking to its schema (`noValidate`) with the last failed submit's general
 * message above it. The message stays outside the form so it never takes a cell of a grid layout.
 */
export function FormBox<T extends FieldValues>({ label, errors, onSubmit, sx, children }: FormBoxProps<T>) {
  return (
    <>
      <FormServerError errors={errors} />
      <Box component="form" noValidate aria-label={label} onSubmit={onSubmit} sx={sx}>
        {children}
      </Box>
    </>
  );
}
