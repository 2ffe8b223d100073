import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PlainTextField } from '../../../ui/plain/form';

/**
 * A person's title (when asked), first, last and other names, bound to the form's `title`, `firstName`,
 * `lastName` and `otherNames` fields: `ui/form/NameFields` for the sign-up, without MUI. A fragment, so the
 * fields take their places in the caller's grid.
 */
export function PlainNameFields<T extends FieldValues, TT = T>({
  control,
  withTitle = false,
}: {
  control: Control<T, unknown, TT>;
  /** Adults may give a title (Mr, Dr …); the student form leaves it out. */
  withTitle?: boolean;
}) {
  const name = (field: string) => field as FieldPath<T>;
  return (
    <>
      {withTitle && (
        <PlainTextField
          control={control}
          name={name('title')}
          label="Title"
          placeholder="e.g. Mr, Mrs, Dr"
          autoComplete="honorific-prefix"
          helperText="Optional"
        />
      )}
      <PlainTextField
        control={control}
        name={name('firstName')}
        label="First name"
        autoComplete="given-name"
        required
      />
      <PlainTextField control={control} name={name('lastName')} label="Last name" autoComplete="family-name" required />
      <PlainTextField
        control={control}
        name={name('otherNames')}
        label="Other names"
        autoComplete="additional-name"
        helperText="Optional"
      />
    </>
  );
}
