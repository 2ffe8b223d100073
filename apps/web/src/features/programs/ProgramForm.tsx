import { type ProgramInput, type ProgramSummary, programInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/form';
import { FormSelectField } from '../../ui/form/FormSelectField';
import { FormTextField } from '../../ui/form/FormTextField';
import { ImagePicker } from '../../ui/ImagePicker';
import { useToast } from '../../ui/toast';
import { personName } from '../schedules/schedules.api';
import { fetchAllTutors, fetchCategories, saveProgram, uploadProgramImages } from './programs.api';

/** The form's schema: an empty slug means "make it from the title". */
const formSchema = programInput.extend({
  slug: z.preprocess((value) => (value === '' ? undefined : value), programInput.shape.slug),
});

/** Create or edit a program: title, slug, summary, category, tutors (from GET /tutors) and a thumbnail. */
export function ProgramForm({ program, onDone }: { program?: ProgramSummary; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
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
      thumbnail: program?.thumbnail ?? null,
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const [uploaded] = await uploadProgramImages(thumbnail);
      const input = { ...values, thumbnail: uploaded ?? values.thumbnail ?? null };
      const answer = await saveProgram(input, program?.key);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['programs'] });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.key, label: c.title }));
  const tutorOptions = (tutors.data ?? []).map((t) => ({ value: t.key, label: personName(t) }));
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <FormTextField control={form.control} name="title" label="Title" required autoFocus />
      <FormTextField
        control={form.control}
        name="slug"
        label="Slug"
        helperText="Left empty, it is made from the title"
      />
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
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {program ? 'Save program' : 'Create program'}
        </Button>
      </Stack>
    </Stack>
  );
}
