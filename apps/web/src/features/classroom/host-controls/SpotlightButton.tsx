import { hostControlTexts } from '@chalkline/contracts';
import CenterFocusStrongRounded from '@mui/icons-material/CenterFocusStrongRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { spotlight } from './host-control-commands';

/** A host's switch on one person's row: their tile pinned on everyone's screen, or the spotlight off (ADR 0081). */
export function SpotlightButton({ connection: target, name }: { connection: string; name: string }) {
  const connection = useConnection();
  const on = useClassroom((s) => s.spotlight === target);
  const label = on ? `${hostControlTexts.clearSpotlight} on ${name}` : `${hostControlTexts.spotlight}: ${name}`;
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={on}
        color={on ? 'primary' : 'default'}
        onClick={() => void spotlight(connection, on ? null : target)}
      >
        <CenterFocusStrongRounded fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
