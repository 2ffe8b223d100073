/**
 * Plain-data shapes that cross the MediaEngine port. Nothing here may hold a function, a class instance or a
 * buffer: every value must survive `structuredClone`, so an engine can run in a worker thread or in another
 * process (a Janus sidecar) behind the same port. The socket contracts in
 * packages/contracts/src/realtime/media.ts mirror these shapes.
 */

export type MediaKind = 'audio' | 'video';
/** Where a producer's track comes from (classroom spec §3: webcam and screen elements). */
export type MediaSource = 'webcam' | 'screen';
/** The spec's element kinds: `video`, `audio`, `screen-video`, `screen-audio`. */
export type ElementKind = 'video' | 'audio' | 'screen-video' | 'screen-audio';
export type TransportDirection = 'send' | 'recv';

/** A producer's appData, chosen by the client and echoed to every consumer of it. */
export interface ProducerAppData {
  source: MediaSource;
  kind: ElementKind;
}

export interface SessionDescription {
  type: 'offer' | 'answer';
  sdp: string;
}

export interface RtcpFeedback {
  type: string;
  parameter?: string;
}

/** A codec the router forwards; `preferredPayloadType` is the payload type used towards subscribers. */
export interface RtpCodecCapability {
  kind: MediaKind;
  mimeType: string;
  clockRate: number;
  channels?: number;
  preferredPayloadType: number;
  parameters: Record<string, string | number>;
  rtcpFeedback: RtcpFeedback[];
}

export interface RtpHeaderExtensionCapability {
  kind: MediaKind;
  uri: string;
  preferredId: number;
}

/** What a router can forward (`call`'s routerRtpCapabilities). */
export interface RtpCapabilities {
  codecs: RtpCodecCapability[];
  headerExtensions: RtpHeaderExtensionCapability[];
}

/**
 * What a client can decode, sent with `consume`: in a browser, the codecs of
 * `RTCRtpReceiver.getCapabilities(kind)` (mimeType, clockRate, channels, sdpFmtpLine).
 */
export interface ClientRtpCapabilities {
  codecs: { mimeType: string; clockRate: number; channels?: number; sdpFmtpLine?: string }[];
}

/** The m-section a producer or consumer lives in, plus what was negotiated for it. */
export interface RtpParameters {
  mid: string;
  codec?: { mimeType: string; payloadType: number; clockRate: number; channels?: number; sdpFmtpLine?: string };
  /** Simulcast stream ids, lowest layer first (producers only). */
  rids?: string[];
}

export interface IceParameters {
  usernameFragment: string;
  password: string;
  iceLite: boolean;
}

export interface IceCandidate {
  foundation: string;
  priority: number;
  ip: string;
  port: number;
  protocol: 'udp' | 'tcp';
  type: 'host' | 'srflx' | 'prflx' | 'relay';
}

export interface DtlsParameters {
  role: 'auto' | 'client' | 'server';
  fingerprints: { algorithm: string; value: string }[];
}

export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** `create_transport`'s params: what a client needs to open its RTCPeerConnection. */
export interface TransportParams {
  id: string;
  direction: TransportDirection;
  iceParameters: IceParameters;
  iceCandidates: IceCandidate[];
  dtlsParameters: DtlsParameters;
  sctpParameters?: { port: number; maxMessageSize: number };
  iceServers: IceServer[];
}

/** ICE/DTLS connection state of a transport, in the browser's vocabulary. */
export type TransportState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface ProducerInfo {
  id: string;
  routerId: string;
  peerId: string;
  kind: MediaKind;
  appData: ProducerAppData;
  paused: boolean;
}

export interface ConsumerInfo {
  id: string;
  producerId: string;
  /** The producer's owner, so the client can put the track in that person's tile. */
  producerPeerId: string;
  kind: MediaKind;
  rtpParameters: RtpParameters;
  appData: ProducerAppData;
  /** Paused by the consuming client (`consumer_paused`); consumers start paused until `consumer_resume`. */
  paused: boolean;
  producerPaused: boolean;
  /** Simulcast layer asked for (0 lowest) and the one being forwarded (undefined before the first keyframe). */
  preferredLayer: number;
  currentLayer?: number;
}
