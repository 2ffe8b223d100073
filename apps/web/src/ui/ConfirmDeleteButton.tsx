import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Modal } from './Modal';
import { useToast } from './toast';

export interface ConfirmDeleteButtonProps<T> {
  /** Names the thing: the icon's accessible name is "Delete <label>". */
  label: string;
  /** The dialog's title. */
  title: string;
  /** The question in the dialog. */
  message: ReactNode;
  remove: () => Promise<T>;
  /** Runs with the server's answer once the thing is deleted and the dialog has closed. */
  onDeleted: (answer: T) => void;
}

/** A delete icon that asks first and deletes only on "Delete"; a refusal shows as an error toast. */
export function ConfirmDeleteButton<T>({ label, title, message, remove, onDeleted }: ConfirmDeleteButtonProps<T>) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (answer) => {
      setOpen(false);
      onDeleted(answer);
    },
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
        title={title}
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button color="error" variant="contained" loading={mutation.isPending} onClick={() => mutation.mutate()}>
              Delete
            </Button>
          </>
        )}
      >
        <DialogContentText>{message}</DialogContentText>
      </Modal>
    </>
  );
}
