import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';

/** Where a failed call's general message is kept in a react-hook-form form. */
export const serverErrorKey = 'root.server' as const;

const fallbackMessage = 'Something went wrong. Please try again.';

/**
 * Puts a failed call's field messages (`fields`, keyed by dotted paths such as `guardian.email`) under the
 * matching inputs and its general message in `errors.root.server`. Answers the field paths it set.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string[] {
  const message = error instanceof Error && error.message ? error.message : fallbackMessage;
  const fields = isApiError(error) && error.fields ? Object.entries(error.fields) : [];
  for (const [path, fieldMessage] of fields) {
    setError(path as Path<T>, { type: 'server', message: fieldMessage });
  }
  setError(serverErrorKey, { type: 'server', message });
  return fields.map(([path]) => path);
}
