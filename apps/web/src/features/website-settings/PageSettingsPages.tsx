import {
  type AboutInformation,
  type AltMeetingLink,
  aboutSchema,
  altMeetingLinkSchema,
  type ContactInformation,
  contactInformationSchema,
  type LegalPage,
  legalPageSchema,
} from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { FormTextField } from '../../ui/form/FormTextField';
import { ResponsiveTabs } from '../../ui/ResponsiveTabs';
import { PhotosField } from './PhotosField';
import { RichTextEditor } from './richText';
import { SettingsPage } from './SettingsPage';
import { SocialHandlesFields } from './SocialHandlesFields';
import { useSaveSetting } from './websiteSettings.api';

const frame = { p: { xs: 2, sm: 3 }, borderRadius: 3, maxWidth: 900 } as const;

function AboutForm({ value }: { value: AboutInformation | null }) {
  const save = useSaveSetting('ABOUT_INFORMATION');
  const form = useForm<z.input<typeof aboutSchema>, unknown, AboutInformation>({
    resolver: zodResolver(aboutSchema),
    defaultValues: value ?? { title: '', content: '', mission: '', vision: '', images: [] },
  });
  return (
    <Paper variant="outlined" sx={frame}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((v) => save.mutateAsync(v))}>
        <FormTextField control={form.control} name="title" label="Heading" required fullWidth />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="About us"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormTextField control={form.control} name="mission" label="Our mission" multiline minRows={2} fullWidth />
        <FormTextField control={form.control} name="vision" label="Our vision" multiline minRows={2} fullWidth />
        <Controller
          control={form.control}
          name="images"
          render={({ field }) => <PhotosField value={field.value ?? []} onChange={field.onChange} />}
        />
        <FormSubmitButton pending={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save about page
        </FormSubmitButton>
      </Stack>
    </Paper>
  );
}

/** Website Settings › About page. */
export const AboutSettingsPage = () => (
  <SettingsPage title="About page" keys={['ABOUT_INFORMATION'] as const}>
    {(values) => <AboutForm value={values.ABOUT_INFORMATION} />}
  </SettingsPage>
);

const noHandles = {
  linkedIn: '',
  facebook: '',
  instagram: '',
  x: '',
  tiktok: '',
  telegram: '',
  whatsApp: '',
  youtube: '',
};

function ContactForm({ value }: { value: ContactInformation | null }) {
  const save = useSaveSetting('CONTACT_INFORMATION');
  const form = useForm<z.input<typeof contactInformationSchema>, unknown, ContactInformation>({
    resolver: zodResolver(contactInformationSchema),
    defaultValues: value ?? { email: '', phone: '', address: '', officeHours: '', socialHandles: noHandles },
  });
  return (
    <Paper variant="outlined" sx={frame}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((v) => save.mutateAsync(v))}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={form.control} name="email" label="Email" fullWidth />
          <FormTextField control={form.control} name="phone" label="Phone" fullWidth />
        </Stack>
        <FormTextField control={form.control} name="address" label="Address" multiline minRows={2} fullWidth />
        <FormTextField control={form.control} name="officeHours" label="Office hours" fullWidth />
        <SocialHandlesFields control={form.control} prefix="socialHandles." />
        <FormSubmitButton pending={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save contact information
        </FormSubmitButton>
      </Stack>
    </Paper>
  );
}

/** Website Settings › Contact Information (with the social handles). */
export const ContactInformationSettingsPage = () => (
  <SettingsPage title="Contact Information" keys={['CONTACT_INFORMATION'] as const}>
    {(values) => <ContactForm value={values.CONTACT_INFORMATION} />}
  </SettingsPage>
);

function AltLinkForm({ value }: { value: AltMeetingLink | null }) {
  const save = useSaveSetting('ALT_MEETING_LINK');
  const form = useForm<z.input<typeof altMeetingLinkSchema>, unknown, AltMeetingLink>({
    resolver: zodResolver(altMeetingLinkSchema),
    defaultValues: value ?? { url: '', label: '' },
  });
  return (
    <Paper variant="outlined" sx={frame}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((v) => save.mutateAsync(v))}>
        <Alert severity="info">
          A second way into lessons (for example another video service) for when a classroom cannot be reached. Leave
          the address empty to offer none.
        </Alert>
        <FormTextField control={form.control} name="url" label="Meeting address" placeholder="https://" fullWidth />
        <FormTextField control={form.control} name="label" label="Label shown to people" fullWidth />
        <FormSubmitButton pending={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save link
        </FormSubmitButton>
      </Stack>
    </Paper>
  );
}

/** Website Settings › Alternative Meeting Link. */
export const AltMeetingLinkSettingsPage = () => (
  <SettingsPage title="Alternative Meeting Link" keys={['ALT_MEETING_LINK'] as const}>
    {(values) => <AltLinkForm value={values.ALT_MEETING_LINK} />}
  </SettingsPage>
);

type LegalKey = 'TERMS_OF_SERVICE_PAGE' | 'PRIVACY_POLICY_PAGE' | 'COOKIE_POLICY_PAGE';

function LegalForm({
  settingKey,
  value,
  fallbackTitle,
}: {
  settingKey: LegalKey;
  value: LegalPage | null;
  fallbackTitle: string;
}) {
  const save = useSaveSetting(settingKey);
  const form = useForm<z.input<typeof legalPageSchema>, unknown, LegalPage>({
    resolver: zodResolver(legalPageSchema),
    defaultValues: value ?? { title: fallbackTitle, content: '' },
  });
  return (
    <Paper variant="outlined" sx={frame}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit((v) => save.mutateAsync(v))}>
        <FormTextField control={form.control} name="title" label="Page title" required fullWidth />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Page"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormSubmitButton pending={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save {fallbackTitle}
        </FormSubmitButton>
      </Stack>
    </Paper>
  );
}

/** Website Settings › Legal Pages (a restricted group): terms, privacy and cookie policy. */
export const LegalSettingsPage = () => (
  <SettingsPage
    title="Legal Pages"
    keys={['TERMS_OF_SERVICE_PAGE', 'PRIVACY_POLICY_PAGE', 'COOKIE_POLICY_PAGE'] as const}
  >
    {(values) => (
      <ResponsiveTabs
        ariaLabel="Legal pages"
        tabs={[
          {
            value: 'terms',
            label: 'Terms of Service',
            content: (
              <LegalForm
                settingKey="TERMS_OF_SERVICE_PAGE"
                value={values.TERMS_OF_SERVICE_PAGE}
                fallbackTitle="Terms of Service"
              />
            ),
          },
          {
            value: 'privacy',
            label: 'Privacy Policy',
            content: (
              <LegalForm
                settingKey="PRIVACY_POLICY_PAGE"
                value={values.PRIVACY_POLICY_PAGE}
                fallbackTitle="Privacy Policy"
              />
            ),
          },
          {
            value: 'cookies',
            label: 'Cookie Policy',
            content: (
              <LegalForm
                settingKey="COOKIE_POLICY_PAGE"
                value={values.COOKIE_POLICY_PAGE}
                fallbackTitle="Cookie Policy"
              />
            ),
          },
        ]}
      />
    )}
  </SettingsPage>
);
