import { classroom } from '@chalkline/contracts';
import Box from '@mui/material/Box';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTileLayer } from '../media/layers';
import { useMediaSession } from '../media/MediaContext';

/** off: nothing to play (no track, or paused); loading: waiting for frames; stalled: none for 3 s. */
export type VideoState = 'off' | 'loading' | 'playing' | 'stalled';

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

/**
 * Follows a <video>'s frames: `playing` while they come, `stalled` once none came for the placeholder delay
 * (3 s, spec 4 and 9: a video that cannot play shows the placeholder), `playing` again with the next frame.
 * Without `watchFrames` (a screen share may be still for minutes) it is `playing` as soon as it plays. A muted
 * track (the browser's `mute`: no media arrives, e.g. the sender paused) is `off` at once (spec 4: a muted
 * remote track shows the avatar placeholder) until it unmutes.
 */
export function useVideoState(
  video: RefObject<HTMLVideoElement | null>,
  stream: MediaStream | null,
  paused: boolean,
  watchFrames: boolean,
): VideoState {
  const [state, setState] = useState<VideoState>('off');
  useEffect(() => {
    const element = video.current as FrameVideo | null;
    if (element && element.srcObject !== stream) element.srcObject = stream;
    if (!element || !stream || paused) {
      setState('off');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let handle: number | undefined;
    const track = stream.getVideoTracks?.()[0];
    let muted = Boolean(track?.muted);
    const stallSoon = () => {
      clearTimeout(timer);
      if (!muted) timer = setTimeout(() => setState('stalled'), classroom.placeholderDelayMs);
    };
    // With frame callbacks each frame postpones the stall; without them, 'playing' and 'waiting' stand in.
    const perFrame = watchFrames && typeof element.requestVideoFrameCallback === 'function';
    const frame = () => {
      if (!muted) setState('playing');
      stallSoon();
      handle = element.requestVideoFrameCallback?.(frame);
    };
    const playing = () => {
      clearTimeout(timer);
      if (!muted) setState('playing');
    };
    const waiting = () => {
      if (watchFrames) stallSoon();
    };
    const mute = () => {
      muted = true;
      clearTimeout(timer);
      setState('off');
    };
    const unmute = () => {
      muted = false;
      setState('loading');
      stallSoon();
    };
    track?.addEventListener('mute', mute);
    track?.addEventListener('unmute', unmute);
    setState(muted ? 'off' : 'loading');
    stallSoon();
    element.play?.()?.catch(() => undefined);
    if (perFrame) handle = element.requestVideoFrameCallback?.(frame);
    else element.addEventListener('playing', playing);
    element.addEventListener('waiting', waiting);
    return () => {
      clearTimeout(timer);
      track?.removeEventListener('mute', mute);
      track?.removeEventListener('unmute', unmute);
      if (handle !== undefined) element.cancelVideoFrameCallback?.(handle);
      element.removeEventListener('playing', playing);
      element.removeEventListener('waiting', waiting);
    };
  }, [video, stream, paused, watchFrames]);
  return state;
}

interface TileVideoProps {
  trackId: string | null;
  paused: boolean;
  /** The remote producer behind it: the tile asks for the simulcast layer its size needs (M9). */
  producerId?: string | null;
  pinned?: boolean;
  /** Show the placeholder when frames stop for 3 s (cameras); a still screen share keeps its picture. */
  watchFrames?: boolean;
  /** One's own camera, shown as in a mirror. */
  mirrored?: boolean;
  muted?: boolean;
  fit?: 'cover' | 'contain';
  onState?: (state: VideoState) => void;
}

/**
 * A tile's <video> over whatever placeholder sits beneath it: transparent while there is nothing to play or once
 * it stalled, so the placeholder shows through (before the first frame a video shows nothing anyway).
 */
export function TileVideo(props: TileVideoProps) {
  const { trackId, paused, producerId, pinned, mirrored, muted, fit, onState, watchFrames = true } = props;
  const session = useMediaSession();
  const video = useRef<HTMLVideoElement>(null);
  const stream = session?.streamOf(trackId) ?? null;
  const state = useVideoState(video, stream, paused, watchFrames);
  useTileLayer(video, producerId ?? null, Boolean(pinned));
  useEffect(() => onState?.(state), [onState, state]);

  return (
    <Box
      component="video"
      ref={video}
      data-testid="tile-video"
      data-state={state}
      autoPlay
      playsInline
      muted={muted ?? true}
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: fit ?? 'cover',
        transform: mirrored ? 'scaleX(-1)' : undefined,
        // Transparent rather than hidden, so frame callbacks keep coming and a stalled video comes back.
        opacity: state === 'off' || state === 'stalled' ? 0 : 1,
        transition: 'opacity 150ms',
      }}
    />
  );
}
