/**
 * Screen sharing (classroom spec 4): a toggle that ends a share in progress, or captures the screen, hands its
 * video (and sound, when the browser offers it) to the send side, and sets presenting 2 s later. A capture
 * that fails or ends (the browser's own "Stop sharing") ends the share.
 */
import { classroomTexts } from '@chalkline/contracts';
import { type MediaDevicesLike, screenCaptureOptions } from './local-media';
import type { ScreenPhase } from './media-state';

/** Spec 4: presenting is set this long after producing starts. */
export const presentingDelayMs = 2000;

export interface ScreenShareDeps {
  devices: () => MediaDevicesLike | undefined;
  onPhase: (phase: ScreenPhase) => void;
  setPresenting: (presenting: boolean) => void;
  /** The capture's tracks to produce, or nulls when the share ends. */
  onTracks: (video: MediaStreamTrack | null, audio: MediaStreamTrack | null) => void;
  notify: (message: string) => void;
}

export class ScreenShare {
  private current: ScreenPhase = 'idle';
  private stream: MediaStream | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: ScreenShareDeps) {}

  get phase(): ScreenPhase {
    return this.current;
  }

  /** Whether this browser can capture a screen at all. */
  get supported(): boolean {
    return typeof this.deps.devices()?.getDisplayMedia === 'function';
  }

  toggle(): Promise<void> {
    if (this.current !== 'idle') {
      this.stop();
      return Promise.resolve();
    }
    return this.start();
  }

  async start(): Promise<void> {
    if (this.current !== 'idle') return;
    const media = this.deps.devices();
    if (!media?.getDisplayMedia) {
      this.deps.notify(classroomTexts.screenShareUnsupported);
      return;
    }
    this.set('capturing');
    let stream: MediaStream;
    try {
      stream = await media.getDisplayMedia(screenCaptureOptions);
    } catch (error) {
      // The user cancelled the picker or capture failed: logged only, and the share ends (spec 8).
      console.warn('Screen capture failed', error);
      if (this.phase === 'capturing') this.stop();
      return;
    }
    const video = stream.getVideoTracks()[0];
    if (this.phase !== 'capturing' || !video) {
      for (const track of stream.getTracks()) track.stop();
      if (this.phase === 'capturing') this.stop();
      return;
    }
    this.stream = stream;
    video.contentHint = 'detail';
    const audio = stream.getAudioTracks()[0] ?? null;
    video.addEventListener('ended', this.ended);
    this.set('starting');
    this.deps.onTracks(video, audio);
    this.timer = setTimeout(() => {
      if (this.current !== 'starting') return;
      this.set('presenting');
      this.deps.setPresenting(true);
    }, presentingDelayMs);
  }

  /** Ends the share: stops the capture, closes its producers, clears presenting. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const stream = this.stream;
    this.stream = null;
    for (const track of stream?.getTracks() ?? []) {
      track.removeEventListener('ended', this.ended);
      track.stop();
    }
    if (this.current === 'idle') return;
    this.set('idle');
    if (stream) this.deps.onTracks(null, null);
    this.deps.setPresenting(false);
  }

  private readonly ended = () => this.stop();

  private set(phase: ScreenPhase): void {
    this.current = phase;
    this.deps.onPhase(phase);
  }
}
