import type { FormEventHandler, ReactNode } from 'react';
import { type FieldValues, type FormState, get } from 'react-hook-form';
import { serverErrorKey } from '../../../lib/form';
import { type ButtonLook, PlainButton } from '../Button';
import { PlainAlert } from '../PlainAlert';
import styles from './PlainForm.module.css';

/** The general message of the last failed submit (see `applyServerErrors`), if any. */
export function PlainServerError<T extends FieldValues>({ errors }: { errors: FormState<T>['errors'] }) {
  const message: unknown = get(errors, `${serverErrorKey}.message`);
  if (typeof message !== 'string' || !message) return null;
  return (
    <PlainAlert severity="error" className={styles.serverError}>
      {message}
    </PlainAlert>
  );
}

interface PlainFormBoxProps<T extends FieldValues> {
  /** The form's accessible name ("Sign in"), which tests and journeys find it by. */
  label: string;
  errors: FormState<T>['errors'];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called when the form first takes focus: a lazy resolver's `preload`. */
  preload?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A named form that leaves checking to its schema (`noValidate`), with the last failed submit's general message
 * above it (outside the form, so it never takes a cell of a grid layout). As `ui/form/FormBox`, without MUI.
 */
export function PlainFormBox<T extends FieldValues>({
  label,
  errors,
  onSubmit,
  preload,
  className,
  children,
}: PlainFormBoxProps<T>) {
  return (
    <>
      <PlainServerError errors={errors} />
      <form noValidate aria-label={label} onSubmit={onSubmit} onFocus={preload} className={className}>
        {children}
      </form>
    </>
  );
}

/** MUI's CircularProgress in a button: a spinning ring in the text colour. */
export const PlainSpinner = () => <span className={styles.spinner} role="progressbar" aria-label="Working" />;

/** A form's contained submit button that shows the submit is under way (disabled, a spinner before its text). */
export function PlainSubmitButton({
  pending,
  disabled = false,
  variant = 'contained',
  children,
  ...look
}: ButtonLook & { pending: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <PlainButton
      {...look}
      type="submit"
      variant={variant}
      disabled={pending || disabled}
      startIcon={pending ? <PlainSpinner /> : undefined}
    >
      {children}
    </PlainButton>
  );
}
