import { type MemberRole, memberRoles, type NotificationSendInput, notificationSendInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/form';
import { AccountPicker, type PickedAccount } from '../../ui/AccountPicker';
import { FormActions } from '../../ui/form/FormActions';
import { isRichTextEmpty, RichTextEditor } from '../../ui/rich-text';
import { fetchPrograms } from '../programs/programs.api';

const roleLabels: Record<MemberRole, string> = {
  STUDENT: 'All students',
  TUTOR: 'All tutors',
  MANAGER: 'All managers',
  MASTER: 'All masters',
  GUARDIAN: 'All guardians',
};

const formSchema = notificationSendInput.refine((v) => !isRichTextEmpty(v.body), {
  path: ['body'],
  message: 'Please write the message',
});
type FormValues = z.input<typeof formSchema>;

/** Account Notifications: a title and message to everyone in the chosen roles, programs and people. */
export function SendNotificationForm({
  onSend,
  onDone,
}: {
  onSend: (input: NotificationSendInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const [people, setPeople] = useState<PickedAccount[]>([]);
  const programs = useQuery({ queryKey: ['programs', 'options'], queryFn: () => fetchPrograms(1, 100) });
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', body: '', roles: [], programs: [], people: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSend(values);
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const errors = form.formState.errors;
  const serverError = errors.root?.server?.message;
  const audienceError = errors.roles?.message ?? errors.programs?.message ?? errors.people?.message;

  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={submit}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <TextField
        label="Title"
        required
        {...form.register('title')}
        error={Boolean(errors.title)}
        helperText={errors.title?.message}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Message"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            minHeight={180}
            maxHeight={500}
            ariaLabel="Message"
          />
        )}
      />
      <Box>
        <FormLabel component="legend">Send to</FormLabel>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <FormGroup row>
              {memberRoles.map((role) => {
                const chosen = field.value ?? [];
                return (
                  <FormControlLabel
                    key={role}
                    label={roleLabels[role]}
                    control={
                      <Checkbox
                        checked={chosen.includes(role)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked ? [...chosen, role] : chosen.filter((r: MemberRole) => r !== role),
                          )
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
          )}
        />
      </Box>
      <Controller
        control={form.control}
        name="programs"
        render={({ field }) => {
          const options = programs.data?.items ?? [];
          return (
            <Autocomplete
              multiple
              options={options}
              loading={programs.isLoading}
              getOptionLabel={(p) => p.title}
              isOptionEqualToValue={(a, b) => a.key === b.key}
              value={options.filter((p) => (field.value ?? []).includes(p.key))}
              onChange={(_event, next) => field.onChange(next.map((p) => p.key))}
              renderInput={(params) => (
                <TextField {...params} label="Programs" helperText="Their students and tutors" />
              )}
            />
          );
        }}
      />
      <AccountPicker
        label="People"
        value={people}
        onChange={(next) => {
          setPeople(next);
          form.setValue(
            'people',
            next.flatMap((p) => (p.key ? [p.key] : [])),
            { shouldValidate: form.formState.isSubmitted },
          );
        }}
        max={500}
        helperText="Search by name or email"
      />
      {audienceError && <FormHelperText error>{audienceError}</FormHelperText>}
      <FormActions pending={form.formState.isSubmitting} onCancel={onDone}>
        Send notification
      </FormActions>
    </Stack>
  );
}
