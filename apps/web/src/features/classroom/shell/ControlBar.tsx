import CallEndRounded from '@mui/icons-material/CallEndRounded';
import MicOffRounded from '@mui/icons-material/MicOffRounded';
import MicRounded from '@mui/icons-material/MicRounded';
import PanToolRounded from '@mui/icons-material/PanToolRounded';
import PresentToAllRounded from '@mui/icons-material/PresentToAllRounded';
import VideocamOffRounded from '@mui/icons-material/VideocamOffRounded';
import VideocamRounded from '@mui/icons-material/VideocamRounded';
import Box from '@mui/material/Box';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { useLockReason } from '../locks/useLockReason';
import { useMediaSession } from '../media/MediaContext';
import { ControlButton } from './ControlButton';
import { MoreMenu, type MoreMenuProps } from './MoreMenu';
import { toggleCamera, toggleMicrophone } from './media-toggles';
import { ReactionsButton } from './ReactionsButton';
import { shortcutKeys } from './shortcuts';
import { usePresentToggle } from './usePresentToggle';

interface ControlBarProps extends MoreMenuProps {
  isMobile: boolean;
  onLeave: () => void;
}

/**
 * The bottom bar (classroom spec 2): Mic, Video, Present, Leave Meeting, Reactions, Raise Hands, More, 570 px
 * wide on desktop. On mobile, Present and Raise Hands move to the side rail.
 */
export function ControlBar({ isMobile, onLeave, ...more }: ControlBarProps) {
  const connection = useConnection();
  const media = useMediaSession();
  const audio = useClassroom((s) => s.config.isAudioEnabled);
  const video = useClassroom((s) => s.config.isVideoEnabled);
  const hand = useClassroom((s) => s.config.isHandRaised);
  const present = usePresentToggle();
  // A lock stops turning a source on; what is on already, the server turned off when the lock came (ADR 0075).
  const micLock = useLockReason('microphone');
  const cameraLock = useLockReason('camera');
  const screenLock = useLockReason('screen');

  return (
    <Box
      role="toolbar"
      aria-label="Meeting controls"
      sx={{
        width: isMobile ? '100%' : 570,
        maxWidth: '100%',
        mx: 'auto',
        display: 'flex',
        justifyContent: 'space-evenly',
        alignItems: 'flex-start',
        px: 1.5,
        py: 1,
        borderRadius: isMobile ? 0 : 99,
        bgcolor: 'rgba(12, 18, 36, 0.88)',
        backdropFilter: 'blur(10px)',
        boxShadow: isMobile ? 'none' : '0 12px 32px rgba(0,0,0,0.35)',
      }}
    >
      <ControlButton
        label="Mic"
        caption="Mic"
        pressed={audio}
        off={!audio}
        icon={audio ? <MicRounded /> : <MicOffRounded />}
        shortcut={shortcutKeys('microphone')}
        lockedReason={audio ? null : micLock}
        onClick={() => toggleMicrophone(connection, media)}
      />
      <ControlButton
        label="Video"
        caption="Video"
        pressed={video}
        off={!video}
        icon={video ? <VideocamRounded /> : <VideocamOffRounded />}
        shortcut={shortcutKeys('camera')}
        lockedReason={video ? null : cameraLock}
        onClick={() => toggleCamera(connection, media)}
      />
      {!isMobile && (
        <ControlButton
          label="Present"
          caption="Present"
          pressed={present.presenting}
          highlight={present.presenting}
          icon={<PresentToAllRounded />}
          lockedReason={present.presenting ? null : screenLock}
          onClick={present.toggle}
        />
      )}
      <ControlButton
        label="Leave Meeting"
        caption="Leave"
        danger
        icon={<CallEndRounded />}
        shortcut={shortcutKeys('leave')}
        onClick={onLeave}
      />
      <ReactionsButton />
      {!isMobile && (
        <ControlButton
          label="Raise Hands"
          caption={hand ? 'Lower' : 'Hand'}
          pressed={hand}
          highlight={hand}
          icon={<PanToolRounded />}
          shortcut={shortcutKeys('hand')}
          onClick={() => connection.toggleHand()}
        />
      )}
      <MoreMenu {...more} />
    </Box>
  );
}
