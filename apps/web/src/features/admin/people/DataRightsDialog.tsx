import { dataRightsTexts } from '@chalkline/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast';
import { erasePerson, exportPersonData } from './people.api';

export type DataRightsAction = 'export' | 'erase';

export interface DataRightsDialogProps {
  /** Which dialog is open, or null. */
  action: DataRightsAction | null;
  person: { key: string; name: string; email: string };
  onClose: () => void;
  /** After the person was erased (the list refreshes). */
  onErased?: () => void;
}

const errorText = (error: unknown) =>
  isApiError(error) ? (error.fields?.confirm ?? error.message) : 'Something went wrong. Please try again.';

/**
 * Export data and Erase person (ADR 0072): each asks first; erasing asks for the person's email address typed again.
 * The server may ask the admin to confirm it is them (step-up), which the signed-in area's dialog handles.
 */
export function DataRightsDialog({ action, person, onClose, onErased }: DataRightsDialogProps) {
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    download.reset();
    erase.reset();
    onClose();
  };
  const download = useMutation({
    mutationFn: () => exportPersonData(person.key),
    onSuccess: () => {
      toast.success(dataRightsTexts.exported);
      close();
    },
  });
  const erase = useMutation({
    mutationFn: () => erasePerson(person.key, typed.trim()),
    onSuccess: (answer) => {
      toast.success(answer.message);
      close();
      onErased?.();
    },
  });
  const matches = typed.trim().toLowerCase() === person.email.toLowerCase();
  const pending = download.isPending || erase.isPending;
  const failure = action === 'export' ? download.error : erase.error;

  return (
    <Modal
      open={action !== null}
      onClose={close}
      title={action === 'erase' ? `Erase ${person.name}?` : `Export the data of ${person.name}?`}
      maxWidth="xs"
      actions={(dismiss) => (
        <>
          <Button onClick={dismiss} disabled={pending}>
            Cancel
          </Button>
          {action === 'erase' ? (
            <Button
              color="error"
              variant="contained"
              type="submit"
              form="erase-person-form"
              loading={erase.isPending}
              disabled={!matches}
            >
              Erase
            </Button>
          ) : (
            <Button variant="contained" loading={download.isPending} onClick={() => download.mutate()}>
              Export
            </Button>
          )}
        </>
      )}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(failure)}
        </Alert>
      )}
      {action === 'erase' ? (
        <form
          id="erase-person-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) erase.mutate();
          }}
        >
          <DialogContentText sx={{ mb: 2 }}>
            This removes or anonymises {person.name}’s personal data everywhere, deletes their files and their own
            classroom’s recordings, and ends their sign-in. Invoices and payments stay, with an anonymous party. This
            cannot be undone.
          </DialogContentText>
          <TextField
            label="Type their email address to confirm"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            helperText={person.email}
            autoComplete="off"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
        </form>
      ) : (
        <DialogContentText>
          A zip of everything Chalkline holds about {person.name}: their records in every table, their uploaded files
          and their recordings’ list. The export is recorded in the activity log.
        </DialogContentText>
      )}
    </Modal>
  );
}
