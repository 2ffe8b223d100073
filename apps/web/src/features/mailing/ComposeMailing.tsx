import { type MailingInput, mailingInput, memberRoles } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../lib/form';
import { FormSubmitButton } from '../../ui/form/FormSubmitButton';
import { FormTextField } from '../../ui/form/FormTextField';
import { RichTextEditor } from '../../ui/rich-text';
import { useToast } from '../../ui/toast';
import { sendMailing } from './mailing.api';

const roleLabels = {
  STUDENT: 'Students',
  TUTOR: 'Tutors',
  MANAGER: 'Managers',
  MASTER: 'Masters',
  GUARDIAN: 'Guardians',
} as const;
const empty: MailingInput = { subject: '', content: '', newsletter: true, roles: [] };

/** Compose a mail in the editor and send it to newsletter subscribers and/or roles (through the queue). */
export function ComposeMailing() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof mailingInput>, unknown, z.output<typeof mailingInput>>({
    resolver: zodResolver(mailingInput),
    defaultValues: empty,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await sendMailing(values);
      toast.success(res.message);
      form.reset(empty);
      await queryClient.invalidateQueries({ queryKey: ['mailings'] });
    } catch (error) {
      applyServerErrors(error, form.setError);
    }
  });
  const serverError = form.formState.errors.root?.server?.message;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Compose mailing">
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <FormTextField control={form.control} name="subject" label="Subject" required fullWidth />
        <Controller
          control={form.control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Mail"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormLabel component="legend">Send to</FormLabel>
        <FormGroup row>
          <Controller
            control={form.control}
            name="newsletter"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
                label="Newsletter subscribers"
              />
            )}
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <>
                {memberRoles.map((role) => {
                  const roles = field.value ?? [];
                  return (
                    <FormControlLabel
                      key={role}
                      label={roleLabels[role]}
                      control={
                        <Checkbox
                          checked={roles.includes(role)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
                          }
                        />
                      }
                    />
                  );
                })}
              </>
            )}
          />
        </FormGroup>
        {form.formState.errors.roles && <FormHelperText error>{form.formState.errors.roles.message}</FormHelperText>}
        <FormHelperText>Every mail carries an unsubscribe link. People who unsubscribed are skipped.</FormHelperText>
        <FormSubmitButton pending={form.formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          Send mailing
        </FormSubmitButton>
      </Stack>
    </Paper>
  );
}
