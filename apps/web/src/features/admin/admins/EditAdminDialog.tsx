import { type AdminPermission, type AdminSummary, holdsChosenGroups, mayChangeAdminRoles } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { actorOf } from '../../../lib/permissions';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast';
import { sidebarName } from '../../accounts/UserAvatar';
import type { SessionUser } from '../../auth/useSession';
import { AdminGroupsEditor } from './AdminGroupsEditor';
import { updateAdmin } from './adminsApi';
import { adminRoleOptions } from './CreateAdminForm';

interface EditAdminDialogProps {
  admin: AdminSummary;
  user: SessionUser;
  onClose: () => void;
  onSaved: (admin: AdminSummary) => void;
}

/**
 * Changes an admin's permission groups and, for a master editor, their role (ADR 0026). The server refuses what
 * the editor may not do; its message shows here.
 */
export function EditAdminDialog({ admin, user, onClose, onSaved }: EditAdminDialogProps) {
  const toast = useToast();
  const editor = actorOf(user);
  const [role, setRole] = useState<AdminSummary['memberRole']>(admin.memberRole);
  const [permissions, setPermissions] = useState<AdminPermission[]>(
    holdsChosenGroups(admin.memberRole) ? [...admin.permissions] : [],
  );
  const save = useMutation({
    mutationFn: () =>
      updateAdmin(admin.key, {
        ...(mayChangeAdminRoles(editor) ? { role } : {}),
        ...(holdsChosenGroups(role) ? { permissions } : {}),
      }),
    onSuccess: (body) => {
      toast.success(body.message);
      onSaved(body.data.admin);
    },
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${sidebarName(admin)}`}
      maxWidth="md"
      actions={(close) => (
        <>
          <Button onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button variant="contained" loading={save.isPending} onClick={() => save.mutate()}>
            Save changes
          </Button>
        </>
      )}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {save.isError && <Alert severity="error">{save.error.message}</Alert>}
        {mayChangeAdminRoles(editor) && (
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as AdminSummary['memberRole'])}
            sx={{ maxWidth: 320 }}
          >
            {adminRoleOptions.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
        {holdsChosenGroups(role) ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Permission groups
            </Typography>
            <AdminGroupsEditor value={permissions} onChange={setPermissions} editor={editor} />
          </>
        ) : (
          <Typography color="text.secondary">A master admin holds every permission group.</Typography>
        )}
      </Box>
    </Modal>
  );
}
