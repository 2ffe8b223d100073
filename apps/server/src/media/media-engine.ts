/**
 * The MediaEngine port: the only way the classroom talks to a selective forwarding unit. It speaks the
 * mediasoup-like vocabulary of classroom spec §7 (routers, send/receive transports, producers, consumers),
 * but every method is asynchronous and takes and returns plain data, so the engine behind it may run on the
 * main thread, in a worker thread or out of process (Janus). SDP rides on the transports because our engines
 * are SDP-based; docs/realtime-protocol.md (Media) gives the signalling rules (M1…) that a browser follows.
 *
 * Ownership: every call that names a transport, producer or consumer also names the calling `peerId` (the
 * socket's connection); an id owned by someone else answers the same `*NotFound` error as a missing one,
 * so a client can never act on another person's media.
 */
import type {
  ClientRtpCapabilities,
  ConsumerInfo,
  IceParameters,
  MediaKind,
  ProducerAppData,
  ProducerInfo,
  RtpCapabilities,
  RtpParameters,
  SessionDescription,
  TransportDirection,
  TransportParams,
  TransportState,
} from './media-types.js';

export interface PeerRef {
  routerId: string;
  peerId: string;
}

export interface CreateTransportInput extends PeerRef {
  direction: TransportDirection;
  /** Optional client key (e.g. 'webcam', 'screen', 'consumer'): an existing connected one is reused. */
  key?: string;
  /** Used for short-lived TURN credentials in iceServers. */
  userId?: string;
  /** Receive transports: offer at once (`sdp`), so ICE and DTLS connect before the first consumer (M2). */
  connectNow?: boolean;
}
export interface CreateTransportResult {
  isExistsAndConnected: boolean;
  params: TransportParams;
  /** The first offer of a new receive transport asked to connect now; answered through connectTransport. */
  sdp?: SessionDescription;
}

export interface ProduceInput extends PeerRef {
  transportId: string;
  kind: MediaKind;
  rtpParameters: { mid: string };
  appData: ProducerAppData;
  /** A new offer of the send transport that introduces `mid` (M4); omit when `mid` is already negotiated. */
  sdp?: SessionDescription;
}
export interface ProduceResult {
  id: string;
  rtpParameters: RtpParameters;
  sdp?: SessionDescription;
}

export interface ConsumeInput extends PeerRef {
  transportId: string;
  producerId: string;
  rtpCapabilities: ClientRtpCapabilities;
  preferredLayer?: number;
}
/** A new consumer plus the receive transport's offer that carries it (M7). */
export interface ConsumeResult extends ConsumerInfo {
  sdp: SessionDescription;
}

export interface RestartIceResult {
  /** Send transports: the current server ICE parameters; the client then sends an ICE-restart offer (M10). */
  iceParameters?: IceParameters;
  /** Receive transports are closed instead and must be re-created and re-consumed (M11). */
  transportNotFound?: boolean;
}

export interface ProducerState {
  isPaused: boolean;
  isExist: boolean;
  consumerExists: boolean;
}

export interface EngineStats {
  routers: number;
  transports: number;
  producers: number;
  consumers: number;
  /** RTP packets received from publishers and sent to subscribers since the engine started. */
  packetsIn: number;
  packetsOut: number;
  bytesOut: number;
  /** CPU time (µs) of the thread the engine runs in, when it has one of its own (the worker engine on Linux). */
  threadCpuMicros?: number;
}

/** Packets forwarded to one subscriber: others' cameras (`video`), microphones (`audio`) and screen shares. */
export interface ForwardedPackets {
  audio: number;
  video: number;
  screen: number;
}

/** Which of a subscriber's counters a consumer of this producer adds to. */
export const forwardedKindOf = (info: { kind: MediaKind; appData: ProducerAppData }): keyof ForwardedPackets =>
  info.appData.source === 'screen' ? 'screen' : info.kind === 'audio' ? 'audio' : 'video';

/** Whether a consumer carries another person's camera picture: what low-bandwidth mode stops. */
export const isCameraVideo = (info: { kind: MediaKind; appData: ProducerAppData }) => forwardedKindOf(info) === 'video';

