import { type TeamMember, teamMemberSchema } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../ui/form/FormActions';
import { FormTextField } from '../../ui/form/FormTextField';
import { ListEditor } from './ListEditor';
import { PhotoField } from './PhotoField';
import { SettingsPage } from './SettingsPage';
import { SocialHandlesFields } from './SocialHandlesFields';
import { useSaveSetting } from './websiteSettings.api';

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

function MemberForm({
  item,
  onDone,
  pending,
}: {
  item: TeamMember | null;
  onDone: (item: TeamMember | null) => void;
  pending: boolean;
}) {
  const form = useForm<z.input<typeof teamMemberSchema>, unknown, TeamMember>({
    resolver: zodResolver(teamMemberSchema),
    defaultValues: item ?? {
      firstName: '',
      lastName: '',
      avatar: '',
      occupation: '',
      summary: '',
      socialHandles: noHandles,
    },
  });
  const [first, last] = form.watch(['firstName', 'lastName']);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onDone)} sx={{ pt: 1 }}>
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => (
          <PhotoField
            value={field.value ?? ''}
            onChange={field.onChange}
            folder="team"
            initials={`${first?.[0] ?? ''}${last?.[0] ?? ''}`}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="firstName" label="First name" required fullWidth />
        <FormTextField control={form.control} name="lastName" label="Last name" required fullWidth />
      </Stack>
      <FormTextField control={form.control} name="occupation" label="Role" fullWidth />
      <FormTextField control={form.control} name="summary" label="Summary" multiline minRows={3} fullWidth />
      <SocialHandlesFields control={form.control} prefix="socialHandles." />
      <FormActions pending={pending} onCancel={() => onDone(null)}>
        Save member
      </FormActions>
    </Stack>
  );
}

/** Website Settings › Meet the Team: the team grid of the about page. */
export function TeamSettingsPage() {
  const save = useSaveSetting('MEET_THE_TEAM');
  return (
    <SettingsPage title="Meet the Team" keys={['MEET_THE_TEAM'] as const}>
      {(values) => (
        <ListEditor
          items={values.MEET_THE_TEAM ?? []}
          noun="team member"
          summary={(m) => ({ primary: `${m.firstName} ${m.lastName}`, secondary: m.occupation })}
          onSave={(list) => save.mutateAsync(list)}
          pending={save.isPending}
          form={(props) => <MemberForm {...props} />}
        />
      )}
    </SettingsPage>
  );
}
