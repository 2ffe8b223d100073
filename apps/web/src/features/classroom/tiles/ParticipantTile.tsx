import type { Participant } from '@chalkline/contracts';
import MicOffRounded from '@mui/icons-material/MicOffRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { avatarSource } from '../../accounts/UserAvatar';
import type { ActiveReaction } from '../connection/classroom-state';
import { useMedia } from '../media/MediaContext';
import { FloatingReaction } from './FloatingReaction';
import { HandDot } from './HandDot';
import { NameTag, PinButton, speakingRing } from './TileChrome';
import { TileVideo } from './TileVideo';
import { tileLabel } from './tileLabel';

interface ParticipantTileProps {
  participant: Participant;
  isYou: boolean;
  reaction: ActiveReaction | undefined;
  pinned: boolean;
  onTogglePin: () => void;
}

/**
 * One person in the video grid: their camera (one's own mirrored), or their avatar on their colour while the
 * camera is off, paused, not yet received or stalled for 3 s; a green ring while they are the active speaker. Its
 * name says who it is and whether they speak, are muted, share their screen or raise a hand (ADR 0077).
 */
export function ParticipantTile({ participant, isYou, reaction, pinned, onTogglePin }: ParticipantTileProps) {
  const { connection } = participant;
  const remote = useMedia((s) => s.peers[connection]);
  const own = useMedia((s) => s.local.video);
  const speaking = useMedia((s) => s.activeSpeaker === connection);
  const sharing = useMedia((s) => Boolean(isYou ? s.local['screen-video'] : s.peers[connection]?.['screen-video']));
  const video = isYou ? own : remote?.video;
  const videoPaused = isYou
    ? (own?.paused ?? true)
    : Boolean(remote?.video?.isPausedServerSide || remote?.video?.isPausedClientSide);
  const audio = remote?.audio;
  const micOff = isYou || !audio ? !participant.config.isAudioEnabled : audio.isPausedServerSide;
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  const reconnecting = participant.status === 'RECENTLY_ONLINE';
  const ring = speaking && !micOff ? speakingRing : participant.isHandRaised ? '0 0 0 3px #f58a07' : null;

  return (
    <Box
      data-testid="tile"
      data-connection={connection}
      data-pinned={pinned}
      data-speaking={speaking}
      sx={{ position: 'relative', width: '100%', height: '100%', minWidth: 0, minHeight: 0 }}
    >
      <Box
        data-testid="participant-tile"
        data-connection={connection}
        aria-label={tileLabel({
          name,
          isYou,
          speaking,
          muted: micOff,
          sharing,
          handRaised: participant.isHandRaised,
          reconnecting,
        })}
        role="group"
        sx={{
          position: 'absolute',
          inset: 0,
          containerType: 'inline-size',
          borderRadius: '18px',
          overflow: 'hidden',
          bgcolor: participant.color,
          backgroundImage: 'linear-gradient(160deg, rgba(255,255,255,0.16), rgba(0,0,0,0.28))',
          boxShadow: ring ?? '0 8px 24px rgba(0,0,0,0.25)',
          transition: 'box-shadow 200ms',
          '&:hover .tile-pin, &:focus-within .tile-pin': { opacity: 1 },
        }}
      >
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Avatar
            src={avatarSource(participant)}
            alt={name}
            sx={{
              width: 'clamp(40px, 24cqi, 132px)',
              height: 'clamp(40px, 24cqi, 132px)',
              border: '4px solid rgba(255,255,255,0.85)',
              bgcolor: 'rgba(255,255,255,0.9)',
              opacity: reconnecting ? 0.5 : 1,
            }}
          />
        </Box>
        <TileVideo
          trackId={video?.trackId ?? null}
          paused={videoPaused}
          producerId={isYou ? null : (video?.producerId ?? null)}
          pinned={pinned}
          mirrored={isYou}
        />
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
        <PinButton name={name} pinned={pinned} onToggle={onTogglePin} />
        <NameTag>
          {micOff && <MicOffRounded sx={{ fontSize: 16 }} aria-label="Microphone off" />}
          <Typography noWrap sx={{ fontSize: 14, fontWeight: 700 }}>
            {name}
            {isYou && ' (You)'}
          </Typography>
        </NameTag>
      </Box>
    </Box>
  );
}
