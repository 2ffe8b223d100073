import { peopleTexts } from '@chalkline/contracts';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { personName } from '../../../lib/people';
import { userCan } from '../../../lib/permissions';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast';
import { useSession } from '../../auth/useSession';
import { type DataRightsAction, DataRightsDialog } from './DataRightsDialog';
import { deletePerson, type ManagedPerson, type PeopleGroup, restrictPerson } from './people.api';

type Person = Pick<ManagedPerson, 'key' | 'firstName' | 'lastName' | 'suspended'> & { email?: string };
type Confirming = 'suspend' | 'restore' | 'delete';

export interface PersonActionsProps {
  group: PeopleGroup;
  person: Person;
  /** Opens the edit form. */
  onEdit: () => void;
  /** Opens the student's profile (students only). */
  onOpenProfile?: () => void;
  /** After a deletion (a profile dialog closes). */
  onDeleted?: () => void;
}

/**
 * One person's actions behind a menu button (reachable at every width): profile, edit, suspend or restore, delete,
 * and the data rights (export data, erase person, ADR 0072), each shown only to admins holding its permission;
 * all but profile and edit ask first.
 */
export function PersonActions({ group, person, onEdit, onOpenProfile, onDeleted }: PersonActionsProps) {
  const user = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [dataRights, setDataRights] = useState<DataRightsAction | null>(null);
  const name = personName(person);
  const mayEdit = userCan(user, `${group}.edit`);
  const mayDelete = userCan(user, `${group}.delete`);
  // Data rights need the person's email address (the erase confirmation); the lists always carry it.
  const mayExport = userCan(user, 'dataRights.export') && person.email !== undefined;
  const mayErase = userCan(user, 'dataRights.erase') && person.email !== undefined;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [group] });

  const act = useMutation({
    mutationFn: (what: Confirming) =>
      what === 'delete' ? deletePerson(group, person.key) : restrictPerson(group, person.key, what === 'suspend'),
    onSuccess: async (answer, what) => {
      toast.success(answer.message);
      setConfirming(null);
      await refresh();
      if (what === 'delete') onDeleted?.();
    },
    onError: (error) => toast.error(error.message),
  });

  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const question: Record<Confirming, { title: string; text: string; button: string }> = {
    suspend: { title: `Suspend ${name}?`, text: peopleTexts.suspendConfirm(name), button: 'Suspend' },
    restore: { title: `Restore ${name}?`, text: `${name} will be able to sign in again.`, button: 'Restore' },
    delete: { title: `Delete ${name}?`, text: peopleTexts.deleteConfirm(name), button: 'Delete' },
  };
  const asked = confirming ? question[confirming] : null;

  return (
    <>
      <IconButton aria-label={`Actions for ${name}`} onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {onOpenProfile && <MenuItem onClick={choose(onOpenProfile)}>View profile</MenuItem>}
        {mayEdit && <MenuItem onClick={choose(onEdit)}>Edit</MenuItem>}
        {mayEdit && (
          <MenuItem onClick={choose(() => setConfirming(person.suspended ? 'restore' : 'suspend'))}>
            {person.suspended ? 'Restore' : 'Suspend'}
          </MenuItem>
        )}
        {mayDelete && (
          <MenuItem onClick={choose(() => setConfirming('delete'))} sx={{ color: 'error.main' }}>
            Delete
          </MenuItem>
        )}
        {mayExport && <MenuItem onClick={choose(() => setDataRights('export'))}>Export data</MenuItem>}
        {mayErase && (
          <MenuItem onClick={choose(() => setDataRights('erase'))} sx={{ color: 'error.main' }}>
            Erase person
          </MenuItem>
        )}
      </Menu>
      <DataRightsDialog
        action={dataRights}
        person={{ key: person.key, name, email: person.email ?? '' }}
        onClose={() => setDataRights(null)}
        onErased={async () => {
          await refresh();
          onDeleted?.();
        }}
      />
      <Modal
        open={asked !== null}
        onClose={() => setConfirming(null)}
        title={asked?.title}
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close} disabled={act.isPending}>
              Cancel
            </Button>
            <Button
              color={confirming === 'restore' ? 'primary' : 'error'}
              variant="contained"
              loading={act.isPending}
              onClick={() => confirming && act.mutate(confirming)}
            >
              {asked?.button}
            </Button>
          </>
        )}
      >
        <DialogContentText>{asked?.text}</DialogContentText>
      </Modal>
    </>
  );
}
