import { messages } from '@chalkline/contracts';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Modal } from '../../../ui/Modal';

interface WhiteboardsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The board list and its actions, once the whiteboard arrives; until then the empty-list text shows. */
  children?: ReactNode;
}

/** The modal titled Whiteboards (classroom spec 2): lists boards, starts a new one, loads one. */
export function WhiteboardsDialog({ open, onClose, children }: WhiteboardsDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Whiteboards" closeOnBackdrop>
      {children ?? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, py: 3, textAlign: 'center' }}>
          <DashboardRounded sx={{ fontSize: 48, color: 'primary.light' }} />
          <Typography color="text.secondary">{messages.noWhiteboards}</Typography>
        </Box>
      )}
    </Modal>
  );
}
