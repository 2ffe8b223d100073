import {
  type CareerApplicationInput,
  type careerApplicationInput,
  formTexts,
  messages,
  platform,
} from '@chalkline/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/form';
import { PlainButton } from '../../../ui/plain/Button';
import { lazyZodResolver, PlainAlert, PlainFormBox, PlainSubmitButton, PlainTextField } from '../../../ui/plain/form';
import { UploadFileIcon } from '../../../ui/plain/icons';
import { sendCareerApplication, uploadCv } from '../website.api';
import { Honeypot } from './Honeypot';
import styles from './SiteForm.module.css';

/** Document types a CV may be (documents only, ADR 0041). */
export const cvAccept = '.pdf,.doc,.docx,.odt,.rtf,.txt,application/pdf';
const cvExtensions = /\.(pdf|docx?|odt|rtf|txt)$/i;

/** Why a chosen file cannot be the CV (spec 5.2 messages), or null. */
export function cvProblem(file: File): string | null {
  if (!cvExtensions.test(file.name)) return messages.uploadWrongType;
  if (file.size > platform.maxNonImageUploadBytes) return messages.uploadTooLarge;
  return null;
}

type Output = z.output<typeof careerApplicationInput>;

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
const resolver = lazyZodResolver<CareerApplicationInput, Output>(() =>
  import('./site.schemas').then((m) => m.careerApplicationInput),
);

/** A job application with its CV (a document of at most 10 MB), for the careers inbox (MUI-free). */
export function CareerApplicationForm() {
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<CareerApplicationInput, unknown, Output>({ resolver, defaultValues: empty });

  const handleFile = (file: File | undefined) => {
    setCv(file ?? null);
    setCvError(file ? cvProblem(file) : null);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!cv) return setCvError(formTexts.cvRequired);
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

  return (
    <PlainFormBox
      label="Career application"
      errors={sent ? {} : form.formState.errors}
      onSubmit={submit}
      preload={resolver.preload}
      className={styles.form}
    >
      {sent && <PlainAlert severity="success">{sent}</PlainAlert>}
      <div className={styles.row}>
        <PlainTextField control={form.control} name="firstName" label="First name" required />
        <PlainTextField control={form.control} name="lastName" label="Last name" required />
      </div>
      <div className={styles.row}>
        <PlainTextField control={form.control} name="email" label="Email address" type="email" required />
        <PlainTextField control={form.control} name="phone" label="Phone (optional)" />
      </div>
      <PlainTextField control={form.control} name="position" label="Role you are applying for" required />
      <PlainTextField control={form.control} name="coverLetter" label="Tell us about yourself (optional)" rows={4} />
      <div className={styles.cv}>
        <PlainButton
          variant="outlined"
          startIcon={<UploadFileIcon size="1.25rem" className={styles.startIcon} />}
          onClick={() => fileInput.current?.click()}
        >
          {cv ? 'Change CV' : 'Attach your CV'}
        </PlainButton>
        <input
          ref={fileInput}
          hidden
          type="file"
          name="cv"
          accept={cvAccept}
          aria-label="CV"
          onChange={(event) => handleFile(event.target.files?.[0])}
        />
        <p className={styles.cvName}>{cv ? cv.name : 'PDF or Word document, at most 10 MB'}</p>
      </div>
      {cvError && <p className={styles.error}>{cvError}</p>}
      <Honeypot register={form.register('website')} />
      <PlainSubmitButton pending={form.formState.isSubmitting} className={styles.submit}>
        Send application
      </PlainSubmitButton>
    </PlainFormBox>
  );
}