/** Events the engine emits; the classroom layer turns them into socket events. */
export type MediaEngineEvent =
  | { type: 'producerClosed'; routerId: string; peerId: string; producerId: string; reason: 'closed' | 'peer-left' }
  | { type: 'consumerClosed'; routerId: string; peerId: string; consumerId: string; producerId: string }
  | { type: 'producerPaused' | 'producerResumed'; routerId: string; peerId: string; producerId: string }
  | { type: 'transportState'; routerId: string; peerId: string; transportId: string; state: TransportState }
  | { type: 'transportClosed'; routerId: string; peerId: string; transportId: string }
  | { type: 'activeSpeaker'; routerId: string; peerId: string | null; producerId: string | null; volume: number };

export type MediaEngineListener = (event: MediaEngineEvent) => void;

/**
 * `check_producer_state` from an engine's records: whether the producer exists in the caller's room, whether it is
 * paused, and whether the named consumer is the caller's consumer of it.
 */
export function producerStateOf(
  producer: { info: { routerId: string; paused: boolean } } | undefined,
  consumer: { peerId: string; info: { producerId: string } } | undefined,
  input: PeerRef & { producerId: string },
): ProducerState {
  const exists = producer !== undefined && producer.info.routerId === input.routerId;
  return {
    isExist: exists,
    isPaused: exists ? producer.info.paused : true,
    consumerExists:
      consumer !== undefined && consumer.peerId === input.peerId && consumer.info.producerId === input.producerId,
  };
}

/** An engine's listeners: a listener that throws does not stop the others or the engine's bookkeeping. */
export class MediaEngineListeners {
  private readonly listeners = new Set<MediaEngineListener>();

  add(listener: MediaEngineListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(event: MediaEngineEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // a listener's failure must not break the engine's bookkeeping
      }
    }
  }

  clear(): void {
    this.listeners.clear();
  }
}

export interface MediaEngine {
  readonly name: string;
  createRouter(input: { routerId: string }): Promise<{ routerId: string; rtpCapabilities: RtpCapabilities }>;
  getRouterRtpCapabilities(input: { routerId: string }): Promise<RtpCapabilities>;
  closeRouter(input: { routerId: string }): Promise<void>;

  createTransport(input: CreateTransportInput): Promise<CreateTransportResult>;
  /** Send transport: applies an offer, answers it. Receive transport: applies the answer to the last offer. */
  connectTransport(
    input: PeerRef & { transportId: string; sdp: SessionDescription },
  ): Promise<{ sdp?: SessionDescription }>;
  restartIce(input: PeerRef & { transportId: string }): Promise<RestartIceResult>;
  closeTransport(input: PeerRef & { transportId: string }): Promise<void>;

  produce(input: ProduceInput): Promise<ProduceResult>;
  pauseProducer(input: PeerRef & { producerId: string }): Promise<void>;
  resumeProducer(input: PeerRef & { producerId: string }): Promise<void>;
  closeProducer(input: PeerRef & { producerId: string }): Promise<void>;
  /** Every open producer of the router except the caller's own (`get_producers`). */
  getProducers(input: PeerRef): Promise<ProducerInfo[]>;

  consume(input: ConsumeInput): Promise<ConsumeResult>;
  pauseConsumer(input: PeerRef & { consumerId: string }): Promise<ConsumerInfo>;
  resumeConsumer(input: PeerRef & { consumerId: string }): Promise<ConsumerInfo>;
  closeConsumer(input: PeerRef & { consumerId: string }): Promise<void>;
  /** Closes the peer's consumers of one producer, e.g. a camera a classroom lock hides (ADR 0075); how many. */
  closeConsumersOf(input: PeerRef & { producerId: string }): Promise<number>;
  setPreferredLayer(input: PeerRef & { consumerId: string; spatialLayer: number }): Promise<ConsumerInfo>;
  /**
   * Low-bandwidth mode (ADR 0081): with `receive` false, pauses every consumer of this peer that carries another
   * person's camera video, and keeps them (and new ones) paused whatever the client resumes, until `receive` is
   * true again; screen shares and audio go on. Answers how many consumers it paused or resumed.
   */
  setCamerasReceived(input: PeerRef & { receive: boolean }): Promise<number>;
  /** The RTP packets forwarded to one peer since it joined, by what they carry (ADR 0081). */
  forwardedTo(input: PeerRef): Promise<ForwardedPackets>;
  checkProducerState(input: PeerRef & { producerId: string; consumerId?: string }): Promise<ProducerState>;

  /** Closes every transport, producer and consumer of one person (leave, socket death). */
  closePeer(input: PeerRef): Promise<void>;
  getStats(): Promise<EngineStats>;
  onEvent(listener: MediaEngineListener): () => void;
  close(): Promise<void>;
}
