import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useVideoState } from './TileVideo';

function Probe({
  stream,
  paused,
  watchFrames = true,
}: {
  stream: MediaStream | null;
  paused: boolean;
  watchFrames?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const state = useVideoState(video, stream, paused, watchFrames);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a test probe */}
      <video ref={video} data-testid="probe" />
      <output>{state}</output>
    </>
  );
}

const stream = {} as MediaStream;
/** A stream of one video track that can be muted and unmuted like a remote one. */
function mutableStream(muted = false) {
  const track = Object.assign(new EventTarget(), { kind: 'video', muted });
  const set = (value: boolean) => {
    track.muted = value;
    track.dispatchEvent(new Event(value ? 'mute' : 'unmute'));
  };
  return { stream: { getVideoTracks: () => [track] } as unknown as MediaStream, set };
}
const state = () => screen.getByRole('status').textContent;

describe('a tile’s video (spec 4, 9: the placeholder after 3 s)', () => {
  it('is off without a stream or while paused', () => {
    const { rerender } = render(<Probe stream={null} paused={false} />);
    expect(state()).toBe('off');
    rerender(<Probe stream={stream} paused />);
    expect(state()).toBe('off');
  });

  it('plays with the first frame and stalls when no frame came for 3 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<Probe stream={stream} paused={false} />);
    expect(state()).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(state()).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state()).toBe('stalled');
    act(() => {
      screen.getByTestId('probe').dispatchEvent(new Event('playing'));
    });
    expect(state()).toBe('playing');
  });

  it('shows the placeholder at once while the track is muted, and plays again when it unmutes', async () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const remote = mutableStream(true);
    render(<Probe stream={remote.stream} paused={false} />);
    expect(state()).toBe('off');
    // Muted is not stalled: no 3 s timer runs while no media is meant to come.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(state()).toBe('off');
    act(() => remote.set(false));
    expect(state()).toBe('loading');
    act(() => {
      screen.getByTestId('probe').dispatchEvent(new Event('playing'));
    });
    expect(state()).toBe('playing');
    act(() => remote.set(true));
    expect(state()).toBe('off');
    act(() => {
      screen.getByTestId('probe').dispatchEvent(new Event('playing'));
    });
    expect(state()).toBe('off');
    act(() => remote.set(false));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(state()).toBe('stalled');
    vi.useRealTimers();
  });
});
