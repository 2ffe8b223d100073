/**
 * This client's own camera, microphone and screen tracks with the constraints of classroom spec 9, opened on
 * the devices chosen in the lobby (or later in the call) and released when no longer needed.
 */
import { classroom, type LaunchConfig } from '@chalkline/contracts';
import type { ElementKind } from './media-state';
import type { Desired } from './producing';
import { withTimeout } from './transports';

/** The parts of `navigator.mediaDevices` the session uses (replaced in tests). */
export interface MediaDevicesLike {
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  getDisplayMedia?: (options?: DisplayMediaStreamOptions) => Promise<MediaStream>;
}

/** The webcam (spec 9): 640x360 ideal up to 1280x720, 15 fps ideal up to 24, 16:9. */
export function webcamConstraints(deviceId?: string): MediaTrackConstraints {
  const w = classroom.webcam;
  return {
    width: { ideal: w.width, max: w.maxWidth },
    height: { ideal: w.height, max: w.maxHeight },
    frameRate: { ideal: w.frameRate, max: w.maxFrameRate },
    aspectRatio: { ideal: w.aspectRatio },
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  };
}

/** The microphone (spec 9): 48 kHz, two channels, echo cancellation, noise suppression, auto gain. */
export function microphoneConstraints(deviceId?: string): MediaTrackConstraints {
  const a = classroom.audio;
  return {
    sampleRate: a.sampleRate,
    channelCount: a.channelCount,
    echoCancellation: a.echoCancellation,
    noiseSuppression: a.noiseSuppression,
    autoGainControl: a.autoGainControl,
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  };
}

/** The screen (spec 9): 3840x2160 ideal, 30 fps ideal up to 60, with the tab's or system's sound if offered. */
export const screenCaptureOptions: DisplayMediaStreamOptions = {
  video: {
    width: { ideal: classroom.screen.width },
    height: { ideal: classroom.screen.height },
    frameRate: { ideal: classroom.screen.frameRate, max: classroom.screen.maxFrameRate },
  },
  audio: true,
};

const isGone = (error: unknown) =>
  error instanceof Error && (error.name === 'OverconstrainedError' || error.name === 'NotFoundError');

export type DeviceKind = 'camera' | 'microphone';

/** Holds the camera, microphone and screen tracks; a device is opened again when asked for and none is live. */
export class LocalMedia {
  private readonly tracks: Record<DeviceKind, MediaStreamTrack | null> = { camera: null, microphone: null };
  /** What an effect made of a device's track (ADR 0086), sent in its place; null = the device's own. */
  private readonly outputs: Record<DeviceKind, MediaStreamTrack | null> = { camera: null, microphone: null };
  private screen: Record<'screen-video' | 'screen-audio', MediaStreamTrack | null> = {
    'screen-video': null,
    'screen-audio': null,
  };

  constructor(private readonly devices: () => MediaDevicesLike | undefined) {}

  track(kind: DeviceKind): MediaStreamTrack | null {
    const track = this.tracks[kind];
    return track && track.readyState !== 'ended' ? track : null;
  }

  /**
   * The live track of `kind`, opening one on `deviceId` (any device when that one is gone) when there is
   * none; null when the browser refuses or has no such device (logged only, spec 8).
   */
  async open(kind: DeviceKind, deviceId: string): Promise<MediaStreamTrack | null> {
    const live = this.track(kind);
    if (live) return live;
    const media = this.devices();
    if (!media) return null;
    const constraints = (id?: string) => (kind === 'camera' ? webcamConstraints(id) : microphoneConstraints(id));
    const request = (id?: string) =>
      withTimeout(
        media.getUserMedia(kind === 'camera' ? { video: constraints(id) } : { audio: constraints(id) }),
        classroom.trackProduction.timeoutMs,
      );
    let stream: MediaStream;
    try {
      stream = await request(deviceId || undefined).catch((error: unknown) => {
        if (deviceId && isGone(error)) return request();
        throw error;
      });
    } catch (error) {
      console.warn(`Could not open the ${kind}`, error);
      return null;
    }
    const track = (kind === 'camera' ? stream.getVideoTracks() : stream.getAudioTracks())[0] ?? null;
    for (const other of stream.getTracks()) if (other !== track) other.stop();
    if (this.tracks[kind] && this.tracks[kind] !== track) this.tracks[kind]?.stop();
    this.tracks[kind] = track;
    return track;
  }

  /** Opens `deviceId` in place of the current track of `kind` and stops the old one once the new one is live. */
  async replace(kind: DeviceKind, deviceId: string): Promise<MediaStreamTrack | null> {
    const old = this.tracks[kind];
    this.tracks[kind] = null;
    this.outputs[kind] = null;
    const track = await this.open(kind, deviceId);
    if (!track) {
      this.tracks[kind] = old;
      return null;
    }
    if (old && old !== track) old.stop();
    return track;
  }

  /** Stops and forgets one track (the camera light goes off). */
  release(kind: DeviceKind): void {
    this.tracks[kind]?.stop();
    this.tracks[kind] = null;
    this.outputs[kind] = null;
  }

  /** Sends `track` (an effect's) in place of the device's own; null sends the device's own again. */
  setOutput(kind: DeviceKind, track: MediaStreamTrack | null): void {
    this.outputs[kind] = track && track !== this.tracks[kind] ? track : null;
  }

  /** The track sent for a device: an effect's while one runs, else the device's own. */
  sent(kind: DeviceKind): MediaStreamTrack | null {
    const own = this.track(kind);
    const output = this.outputs[kind];
    return own && output && output.readyState !== 'ended' ? output : own;
  }

  /** The screen capture's tracks while sharing (the share stops them), or nulls. */
  setScreen(video: MediaStreamTrack | null, audio: MediaStreamTrack | null): void {
    this.screen = { 'screen-video': video, 'screen-audio': audio };
  }

  releaseAll(): void {
    this.release('camera');
    this.release('microphone');
    for (const track of Object.values(this.screen)) track?.stop();
    this.setScreen(null, null);
  }

  /** The live track of one element kind, if any. */
  trackFor(kind: ElementKind): MediaStreamTrack | null {
    if (kind === 'video') return this.sent('camera');
    if (kind === 'audio') return this.sent('microphone');
    return this.screen[kind];
  }

  /**
   * What to send (spec 4): the camera (kept as a paused producer without a track while off, once produced),
   * the microphone (paused while muted) and a screen share. An incognito admin sends nothing.
   */
  desired(config: Pick<LaunchConfig, 'isVideoEnabled' | 'isAudioEnabled' | 'isIncognito'>, hasVideoProducer: boolean) {
    const desired: Desired = {};
    if (config.isIncognito) return desired;
    const camera = this.sent('camera');
    if (camera || hasVideoProducer) desired.video = { track: camera, paused: !config.isVideoEnabled || !camera };
    const mic = this.sent('microphone');
    if (mic) desired.audio = { track: mic, paused: !config.isAudioEnabled };
    for (const kind of ['screen-video', 'screen-audio'] as const) {
      const track = this.screen[kind];
      if (track) desired[kind] = { track, paused: false };
    }
    return desired;
  }
}
