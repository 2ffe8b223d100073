import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { RoomNotice } from '../room/RoomNotice';
import type { BlockedView } from './lobbyRules';

/** A lobby that cannot go further: why, and where to go instead (classroom spec 2). */
export function BlockedScreen({ title, message, action }: BlockedView) {
  return (
    <RoomNotice tone="blocked" title={title} message={message}>
      <Button component={RouterLink} to={action.to} variant="contained" size="large" sx={{ mt: 1 }}>
        {action.label}
      </Button>
    </RoomNotice>
  );
}
