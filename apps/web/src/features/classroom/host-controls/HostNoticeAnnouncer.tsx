import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../ui/visuallyHidden';
import { useClassroom } from '../connection/ClassroomContext';

/** The live region that says what a host's control did to everyone (ADR 0081): hands lowered, a spotlight. */
export function HostNoticeAnnouncer() {
  const notice = useClassroom((s) => s.hostNotice);
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {notice}
    </Box>
  );
}
