/**
 * Test doubles for the media layer: tracks, a minimal RTCPeerConnection and camera/microphone/screen devices
 * (the scripted SFU is in fake-sfu.ts).
 */
import { vi } from 'vitest';
import type { MediaDevicesLike } from './local-media';

let trackIds = 0;

export class FakeTrack extends EventTarget {
  readonly id = `track-${++trackIds}`;
  readyState: MediaStreamTrackState = 'live';
  enabled = true;
  muted = false;
  contentHint = '';
  constructor(readonly kind: 'audio' | 'video') {
    super();
  }
  stop() {
    this.readyState = 'ended';
  }
  /** The browser's own end of a capture (e.g. "Stop sharing"). */
  end() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export const asTrack = (track: FakeTrack) => track as unknown as MediaStreamTrack;

function fakeStream(tracks: FakeTrack[]): MediaStream {
  return {
    getTracks: () => [...tracks],
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
  } as unknown as MediaStream;
}

/** Devices that hand out fake tracks and remember every one. */
export function fakeDevices(options: { screen?: boolean | 'fail'; screenAudio?: boolean } = {}) {
  const tracks: FakeTrack[] = [];
  const make = (kind: 'audio' | 'video') => {
    const track = new FakeTrack(kind);
    tracks.push(track);
    return track;
  };
  const devices: MediaDevicesLike = {
    getUserMedia: vi.fn(async (constraints: MediaStreamConstraints) =>
      fakeStream([...(constraints.video ? [make('video')] : []), ...(constraints.audio ? [make('audio')] : [])]),
    ),
  };
  if (options.screen)
    devices.getDisplayMedia = vi.fn(async () => {
      if (options.screen === 'fail') throw new DOMException('Permission denied', 'NotAllowedError');
      return fakeStream([make('video'), ...(options.screenAudio ? [make('audio')] : [])]);
    });
  return { devices, tracks };
}

interface FakeTransceiver {
  mid: string | null;
  kind: 'audio' | 'video';
  init: RTCRtpTransceiverInit | undefined;
  sender: { track: MediaStreamTrack | null; replaceTrack: (track: MediaStreamTrack | null) => Promise<void> };
  receiver: { track: MediaStreamTrack };
  setCodecPreferences?: (codecs: RTCRtpCodec[]) => void;
}

/** Enough of RTCPeerConnection for the session: transceivers, mids, descriptions, state changes. */
export class FakePeerConnection extends EventTarget {
  static all: FakePeerConnection[] = [];
  connectionState: RTCPeerConnectionState = 'new';
  iceGatheringState: RTCIceGatheringState = 'complete';
  signalingState: RTCSignalingState = 'stable';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  readonly transceivers: FakeTransceiver[] = [];
  private mids = 0;

  constructor(readonly config: RTCConfiguration) {
    super();
    FakePeerConnection.all.push(this);
  }

  addTransceiver(track: MediaStreamTrack, init?: RTCRtpTransceiverInit) {
    const sender = {
      track: track as MediaStreamTrack | null,
      replaceTrack: vi.fn(async (next: MediaStreamTrack | null) => {
        sender.track = next;
      }),
    };
    const transceiver: FakeTransceiver = {
      mid: null,
      kind: track.kind as 'audio' | 'video',
      init,
      sender,
      receiver: { track: asTrack(new FakeTrack(track.kind as 'audio' | 'video')) },
      setCodecPreferences: vi.fn(),
    };
    this.transceivers.push(transceiver);
    return transceiver;
  }

  getTransceivers() {
    return this.transceivers;
  }

  async createOffer() {
    for (const t of this.transceivers) t.mid ??= String(this.mids++);
    return { type: 'offer' as const, sdp: this.transceivers.map((t) => `m=${t.kind}\r\na=mid:${t.mid}`).join('\r\n') };
  }

  async createAnswer() {
    return { type: 'answer' as const, sdp: 'v=0 answer' };
  }

  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
  }

  /** An offer from the server adds a receiving transceiver for each new `a=mid`. */
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    this.remoteDescription = description;
    if (description.type !== 'offer') return;
    let kind: 'audio' | 'video' = 'video';
    for (const line of description.sdp?.split('\r\n') ?? []) {
      if (line.startsWith('m=')) kind = line.startsWith('m=audio') ? 'audio' : 'video';
      const mid = /^a=mid:(.+)$/.exec(line)?.[1];
      if (!mid || this.transceivers.some((t) => t.mid === mid)) continue;
      const receiver = { track: asTrack(new FakeTrack(kind)) };
      const sender = { track: null, replaceTrack: async () => undefined };
      this.transceivers.push({ mid, kind, init: undefined, sender, receiver });
    }
  }

  async getStats() {
    return new Map();
  }

  /** The network moved this connection to `state`. */
  setState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }

  close() {
    this.connectionState = 'closed';
  }
}

export const createFakePeerConnection = (config: RTCConfiguration) =>
  new FakePeerConnection(config) as unknown as RTCPeerConnection;

/** Lets queued promises and zero-delay timers run (real or fake timers). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
