import { createAdminInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { FormActions } from '../../../ui/form/FormActions';
import { FormBox } from '../../../ui/form/FormBox';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormTextField } from '../../../ui/form/FormTextField';
import { NameFields } from '../../../ui/form/NameFields';
import { useToast } from '../../../ui/toast';
import { createAdmin } from './adminsApi';

const roleOptions = [
  { value: 'MANAGER', label: 'Manager admin' },
  { value: 'MASTER', label: 'Master admin' },
];

/** The "Create admin" form of a master admin: role, names, email and a starting password. */
export function CreateAdminForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const toast = useToast();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(createAdminInput),
    defaultValues: { role: 'MANAGER', title: '', firstName: '', lastName: '', otherNames: '', email: '', password: '' },
  });
  const create = useMutation({
    mutationFn: createAdmin,
    onSuccess: (body) => {
      toast.success(body.message);
      onCreated();
    },
    onError: (error) => applyServerErrors(error, setError),
  });

  return (
    <FormBox label="Create admin" errors={formState.errors} onSubmit={handleSubmit((values) => create.mutate(values))}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField control={control} name="role" label="Role" options={roleOptions} required />
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
      <FormActions pending={create.isPending} onCancel={onCancel} sx={{ mt: 3 }}>
        Create admin
      </FormActions>
    </FormBox>
  );
}
