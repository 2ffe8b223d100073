import Box from '@mui/material/Box';
import { useClassroom } from '../connection/ClassroomContext';

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The live region that tells a student when a classroom lock turns on or off (ADR 0075). */
export function LockAnnouncer() {
  const notice = useClassroom((s) => s.lockNotice);
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {notice}
    </Box>
  );
}
