import BarChartRounded from '@mui/icons-material/BarChartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Modal } from '../../../ui/Modal';
import { useClassroom } from '../connection/ClassroomContext';
import { useOptionalPollsClient } from './PollsContext';
import { PollsPanel } from './PollsPanel';

/** The More tab's way into a host's polls: a short note and a button opening the Polls dialog (ADR 0073). */
export function PollsSection() {
  const isHost = useClassroom((s) => s.you?.isHost ?? false);
  const meetingId = useClassroom((s) => s.meetingId);
  const config = useClassroom((s) => s.config);
  const live = useOptionalPollsClient();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery('(max-width: 599.95px)');
  if (!isHost) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Ask a quick question and see the answers arrive.
      </Typography>
      <Box>
        <Button variant="outlined" size="small" startIcon={<BarChartRounded />} onClick={() => setOpen(true)}>
          Open polls
        </Button>
      </Box>
      <Modal open={open} onClose={() => setOpen(false)} title="Polls" fullScreen={narrow} maxWidth="sm">
        <PollsPanel
          classroom={{ meetingId, config: { programId: config.programId, demoSession: config.demoSession } }}
          live={live}
        />
      </Modal>
    </>
  );
}
