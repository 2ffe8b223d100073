import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../ui/form/FormTextField';

/** A slug schema for a form: an empty slug means "make it from the title", so none is sent. */
export const slugFromTitle = <S extends z.ZodType>(slug: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), slug);

/** The title (focused first) and the optional slug of a program or a category. */
export function TitleSlugFields<T extends FieldValues, TT = T>({ control }: { control: Control<T, unknown, TT> }) {
  return (
    <>
      <FormTextField control={control} name={'title' as FieldPath<T>} label="Title" required autoFocus />
      <FormTextField
        control={control}
        name={'slug' as FieldPath<T>}
        label="Slug"
        helperText="Left empty, it is made from the title"
      />
    </>
  );
}
