import { type AdminSummary, mayChangeAdmin, mayResetTwoFactor } from '@chalkline/contracts';
import BlockRounded from '@mui/icons-material/BlockRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { actorOf, userCan } from '../../../lib/permissions';
import { ConfirmDeleteButton } from '../../../ui/ConfirmDeleteButton';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast';
import { sidebarName } from '../../accounts/UserAvatar';
import type { SessionUser } from '../../auth/useSession';
import { deleteAdmin, resetAdminTwoFactor, setAdminSuspended } from './adminsApi';

interface AdminActionsProps {
  admin: AdminSummary;
  user: SessionUser;
  onEdit: (admin: AdminSummary) => void;
  /** Runs after the server changed the admin, to refresh the list. */
  onChanged: () => void;
}

/**
 * Edit, suspend or restore, and delete one admin: shown only when the signed-in admin holds the permission and
 * may change this admin (never themselves; a master only by a master). The server decides all the same.
 */
export function AdminActions({ admin, user, onEdit, onChanged }: AdminActionsProps) {
  const toast = useToast();
  const [confirmSuspend, setConfirmSuspend] = useState(false);
  const name = sidebarName(admin);
  const suspension = useMutation({
    mutationFn: (suspended: boolean) => setAdminSuspended(admin.key, suspended),
    onSuccess: (body) => {
      setConfirmSuspend(false);
      toast.success(body.message);
      onChanged();
    },
    onError: (error) => toast.error(error.message),
  });
  const [confirmReset, setConfirmReset] = useState(false);
  const reset = useMutation({
    mutationFn: () => resetAdminTwoFactor(admin.key),
    onSuccess: (body) => {
      setConfirmReset(false);
      toast.success(body.message);
      onChanged();
    },
    onError: (error) => toast.error(error.message),
  });
  if (!mayChangeAdmin(actorOf(user), { id: admin.key, role: admin.memberRole })) return null;
  const mayEdit = userCan(user, 'admins.edit');
  const mayDelete = userCan(user, 'admins.delete');
  if (!mayEdit && !mayDelete) return null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
      {mayEdit && (
        <Tooltip title="Edit role and groups">
          <IconButton aria-label={`Edit ${name}`} onClick={() => onEdit(admin)}>
            <EditRounded />
          </IconButton>
        </Tooltip>
      )}
      {mayEdit &&
        (admin.suspended ? (
          <Button
            size="small"
            startIcon={<RestoreRounded />}
            loading={suspension.isPending}
            onClick={() => suspension.mutate(false)}
            aria-label={`Restore ${name}`}
          >
            Restore
          </Button>
        ) : (
          <Button
            size="small"
            color="warning"
            startIcon={<BlockRounded />}
            onClick={() => setConfirmSuspend(true)}
            aria-label={`Suspend ${name}`}
          >
            Suspend
          </Button>
        ))}
      {mayEdit && admin.twoFactor && mayResetTwoFactor(actorOf(user)) && (
        <Button size="small" onClick={() => setConfirmReset(true)} aria-label={`Reset two-factor sign-in of ${name}`}>
          Reset 2FA
        </Button>
      )}
      {mayDelete && (
        <ConfirmDeleteButton
          label={name}
          title="Delete admin?"
          message={`${name} will be signed out at once and can no longer sign in. Their record stays for the activity log.`}
          remove={() => deleteAdmin(admin.key)}
          onDeleted={(body) => {
            toast.success(body.message);
            onChanged();
          }}
        />
      )}
      <Modal
        open={confirmSuspend}
        onClose={() => setConfirmSuspend(false)}
        title="Suspend admin?"
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close} disabled={suspension.isPending}>
              Cancel
            </Button>
            <Button
              color="warning"
              variant="contained"
              loading={suspension.isPending}
              onClick={() => suspension.mutate(true)}
            >
              Suspend
            </Button>
          </>
        )}
      >
        <DialogContentText>
          {name} will be signed out at once and cannot sign in until you restore them.
        </DialogContentText>
      </Modal>
      <Modal
        open={confirmReset}
        onClose={() => setConfirmReset(false)}
        title="Reset two-factor sign-in?"
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button variant="contained" loading={reset.isPending} onClick={() => reset.mutate()}>
              Reset
            </Button>
          </>
        )}
      >
        <DialogContentText>
          {name}’s authenticator app, recovery codes and remembered browsers stop working. They set two-factor sign-in
          up again at their next sign-in.
        </DialogContentText>
      </Modal>
    </Box>
  );
}
