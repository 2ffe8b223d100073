import { messages } from '@chalkline/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';
import { deleteSchedule } from './schedules.api';

/** How the page reloads after a deletion (platform spec 4); replaced in tests. */
export const pageReload = { go: () => window.location.reload() };

/** Deletes an unmarked lesson after the spec's confirmation (platform spec 5.3); on 200 the page reloads. */
export function DeleteScheduleButton({ scheduleKey, label }: { scheduleKey: string; label: string }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => deleteSchedule(scheduleKey),
    onSuccess: () => pageReload.go(),
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <IconButton aria-label={`Delete ${label}`} color="error" onClick={() => setOpen(true)}>
        <DeleteOutlineRounded />
      </IconButton>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Delete schedule"
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="error" variant="contained" loading={remove.isPending} onClick={() => remove.mutate()}>
              Delete
            </Button>
          </>
        )}
      >
        <DialogContentText>{messages.scheduleDeleteConfirm}</DialogContentText>
      </Modal>
    </>
  );
}
