import Alert from '@mui/material/Alert';
import { type FieldValues, type FormState, get } from 'react-hook-form';
import { serverErrorKey } from '../../lib/form';

/** The general message of the last failed submit (see `applyServerErrors`), if any. */
export function FormServerError<T extends FieldValues>({ errors }: { errors: FormState<T>['errors'] }) {
  const message: unknown = get(errors, `${serverErrorKey}.message`);
  if (typeof message !== 'string' || !message) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
