import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useClassroom } from '../connection/ClassroomContext';
import { useBreakoutCockpit } from './BreakoutsContext';

/** The More tab's way into a host's breakout rooms (ADR 0087): a short note and the button opening the cockpit. */
export function BreakoutsSection() {
  const cockpit = useBreakoutCockpit();
  const open = useClassroom((s) => s.breakouts !== null);
  if (!cockpit) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {open
          ? 'Breakout rooms are open. See every room, move people, visit a room or close them all.'
          : 'Split the class into small groups, each with its own chat and video.'}
      </Typography>
      <Box>
        <Button variant="outlined" size="small" startIcon={<GroupsRounded />} onClick={cockpit.open}>
          {open ? 'Manage breakout rooms' : 'Open breakout rooms'}
        </Button>
      </Box>
    </>
  );
}
