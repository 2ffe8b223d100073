import { createAdminInput } from '@chalkline/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form';
import { FormPasswordField } from '../../../ui/form/FormPasswordField';
import { FormSelectField } from '../../../ui/form/FormSelectField';
import { FormServerError } from '../../../ui/form/FormServerError';
import { FormTextField } from '../../../ui/form/FormTextField';
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
    <Box
      component="form"
      noValidate
      aria-label="Create admin"
      onSubmit={handleSubmit((values) => create.mutate(values))}
    >
      <FormServerError errors={formState.errors} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormSelectField control={control} name="role" label="Role" options={roleOptions} required />
        <FormTextField
          control={control}
          name="title"
          label="Title"
          placeholder="e.g. Mr, Mrs, Dr"
          helperText="Optional"
        />
        <FormTextField control={control} name="firstName" label="First name" required />
        <FormTextField control={control} name="lastName" label="Last name" required />
        <FormTextField control={control} name="otherNames" label="Other names" helperText="Optional" />
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Create admin
        </Button>
      </Box>
    </Box>
  );
}
