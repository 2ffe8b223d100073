import type { Participant } from '@chalkline/contracts';
import PresentToAllRounded from '@mui/icons-material/PresentToAllRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useClassroom, useConnection } from '../connection/ClassroomContext';
import { useMedia } from '../media/MediaContext';
import { NameTag, PinButton } from './TileChrome';
import { TileVideo } from './TileVideo';

/** The pin key of a person's screen share (pins of people are their connections). */
export const screenKey = (connection: string) => `screen:${connection}`;

interface ScreenTileProps {
  participant: Participant;
  isYou: boolean;
  pinned: boolean;
  onTogglePin: () => void;
}

/**
 * A shared screen, whole (letterboxed) on a dark ground. One's own share shows the local capture; a remote
 * one asks for the layer its size needs like a camera does.
 */
export function ScreenTile({ participant, isYou, pinned, onTogglePin }: ScreenTileProps) {
  const { connection } = participant;
  const remote = useMedia((s) => s.peers[connection]?.['screen-video']);
  const own = useMedia((s) => s.local['screen-video']);
  const video = isYou ? own : remote;
  const paused = isYou ? !own?.trackId : Boolean(remote?.isPausedServerSide || remote?.isPausedClientSide);
  const name = `${participant.firstName} ${participant.lastName}`.trim();
  const label = isYou ? 'You are presenting' : `${name} is presenting`;

  return (
    <Box
      data-testid="screen-tile"
      data-connection={connection}
      data-pinned={pinned}
      role="group"
      aria-label={label}
      sx={{
        position: 'relative',
        width: '100%',
        height: '100%',
        minWidth: 0,
        minHeight: 0,
        containerType: 'inline-size',
        borderRadius: '18px',
        overflow: 'hidden',
        bgcolor: '#05080f',
        boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
        '&:hover .tile-pin, &:focus-within .tile-pin': { opacity: 1 },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'rgba(255,255,255,0.5)',
        }}
      >
        <PresentToAllRounded sx={{ fontSize: 'clamp(28px, 14cqi, 72px)' }} />
      </Box>
      <TileVideo
        trackId={video?.trackId ?? null}
        paused={paused}
        producerId={isYou ? null : (remote?.producerId ?? null)}
        pinned={pinned}
        fit="contain"
        watchFrames={false}
      />
      <PinButton name={`${name}’s screen`} pinned={pinned} onToggle={onTogglePin} />
      <NameTag>
        <PresentToAllRounded sx={{ fontSize: 16 }} />
        <Typography noWrap sx={{ fontSize: 14, fontWeight: 700 }}>
          {label}
        </Typography>
      </NameTag>
    </Box>
  );
}

/**
 * Spec 4 "Pinning": someone else's screen share is pinned (first) as it appears, unless this user unpinned
 * that share; a share that ends leaves the pins. Answers the toggle the screen tiles' pin buttons use.
 */
export function useScreenPins(sharing: readonly string[], you: string | undefined): (connection: string) => void {
  const connection = useConnection();
  const pinned = useClassroom((s) => s.pinned);
  const unpinnedByUser = useRef(new Set<string>());
  const autoPinned = useRef(new Set<string>());
  const current = sharing.map(screenKey).join('|');

  useEffect(() => {
    const keys = new Set(current ? current.split('|') : []);
    for (const key of keys) {
      if (key === screenKey(you ?? '') || autoPinned.current.has(key) || unpinnedByUser.current.has(key)) continue;
      autoPinned.current.add(key);
      if (!connection.store.get().pinned.includes(key)) connection.togglePin(key);
    }
    for (const key of [...autoPinned.current, ...unpinnedByUser.current]) {
      if (keys.has(key)) continue;
      autoPinned.current.delete(key);
      unpinnedByUser.current.delete(key);
    }
    for (const key of connection.store.get().pinned)
      if (key.startsWith('screen:') && !keys.has(key)) connection.togglePin(key);
  }, [connection, current, you]);

  return (sharer: string) => {
    const key = screenKey(sharer);
    if (pinned.includes(key)) unpinnedByUser.current.add(key);
    else unpinnedByUser.current.delete(key);
    connection.togglePin(key);
  };
}
