import { type CareerApplicationInput, careerApplicationInput, messages, platform } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { FormSubmitButton } from '../../../ui/form/FormSubmitButton';
import { FormTextField } from '../../../ui/form/FormTextField';
import { sendCareerApplication, uploadCv } from '../website.api';
import { Honeypot } from './Honeypot';

/** Document types a CV may be (documents only, ADR 0041). */
export const cvAccept = '.pdf,.doc,.docx,.odt,.rtf,.txt,application/pdf';
const cvExtensions = /\.(pdf|docx?|odt|rtf|txt)$/i;

/** Why a chosen file cannot be the CV (spec 5.2 messages), or null. */
export function cvProblem(file: File): string | null {
  if (!cvExtensions.test(file.name)) return messages.uploadWrongType;
  if (file.size > platform.maxNonImageUploadBytes) return messages.uploadTooLarge;
  return null;
}

const empty: CareerApplicationInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  coverLetter: '',
  cv: 'pending',
  website: '',
};

/** A job application with its CV (a document of at most 10 MB), for the careers inbox. */
export function CareerApplicationForm() {
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof careerApplicationInput>, unknown, z.output<typeof careerApplicationInput>>({
    resolver: zodResolver(careerApplicationInput),
    defaultValues: empty,
  });

  const handleFile = (file: File | undefined) => {
    setCv(file ?? null);
    setCvError(file ? cvProblem(file) : null);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!cv) return setCvError('Please attach your CV');
    if (cvError) return;
    try {
      const key = await uploadCv(cv);
      const res = await sendCareerApplication({ ...values, cv: key });
      setSent(res.message);
      setCv(null);
      form.reset(empty);
    } catch (error) {
      const fields = applyServerErrors(error, form.setError);
      if (fields.includes('cv')) setCvError(form.getFieldState('cv').error?.message ?? null);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label="Career application"
      sx={{ position: 'relative' }}
    >
      {sent && <Alert severity="success">{sent}</Alert>}
      {serverError && !sent && <Alert severity="error">{serverError}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="firstName" label="First name" required fullWidth />
        <FormTextField control={form.control} name="lastName" label="Last name" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="email" label="Email address" type="email" required fullWidth />
        <FormTextField control={form.control} name="phone" label="Phone (optional)" fullWidth />
      </Stack>
      <FormTextField control={form.control} name="position" label="Role you are applying for" required fullWidth />
      <FormTextField
        control={form.control}
        name="coverLetter"
        label="Tell us about yourself (optional)"
        multiline
        minRows={4}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileRounded />}>
          {cv ? 'Change CV' : 'Attach your CV'}
          <input
            hidden
            type="file"
            name="cv"
            accept={cvAccept}
            aria-label="CV"
            onChange={(event) => handleFile(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {cv ? cv.name : 'PDF or Word document, at most 10 MB'}
        </Typography>
      </Stack>
      {cvError && <FormHelperText error>{cvError}</FormHelperText>}
      <Honeypot register={form.register('website')} />
      <FormSubmitButton pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Send application
      </FormSubmitButton>
    </Stack>
  );
}
