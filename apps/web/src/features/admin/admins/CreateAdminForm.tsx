import { holdsChosenGroups, mayCreateAdminOf, newAdminInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { actorOf } from '../../../lib/permissions';
import { FormActions } from '../../../ui/form/FormActions';
import { FormBox } from '../../../ui/form/FormBox';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { NameFields } from '../../../ui/form/NameFields';
import { useToast } from '../../../ui/toast';
import type { SessionUser } from '../../auth/useSession';
import { AdminGroupsEditor } from './AdminGroupsEditor';
import { createAdmin } from './adminsApi';

/** The admin roles a form offers. */
export const adminRoleOptions = [
  { value: 'MANAGER', label: 'Manager admin' },
  { value: 'MASTER', label: 'Master admin' },
] as const;

interface CreateAdminFormProps {
  /** Who is creating: only a master is offered the master role and the restricted groups. */
  user: SessionUser;
  onCreated: () => void;
  onCancel: () => void;
}

/** "Create admin": role, names, email, a starting password and, for a manager, the groups they start with. */
export function CreateAdminForm({ user, onCreated, onCancel }: CreateAdminFormProps) {
  const toast = useToast();
  const editor = actorOf(user);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(newAdminInput),
    defaultValues: {
      role: 'MANAGER' as const,
      title: '',
      firstName: '',
      lastName: '',
      otherNames: '',
      email: '',
      password: '',
      permissions: [],
    },
  });
  const role = useWatch({ control, name: 'role' });
  const create = useMutation({
    mutationFn: createAdmin,
    onSuccess: (body) => {
      toast.success(body.message);
      onCreated();
    },
    onError: (error) => applyServerErrors(error, setError),
  });
  const roles = adminRoleOptions.filter((option) => mayCreateAdminOf(editor, option.value));

  return (
    <FormBox
      label="Create admin"
      errors={formState.errors}
      onSubmit={handleSubmit(({ permissions, ...values }) =>
        create.mutate(holdsChosenGroups(values.role) && permissions?.length ? { ...values, permissions } : values),
      )}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField control={control} name="role" label="Role" options={roles} required />
        <NameFields control={control} withTitle own={false} />
        <FormTextField control={control} name="email" label="Email" type="email" required />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormPasswordField
            control={control}
            name="password"
            label="Starting password"
            autoComplete="new-password"
            showStrength
            required
          />
        </Box>
      </Box>
      {holdsChosenGroups(role) ? (
        <Box sx={{ mt: 3, display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Permission groups
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The pages and actions this manager may use. You can change them later.
          </Typography>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <AdminGroupsEditor value={field.value ?? []} onChange={field.onChange} editor={editor} />
            )}
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          A master admin holds every permission group.
        </Typography>
      )}
      <FormActions pending={create.isPending} onCancel={onCancel} sx={{ mt: 3 }}>
        Create admin
      </FormActions>
    </FormBox>
  );
}
