import { type ContactFormInput, contactFormInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { FormSubmitButton } from '../../../ui/form/FormSubmitButton';
import { FormTextField } from '../../../ui/form/FormTextField';
import { sendContactForm } from '../website.api';
import { Honeypot } from './Honeypot';

const empty: ContactFormInput = { names: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The public contact form: the message lands in the admins' contact inbox. */
export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<z.input<typeof contactFormInput>, unknown, z.output<typeof contactFormInput>>({
    resolver: zodResolver(contactFormInput),
    defaultValues: empty,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await sendContactForm(values);
      setSent(res.message);
      form.reset(empty);
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label="Contact form"
      sx={{ position: 'relative' }}
    >
      {sent && <Alert severity="success">{sent}</Alert>}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="names" label="Your names" required fullWidth />
        <FormTextField control={form.control} name="email" label="Email address" type="email" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="phone" label="Phone (optional)" fullWidth />
        <FormTextField control={form.control} name="subject" label="Subject" required fullWidth />
      </Stack>
      <FormTextField control={form.control} name="message" label="Message" required multiline minRows={4} fullWidth />
      <Honeypot register={form.register('website')} />
      <FormSubmitButton pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Send message
      </FormSubmitButton>
    </Stack>
  );
}
