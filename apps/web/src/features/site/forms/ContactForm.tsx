import type { ContactFormInput, contactFormInput } from '@chalkline/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { lazyZodResolver, PlainAlert, PlainFormBox, PlainSubmitButton, PlainTextField } from '../../../ui/plain/form';
import { sendContactForm } from '../website.api';
import { Honeypot } from './Honeypot';
import styles from './SiteForm.module.css';

const empty: ContactFormInput = { names: '', email: '', phone: '', subject: '', message: '', website: '' };
const resolver = lazyZodResolver<ContactFormInput, z.output<typeof contactFormInput>>(() =>
  import('./site.schemas').then((m) => m.contactFormInput),
);

/** The public contact form: the message lands in the admins' contact inbox (MUI-free, its schema loaded lazily). */
export function ContactForm() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactFormInput, unknown, z.output<typeof contactFormInput>>({
    resolver,
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
  return (
    <PlainFormBox
      label="Contact form"
      errors={form.formState.errors}
      onSubmit={submit}
      preload={resolver.preload}
      className={styles.form}
    >
      {sent && <PlainAlert severity="success">{sent}</PlainAlert>}
      <div className={styles.row}>
        <PlainTextField control={form.control} name="names" label="Your names" required />
        <PlainTextField control={form.control} name="email" label="Email address" type="email" required />
      </div>
      <div className={styles.row}>
        <PlainTextField control={form.control} name="phone" label="Phone (optional)" />
        <PlainTextField control={form.control} name="subject" label="Subject" required />
      </div>
      <PlainTextField control={form.control} name="message" label="Message" required rows={4} />
      <Honeypot register={form.register('website')} />
      <PlainSubmitButton pending={form.formState.isSubmitting} className={styles.submit}>
        Send message
      </PlainSubmitButton>
    </PlainFormBox>
  );
}
