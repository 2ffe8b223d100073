import { type ProgramInput, type ProgramSummary, programInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { personName } from '../../lib/people';
import { FormActions } from '../../ui/form/FormActions';
import { FormSelectField } from '../../ui/form/FormSelectField';
import { FormTextField } from '../../ui/form/FormTextField';
import { ImagePicker } from '../../ui/ImagePicker';
import { ProgramPlans } from '../billing/ProgramPlans';
import { fetchAllTutors, fetchCategories, fileKeyOf, saveProgram, uploadProgramImages } from './programs.api';
import { slugFromTitle, TitleSlugFields } from './TitleSlugFields';
import { useSaveAndClose } from './useSaveAndClose';

const formSchema = programInput.extend({ slug: slugFromTitle(programInput.shape.slug) });

/** Create or edit a program: title, slug, summary, category, tutors (from GET /tutors) and a thumbnail. */
export function ProgramForm({ program, onDone }: { program?: ProgramSummary; onDone: () => void }) {
  const [thumbnail, setThumbnail] = useState<File[]>([]);
  const categories = useQuery({ queryKey: ['programs', 'categories', 'all'], queryFn: fetchCategories });
  const tutors = useQuery({ queryKey: ['tutors', 'all'], queryFn: fetchAllTutors });
  const form = useForm<z.input<typeof formSchema>, unknown, ProgramInput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: program?.title ?? '',
      slug: program?.slug ?? '',
      summary: program?.summary ?? '',
      categoryKey: program?.category.key ?? '',
      tutorKeys: program?.tutors.map((tutor) => tutor.key) ?? [],
      thumbnail: program?.thumbnail ? fileKeyOf(program.thumbnail) : null,
    },
  });

  const saveAndClose = useSaveAndClose(form.setError, onDone);
  const submit = form.handleSubmit((values) =>
    saveAndClose(async () => {
      const [uploaded] = await uploadProgramImages(thumbnail);
      return saveProgram({ ...values, thumbnail: uploaded ?? values.thumbnail ?? null }, program?.key);
    }),
  );

  const serverError = form.formState.errors.root?.server?.message;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.key, label: c.title }));
  const tutorOptions = (tutors.data ?? []).map((t) => ({ value: t.key, label: personName(t) }));
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TitleSlugFields control={form.control} />
      <FormTextField control={form.control} name="summary" label="Summary" multiline minRows={3} />
      <FormSelectField control={form.control} name="categoryKey" label="Category" required options={categoryOptions} />
      <FormSelectField
        control={form.control}
        name="tutorKeys"
        label="Tutors"
        options={tutorOptions}
        slotProps={{ select: { multiple: true } }}
      />
      <ImagePicker id="program-thumbnail" files={thumbnail} onChange={setThumbnail} />
      {program && <ProgramPlans programKey={program.key} />}
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        {program ? 'Save program' : 'Create program'}
      </FormActions>
    </Stack>
  );
}
