import { type CategoryInput, type CategorySummary, categoryInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../ui/form/FormActions';
import { ImagePicker } from '../../ui/ImagePicker';
import { fileKeyOf, fileUrl, saveCategory, uploadProgramImages } from './programs.api';
import { slugFromTitle, TitleSlugFields } from './TitleSlugFields';
import { useSaveAndClose } from './useSaveAndClose';

const formSchema = categoryInput.extend({ slug: slugFromTitle(categoryInput.shape.slug) });

/** Create or edit a program category: title, optional slug and images uploaded to the programs folder. */
export function CategoryForm({ category, onDone }: { category?: CategorySummary; onDone: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<string[]>(category?.images.map(fileKeyOf) ?? []);
  const form = useForm<z.input<typeof formSchema>, unknown, CategoryInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: category?.title ?? '', slug: category?.slug ?? '' },
  });

  const saveAndClose = useSaveAndClose(form.setError, onDone);
  const submit = form.handleSubmit((values) =>
    saveAndClose(async () => {
      const uploaded = await uploadProgramImages(files);
      return saveCategory({ ...values, images: [...kept, ...uploaded] }, category?.key);
    }),
  );

  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TitleSlugFields control={form.control} />
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
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        {category ? 'Save category' : 'Create category'}
      </FormActions>
    </Stack>
  );
}
