import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { useClassroom } from '../connection/ClassroomContext';
import { useMedia, useMediaSession } from '../media/MediaContext';
import type { ElementKind } from '../media/media-state';

const audible: ElementKind[] = ['audio', 'screen-audio'];

function PeerAudio(props: {
  connection: string;
  kind: ElementKind;
  trackId: string;
  onBlocked: (blocked: boolean) => void;
}) {
  const { connection, kind, trackId, onBlocked } = props;
  const session = useMediaSession();
  const audio = useRef<HTMLAudioElement>(null);
  const stream = session?.streamOf(trackId) ?? null;

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    element.srcObject = stream;
    if (!stream) return;
    element
      .play?.()
      ?.then(() => onBlocked(false))
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === 'NotAllowedError') onBlocked(true);
      });
  }, [stream, onBlocked]);

  // biome-ignore lint/a11y/useMediaCaption: live speech from a microphone has no caption track to offer
  return <audio ref={audio} autoPlay data-testid="tile-audio" data-connection={connection} data-kind={kind} />;
}

/**
 * One hidden <audio> per remote microphone or screen sound of the people in the room (autoplay). When the
 * browser blocks sound until a click, a button asks for that click.
 */
export function RemoteAudio() {
  const peers = useMedia((s) => s.peers);
  const participants = useClassroom((s) => s.participants);
  const [blocked, setBlocked] = useState(false);
  const present = new Set(participants.filter((p) => p.status !== 'OFFLINE').map((p) => p.connection));
  const elements = Object.entries(peers).flatMap(([connection, media]) =>
    present.has(connection)
      ? audible.flatMap((kind) => {
          const trackId = media[kind]?.trackId;
          return trackId ? [{ connection, kind, trackId }] : [];
        })
      : [],
  );

  const unblock = () => {
    for (const element of document.querySelectorAll<HTMLAudioElement>('audio[data-testid="tile-audio"]'))
      void element.play().catch(() => undefined);
    setBlocked(false);
  };

  return (
    <Box sx={{ display: 'contents' }}>
      {elements.map((e) => (
        <PeerAudio key={e.trackId} {...e} onBlocked={setBlocked} />
      ))}
      {blocked && (
        <Button
          variant="contained"
          color="warning"
          onClick={unblock}
          sx={{ position: 'absolute', top: 8, left: '50%', transform: 'translateX(-50%)', zIndex: 3, borderRadius: 99 }}
        >
          Turn on sound
        </Button>
      )}
    </Box>
  );
}
