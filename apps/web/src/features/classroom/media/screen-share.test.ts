import { classroomTexts } from '@chalkline/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenPhase } from './media-state';
import { presentingDelayMs, ScreenShare } from './screen-share';
import { fakeDevices, settle } from './testing';

function share(screen: boolean | 'fail' = true, screenAudio = false) {
  const { devices, tracks } = fakeDevices({ screen, screenAudio });
  const phases: ScreenPhase[] = [];
  const presenting: boolean[] = [];
  const notices: string[] = [];
  const produced: [MediaStreamTrack | null, MediaStreamTrack | null][] = [];
  const screenShare = new ScreenShare({
    devices: () => devices,
    onPhase: (phase) => phases.push(phase),
    setPresenting: (on) => presenting.push(on),
    onTracks: (video, audio) => produced.push([video, audio]),
    notify: (message) => notices.push(message),
  });
  return { screenShare, phases, presenting, notices, produced, tracks, devices };
}

describe('screen sharing (classroom spec 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('captures, produces at once, and is presenting 2 s later', async () => {
    const { screenShare, phases, presenting, produced, tracks } = share(true, true);
    await screenShare.toggle();
    expect(phases).toEqual(['capturing', 'starting']);
    expect(produced).toEqual([[tracks[0], tracks[1]]]);
    expect(tracks[0]?.contentHint).toBe('detail');
    await vi.advanceTimersByTimeAsync(presentingDelayMs - 1);
    expect(presenting).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(screenShare.phase).toBe('presenting');
    expect(presenting).toEqual([true]);
  });

  it('the toggle ends a share: capture stopped, producers dropped, presenting cleared', async () => {
    const { screenShare, phases, presenting, produced, tracks } = share();
    await screenShare.toggle();
    await vi.advanceTimersByTimeAsync(presentingDelayMs);
    await screenShare.toggle();
    expect(phases.at(-1)).toBe('idle');
    expect(produced.at(-1)).toEqual([null, null]);
    expect(presenting).toEqual([true, false]);
    expect(tracks[0]?.readyState).toBe('ended');
  });

  it('a capture that fails ends the share without producing', async () => {
    const { screenShare, phases, presenting, produced, notices } = share('fail');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await screenShare.toggle();
    expect(phases).toEqual(['capturing', 'idle']);
    expect(produced).toEqual([]);
    expect(presenting).toEqual([false]);
    expect(notices).toEqual([]);
  });

  it('a capture the browser ends ("Stop sharing") ends the share, even before presenting', async () => {
    const { screenShare, phases, presenting, produced, tracks } = share();
    await screenShare.toggle();
    tracks[0]?.end();
    await settle();
    expect(phases.at(-1)).toBe('idle');
    expect(produced.at(-1)).toEqual([null, null]);
    await vi.advanceTimersByTimeAsync(presentingDelayMs);
    expect(presenting).toEqual([false]);
  });

  it('says so where the browser cannot capture a screen', async () => {
    const { screenShare, phases, notices } = share(false);
    expect(screenShare.supported).toBe(false);
    await screenShare.toggle();
    expect(notices).toEqual([classroomTexts.screenShareUnsupported]);
    expect(phases).toEqual([]);
  });
});
