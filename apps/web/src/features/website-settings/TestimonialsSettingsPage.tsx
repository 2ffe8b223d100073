import { type Testimonial, testimonialSchema } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../ui/form/FormActions';
import { FormTextField } from '../../ui/form/FormTextField';
import { ResponsiveTabs } from '../../ui/ResponsiveTabs';
import { TestimonialCarousel } from '../site/content/TestimonialCarousel';
import { ListEditor } from './ListEditor';
import { PhotoField } from './PhotoField';
import { SettingsPage } from './SettingsPage';
import { useSaveSetting } from './websiteSettings.api';

function TestimonialForm({
  item,
  onDone,
  pending,
  folder,
}: {
  item: Testimonial | null;
  onDone: (item: Testimonial | null) => void;
  pending: boolean;
  folder: 'general-testimonials' | 'tutor-testimonials';
}) {
  const form = useForm<z.input<typeof testimonialSchema>, unknown, Testimonial>({
    resolver: zodResolver(testimonialSchema),
    defaultValues: item ?? { names: '', occupation: '', avatar: '', rating: 5, content: '' },
  });
  const names = form.watch('names');
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onDone)} sx={{ pt: 1 }}>
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => (
          <PhotoField
            value={field.value ?? ''}
            onChange={field.onChange}
            folder={folder}
            initials={names.slice(0, 2)}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="names" label="Names" required fullWidth />
        <FormTextField control={form.control} name="occupation" label="Occupation" fullWidth />
      </Stack>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <Box>
            <FormLabel id="rating-label">Rating</FormLabel>
            <Rating
              aria-labelledby="rating-label"
              precision={0.5}
              value={field.value}
              onChange={(_e, value) => field.onChange(value ?? 0.5)}
              sx={{ display: 'flex' }}
            />
            {fieldState.error && (
              <Typography color="error" variant="caption">
                {fieldState.error.message}
              </Typography>
            )}
          </Box>
        )}
      />
      <FormTextField
        control={form.control}
        name="content"
        label="Testimonial"
        required
        multiline
        minRows={4}
        fullWidth
      />
      <FormActions pending={pending} onCancel={() => onDone(null)}>
        Save testimonial
      </FormActions>
    </Stack>
  );
}

function TestimonialList({
  settingKey,
  items,
}: {
  settingKey: 'GENERAL_TESTIMONIALS' | 'TUTORS_TESTIMONIALS';
  items: Testimonial[];
}) {
  const save = useSaveSetting(settingKey);
  const folder = settingKey === 'GENERAL_TESTIMONIALS' ? 'general-testimonials' : 'tutor-testimonials';
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
      <ListEditor
        items={items}
        noun="testimonial"
        summary={(t) => ({ primary: `${t.names} · ${t.rating}★`, secondary: t.content })}
        onSave={(list) => save.mutateAsync(list)}
        pending={save.isPending}
        form={(props) => <TestimonialForm {...props} folder={folder} />}
      />
      {items.length > 0 && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <TestimonialCarousel testimonials={items} inAdmin label="Preview" />
        </Box>
      )}
    </Box>
  );
}

/** Website Settings › Testimonials: the general (home, about) and tutors (PediaTutors) testimonials. */
export function TestimonialsSettingsPage() {
  return (
    <SettingsPage title="Testimonials" keys={['GENERAL_TESTIMONIALS', 'TUTORS_TESTIMONIALS'] as const}>
      {(values) => (
        <ResponsiveTabs
          ariaLabel="Testimonials"
          tabs={[
            {
              value: 'general',
              label: 'General',
              content: <TestimonialList settingKey="GENERAL_TESTIMONIALS" items={values.GENERAL_TESTIMONIALS ?? []} />,
            },
            {
              value: 'tutors',
              label: 'Tutors',
              content: <TestimonialList settingKey="TUTORS_TESTIMONIALS" items={values.TUTORS_TESTIMONIALS ?? []} />,
            },
          ]}
        />
      )}
    </SettingsPage>
  );
}
