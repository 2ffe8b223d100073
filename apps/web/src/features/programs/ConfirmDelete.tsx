import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { useToast } from '../../ui/toast';

export interface ConfirmDeleteProps {
  /** Names the thing in the button's accessible name and the question. */
  label: string;
  remove: () => Promise<{ message: string }>;
  /** Query keys refreshed after deleting. */
  invalidate: readonly unknown[];
}

/** A delete icon that asks first, then deletes, toasts the answer and refreshes the lists. */
export function ConfirmDelete({ label, remove, invalidate }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (answer) => {
      toast.success(answer.message);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: invalidate });
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
        title={`Delete ${label}?`}
        maxWidth="xs"
        actions={(close) => (
          <>
            <Button onClick={close}>Cancel</Button>
            <Button color="error" variant="contained" loading={mutation.isPending} onClick={() => mutation.mutate()}>
              Delete
            </Button>
          </>
        )}
      >
        <DialogContentText>This action cannot be undone.</DialogContentText>
      </Modal>
    </>
  );
}
