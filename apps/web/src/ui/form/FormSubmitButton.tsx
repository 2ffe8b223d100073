import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export type FormSubmitButtonProps = Omit<ButtonProps, 'type' | 'startIcon'> & {
  /** While the submit is under way: the button is disabled and shows a spinner before its text. */
  pending: boolean;
};

/** A form's contained submit button that shows the submit is under way. */
export function FormSubmitButton({
  pending,
  disabled = false,
  variant = 'contained',
  size = 'medium',
  children,
  ...props
}: FormSubmitButtonProps) {
  return (
    <Button
      {...props}
      type="submit"
      variant={variant}
      size={size}
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={size === 'large' ? 18 : 16} color="inherit" /> : undefined}
    >
      {children}
    </Button>
  );
}
