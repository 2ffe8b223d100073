import { type CategoryInput, type CategorySummary, categoryInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/form';
import { FormTextField } from '../../ui/form/FormTextField';
import { ImagePicker } from '../../ui/ImagePicker';
import { useToast } from '../../ui/toast';
import { fileUrl, saveCategory, uploadProgramImages } from './programs.api';

/** The form's schema: an empty slug means "make it from the title". */
const formSchema = categoryInput.extend({
  slug: z.preprocess((value) => (value === '' ? undefined : value), categoryInput.shape.slug),
});

/** Create or edit a program category: title, optional slug and images uploaded to the programs folder. */
export function CategoryForm({ category, onDone }: { category?: CategorySummary; onDone: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(category?.images ?? []);
  const form = useForm<z.input<typeof formSchema>, unknown, CategoryInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: category?.title ?? '', slug: category?.slug ?? '' },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const uploaded = await uploadProgramImages(files);
      const answer = await saveCategory({ ...values, images: [...kept, ...uploaded] }, category?.key);
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['programs'] });
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });

  const serverError = form.formState.errors.root?.server?.message;
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
      {kept.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {kept.map((key) => (
            <Chip
              key={key}
              avatar={<img src={fileUrl(key)} alt="" />}
              label="Image"
              onDelete={() => setKept((current) => current.filter((k) => k !== key))}
            />
          ))}
        </Box>
      )}
      <ImagePicker id="category-images" files={files} onChange={setFiles} multiple />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {category ? 'Save category' : 'Create category'}
        </Button>
      </Stack>
    </Stack>
  );
}
