import { classroomTexts } from '@chalkline/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Modal } from '../../../ui/Modal';

interface LeaveDialogProps {
  open: boolean;
  onClose: () => void;
  onLeave: () => Promise<void>;
}

/** "Are you sure you want to leave this live classroom?" (classroom spec 5). */
export function LeaveDialog({ open, onClose, onLeave }: LeaveDialogProps) {
  const [leaving, setLeaving] = useState(false);
  const handleLeave = async () => {
    setLeaving(true);
    try {
      await onLeave();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Leave Meeting"
      maxWidth="xs"
      closeOnBackdrop
      actions={
        <>
          <Button onClick={onClose} color="inherit">
            Stay
          </Button>
          <Button variant="contained" color="error" onClick={handleLeave} disabled={leaving}>
            Leave
          </Button>
        </>
      }
    >
      <Typography>{classroomTexts.leaveConfirm}</Typography>
    </Modal>
  );
}
