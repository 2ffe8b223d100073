/**
 * What React may know about media (classroom spec 3 "Media per participant"): ids and flags only. Tracks and
 * peer connections stay inside the MediaSession; a tile asks it for the track behind a `trackId`.
 */
import type { NewProducerEvent } from '@chalkline/contracts';

type ProducerAppData = NewProducerEvent['appData'];

/** The spec's element kinds: a webcam's video and audio, a screen's video and audio. */
export type ElementKind = ProducerAppData['kind'];
export type MediaSource = ProducerAppData['source'];

export const elementKinds: readonly ElementKind[] = ['video', 'audio', 'screen-video', 'screen-audio'];

/** The element kind of a track kind from a source (M4 `appData.kind`). */
export const elementKindOf = (kind: 'audio' | 'video', source: MediaSource): ElementKind =>
  source === 'webcam' ? kind : kind === 'video' ? 'screen-video' : 'screen-audio';

export const sourceOf = (kind: ElementKind): MediaSource => (kind.startsWith('screen') ? 'screen' : 'webcam');
export const trackKindOf = (kind: ElementKind): 'audio' | 'video' => (kind.endsWith('audio') ? 'audio' : 'video');

/** One producer of someone else, and the consumer that receives it here. */
export interface RemoteElement {
  producerId: string;
  /** Null while the consumer is being created (or re-created after a recovery). */
  consumerId: string | null;
  /** The receiving track (see `MediaSession.trackOf`), null until the consumer exists. */
  trackId: string | null;
  /** Its owner paused it, or the producer is missing (spec 8: a missing producer counts as paused). */
  isPausedServerSide: boolean;
  /** Paused here, for this client only (`consumer_paused`). */
  isPausedClientSide: boolean;
}

export type PeerMedia = Readonly<Partial<Record<ElementKind, RemoteElement>>>;

/** One of this client's own elements. */
export interface LocalElement {
  /** The local track (see `MediaSession.trackOf`); null when the camera is off and released. */
  trackId: string | null;
  producerId: string | null;
  paused: boolean;
}

/** Screen sharing (spec 4): capturing → starting (producing) → presenting 2 s later. */
export type ScreenPhase = 'idle' | 'capturing' | 'starting' | 'presenting';

export type TransportStatus = RTCPeerConnectionState | 'none';

export interface MediaState {
  /** Other people's media by connection. */
  peers: Readonly<Record<string, PeerMedia>>;
  local: Readonly<Partial<Record<ElementKind, LocalElement>>>;
  screen: ScreenPhase;
  /** The connection whose microphone is loudest now (M15), or null in silence. */
  activeSpeaker: string | null;
  send: TransportStatus;
  recv: TransportStatus;
  /** The devices in use ('' = the browser's default). */
  cameraId: string;
  microphoneId: string;
  /** The effects asked for on the devices in use (ADR 0086); each runs while its device is on. */
  noiseSuppression: boolean;
  backgroundBlur: boolean;
}

export const initialMediaState = (
  cameraId = '',
  microphoneId = '',
  effects = { noiseSuppression: false, backgroundBlur: false },
): MediaState => ({
  peers: {},
  local: {},
  screen: 'idle',
  activeSpeaker: null,
  send: 'none',
  recv: 'none',
  cameraId,
  microphoneId,
  ...effects,
});

/** Sets (or with null removes) one element of a remote person. */
export function putRemote(
  state: MediaState,
  connection: string,
  kind: ElementKind,
  element: RemoteElement | null,
): MediaState {
  const peer = state.peers[connection] ?? {};
  if (element === null) {
    if (!peer[kind]) return state;
    const { [kind]: _gone, ...rest } = peer;
    const { [connection]: _peer, ...peers } = state.peers;
    return { ...state, peers: Object.keys(rest).length ? { ...peers, [connection]: rest } : peers };
  }
  return { ...state, peers: { ...state.peers, [connection]: { ...peer, [kind]: element } } };
}

/** Where a producer's element is, if this client knows it. */
export function findRemote(
  state: MediaState,
  producerId: string,
): { connection: string; kind: ElementKind; element: RemoteElement } | undefined {
  for (const [connection, peer] of Object.entries(state.peers)) {
    for (const kind of elementKinds) {
      const element = peer[kind];
      if (element?.producerId === producerId) return { connection, kind, element };
    }
  }
  return undefined;
}

/** Changes fields of the element of one producer; unchanged when unknown or when nothing differs. */
export function patchRemote(state: MediaState, producerId: string, patch: Partial<RemoteElement>): MediaState {
  const found = findRemote(state, producerId);
  if (!found) return state;
  const entries = Object.entries(patch) as [keyof RemoteElement, unknown][];
  if (entries.every(([k, v]) => found.element[k] === v)) return state;
  return putRemote(state, found.connection, found.kind, { ...found.element, ...patch });
}

/** A producer announced (`new_producer`, `get_producers`): its element, keeping a consumer it already has. */
export function announceRemote(state: MediaState, producer: NewProducerEvent): MediaState {
  const element = findRemote(state, producer.producerId)?.element;
  return putRemote(state, producer.remoteConnectionId, producer.appData.kind, {
    producerId: producer.producerId,
    consumerId: element?.consumerId ?? null,
    trackId: element?.trackId ?? null,
    isPausedServerSide: producer.paused,
    isPausedClientSide: false,
  });
}

export function removeRemote(state: MediaState, producerId: string): MediaState {
  const found = findRemote(state, producerId);
  return found ? putRemote(state, found.connection, found.kind, null) : state;
}

/** Sets (or with null removes) one of this client's own elements. */
export function putLocal(state: MediaState, kind: ElementKind, element: LocalElement | null): MediaState {
  const current = state.local[kind];
  if (element === null) {
    if (!current) return state;
    const { [kind]: _gone, ...local } = state.local;
    return { ...state, local };
  }
  if (current && current.trackId === element.trackId && current.producerId === element.producerId) {
    if (current.paused === element.paused) return state;
  }
  return { ...state, local: { ...state.local, [kind]: element } };
}

/**
 * This client's own elements from its tracks and producers: the camera and microphone are paused by their
 * flags, a screen element by the lack of a track.
 */
export function mirrorLocal(
  state: MediaState,
  elements: readonly { kind: ElementKind; track: MediaStreamTrack | null; producerId: string | null }[],
  flags: { isVideoEnabled: boolean; isAudioEnabled: boolean },
): MediaState {
  return elements.reduce((s, { kind, track, producerId }) => {
    if (!track && !producerId) return putLocal(s, kind, null);
    const paused = kind === 'video' ? !flags.isVideoEnabled : kind === 'audio' ? !flags.isAudioEnabled : !track;
    return putLocal(s, kind, { trackId: track?.id ?? null, producerId, paused });
  }, state);
}
