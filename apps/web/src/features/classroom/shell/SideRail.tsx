import PanToolRounded from '@mui/icons-material/PanToolRounded';
import PresentToAllRounded from '@mui/icons-material/PresentToAllRounded';
import Box from '@mui/material/Box';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { useLockReason } from '../locks/useLockReason';
import { ControlButton } from './ControlButton';
import { shortcutKeys } from './shortcuts';
import { usePresentToggle } from './usePresentToggle';

/** On mobile, Present and Raise Hands float at the side of the stage (classroom spec 2). */
export function SideRail() {
  const connection = useConnection();
  const hand = useClassroom((s) => s.config.isHandRaised);
  const present = usePresentToggle();
  const screenLock = useLockReason('screen');
  return (
    <Box
      aria-label="Quick actions"
      sx={{
        position: 'absolute',
        right: 10,
        top: '50%',
        transform: 'translateY(-50%)',
        display: 'grid',
        gap: 1,
        p: 0.75,
        borderRadius: 99,
        bgcolor: 'rgba(12, 18, 36, 0.72)',
        backdropFilter: 'blur(8px)',
        zIndex: 2,
      }}
    >
      <ControlButton
        label="Present"
        pressed={present.presenting}
        highlight={present.presenting}
        icon={<PresentToAllRounded />}
        lockedReason={present.presenting ? null : screenLock}
        onClick={present.toggle}
      />
      <ControlButton
        label="Raise Hands"
        pressed={hand}
        highlight={hand}
        icon={<PanToolRounded />}
        shortcut={shortcutKeys('hand')}
        onClick={() => connection.toggleHand()}
      />
    </Box>
  );
}
