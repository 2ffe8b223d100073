import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormSubmitButton } from './FormSubmitButton';

interface FormActionsProps {
  /** While the submit is under way both buttons wait, so a dialog is not closed halfway through a save. */
  pending: boolean;
  onCancel: () => void;
  /** The submit button's text, e.g. "Create admin". */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A dialog form's closing row, on the right: Cancel, then the submit button. */
export function FormActions({ pending, onCancel, children, sx = [] }: FormActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={[{ justifyContent: 'flex-end' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <FormSubmitButton pending={pending}>{children}</FormSubmitButton>
    </Stack>
  );
}
