import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useClassroom } from '../connection/ClassroomContext';

/** The live region that tells a student when a classroom lock turns on or off (ADR 0075). */
export function LockAnnouncer() {
  const notice = useClassroom((s) => s.lockNotice);
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {notice}
    </Box>
  );
}
