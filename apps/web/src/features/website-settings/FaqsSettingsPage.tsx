import { type Faq, faqSchema } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../ui/form/FormActions';
import { FormTextField } from '../../ui/form/FormTextField';
import { ResponsiveTabs } from '../../ui/ResponsiveTabs';
import { ListEditor } from './ListEditor';
import { RichTextEditor, richTextToText } from './richText';
import { SettingsPage } from './SettingsPage';
import { useSaveSetting } from './websiteSettings.api';

function FaqForm({
  item,
  onDone,
  pending,
}: {
  item: Faq | null;
  onDone: (item: Faq | null) => void;
  pending: boolean;
}) {
  const form = useForm<z.input<typeof faqSchema>, unknown, Faq>({
    resolver: zodResolver(faqSchema),
    defaultValues: item ?? { question: '', answer: '' },
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onDone)} sx={{ pt: 1 }}>
      <FormTextField control={form.control} name="question" label="Question" required fullWidth />
      <Controller
        control={form.control}
        name="answer"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Answer"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions pending={pending} onCancel={() => onDone(null)}>
        Save FAQ
      </FormActions>
    </Stack>
  );
}

function FaqList({ settingKey, items }: { settingKey: 'GENERAL_FAQS' | 'TUTORS_FAQS'; items: Faq[] }) {
  const save = useSaveSetting(settingKey);
  return (
    <ListEditor
      items={items}
      noun="FAQ"
      summary={(f) => ({ primary: f.question, secondary: richTextToText(f.answer) })}
      onSave={(list) => save.mutateAsync(list)}
      pending={save.isPending}
      form={(props) => <FaqForm {...props} />}
    />
  );
}

/** Website Settings › FAQs: the general FAQs (contact page) and the tutors FAQs (PediaTutors). */
export function FaqsSettingsPage() {
  return (
    <SettingsPage title="FAQs" keys={['GENERAL_FAQS', 'TUTORS_FAQS'] as const}>
      {(values) => (
        <ResponsiveTabs
          ariaLabel="FAQs"
          tabs={[
            {
              value: 'general',
              label: 'General',
              content: <FaqList settingKey="GENERAL_FAQS" items={values.GENERAL_FAQS ?? []} />,
            },
            {
              value: 'tutors',
              label: 'Tutors',
              content: <FaqList settingKey="TUTORS_FAQS" items={values.TUTORS_FAQS ?? []} />,
            },
          ]}
        />
      )}
    </SettingsPage>
  );
}
