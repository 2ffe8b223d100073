import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './FormTextField';

interface NameFieldsProps<T extends FieldValues, TT = T> {
  control: Control<T, unknown, TT>;
  /** Adults may give a title (Mr, Dr …); the student forms leave it out. */
  withTitle?: boolean;
  /**
   * The person types their own name, so the browser may fill it in; off when an admin names someone else.
   */
  own?: boolean;
}

/**
 * A person's title, first, last and other names, bound to the form's `title`, `firstName`, `lastName` and
 * `otherNames` fields. A fragment, so the fields take their places in the caller's grid.
 */
export function NameFields<T extends FieldValues, TT = T>({
  control,
  withTitle = false,
  own = true,
}: NameFieldsProps<T, TT>) {
  const name = (field: string) => field as FieldPath<T>;
  const autoComplete = (token: string) => (own ? token : undefined);
  return (
    <>
      {withTitle && (
        <FormTextField
          control={control}
          name={name('title')}
          label="Title"
          placeholder="e.g. Mr, Mrs, Dr"
          autoComplete={autoComplete('honorific-prefix')}
          helperText="Optional"
        />
      )}
      <FormTextField
        control={control}
        name={name('firstName')}
        label="First name"
        autoComplete={autoComplete('given-name')}
        required
      />
      <FormTextField
        control={control}
        name={name('lastName')}
        label="Last name"
        autoComplete={autoComplete('family-name')}
        required
      />
      <FormTextField
        control={control}
        name={name('otherNames')}
        label="Other names"
        autoComplete={autoComplete('additional-name')}
        helperText="Optional"
      />
    </>
  );
}
