import type { Participant } from '@chalkline/contracts';
import MicOffRounded from '@mui/icons-material/MicOffRounded';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import PushPinRounded from '@mui/icons-material/PushPinRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { avatarSource } from '../../accounts/UserAvatar';
import type { ActiveReaction } from '../connection/classroom-state';
import { useParticipantMedia } from '../media/MediaSession';
import { FloatingReaction } from './FloatingReaction';
import { HandDot } from './HandDot';

interface ParticipantTileProps {
  participant: Participant;
  isYou: boolean;
  reaction: ActiveReaction | undefined;
  pinned: boolean;
  onTogglePin: () => void;
}

/** One person in the video grid: their camera when media is on, else an avatar on their colour. */
export function ParticipantTile({ participant, isYou, reaction, pinned, onTogglePin }: ParticipantTileProps) {
  const media = useParticipantMedia(participant.connection, 'webcam');
  const video = useRef<HTMLVideoElement>(null);
  const showVideo = Boolean(media?.stream && !media.isVideoPaused);
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  const reconnecting = participant.status === 'RECENTLY_ONLINE';

  useEffect(() => {
    if (video.current) video.current.srcObject = showVideo ? (media?.stream ?? null) : null;
  }, [media, showVideo]);

  return (
    <Box
      data-testid="participant-tile"
      data-connection={participant.connection}
      aria-label={`${name}${isYou ? ' (You)' : ''}`}
      role="group"
      sx={{
        position: 'relative',
        containerType: 'inline-size',
        width: '100%',
        height: '100%',
        borderRadius: '18px',
        overflow: 'hidden',
        bgcolor: participant.color,
        backgroundImage: 'linear-gradient(160deg, rgba(255,255,255,0.16), rgba(0,0,0,0.28))',
        boxShadow: participant.isHandRaised ? '0 0 0 3px #f58a07' : '0 8px 24px rgba(0,0,0,0.25)',
        transition: 'box-shadow 200ms',
        '&:hover .tile-pin, &:focus-within .tile-pin': { opacity: 1 },
      }}
    >
      <Box
        component="video"
        ref={video}
        autoPlay
        playsInline
        muted={isYou}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: showVideo ? 'block' : 'none',
        }}
      />
      {!showVideo && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Avatar
            src={avatarSource(participant)}
            alt={name}
            sx={{
              width: 'clamp(48px, 24cqi, 132px)',
              height: 'clamp(48px, 24cqi, 132px)',
              border: '4px solid rgba(255,255,255,0.85)',
              bgcolor: 'rgba(255,255,255,0.9)',
              opacity: reconnecting ? 0.5 : 1,
            }}
          />
        </Box>
      )}
      {participant.isHandRaised && <HandDot />}
      {reaction && <FloatingReaction key={reaction.id} reaction={reaction} />}
      {reconnecting && (
        <Typography
          sx={{
            position: 'absolute',
            top: 10,
            right: 10,
            px: 1.2,
            py: 0.3,
            borderRadius: 99,
            fontSize: 12,
            fontWeight: 800,
            color: 'common.white',
            bgcolor: 'rgba(0,0,0,0.45)',
          }}
        >
          Reconnecting…
        </Typography>
      )}
      <Tooltip title={pinned ? 'Unpin' : 'Pin'}>
        <IconButton
          className="tile-pin"
          size="small"
          aria-label={pinned ? `Unpin ${name}` : `Pin ${name}`}
          onClick={onTogglePin}
          sx={{
            position: 'absolute',
            right: 8,
            bottom: 8,
            opacity: pinned ? 1 : 0,
            color: 'common.white',
            bgcolor: 'rgba(0,0,0,0.35)',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
          }}
        >
          {pinned ? <PushPinRounded fontSize="small" /> : <PushPinOutlined fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Box
        sx={{
          position: 'absolute',
          left: 10,
          bottom: 10,
          maxWidth: 'calc(100% - 64px)',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1.25,
          py: 0.4,
          borderRadius: 99,
          color: 'common.white',
          bgcolor: 'rgba(0,0,0,0.45)',
        }}
      >
        {!participant.config.isAudioEnabled && <MicOffRounded sx={{ fontSize: 16 }} aria-label="Microphone off" />}
        <Typography noWrap sx={{ fontSize: 14, fontWeight: 700 }}>
          {name}
          {isYou && ' (You)'}
        </Typography>
      </Box>
    </Box>
  );
}
