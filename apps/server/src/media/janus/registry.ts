/**
 * The Janus engine's bookkeeping: routers (VideoRoom rooms), peers, transports (plugin handles), producers
 * and consumers, with ownership checks and the cascade of closes (transport → its producers and consumers;
 * producer → its consumers). Every close path goes through here.
 */
import type { ActiveSpeakerDetector } from '../active-speaker.js';
import type { MediaEngineEvent, PeerRef } from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { ConsumerInfo, MediaSource, ProducerInfo, RtpParameters, TransportState } from '../media-types.js';
import { SubscriberBook } from '../subscribers.js';
import type { JanusClient } from './janus-client.js';
import type { JanusInstance } from './janus-instance.js';
import { KeyframeChaser, type KeyframeTiming } from './keyframes.js';

export interface RouterRec {
  id: string;
  /** Resolves once the room exists on a live instance (again, after a failover). */
  ready: Promise<void>;
  instance?: JanusInstance;
  client?: JanusClient;
  room: number;
  control?: number;
  peers: Map<string, Set<string>>;
  producers: Set<string>;
  speakers: ActiveSpeakerDetector;
  /** Producers Janus reports as talking, with their mean level (RFC 6464 dBov, 0 loudest). */
  talking: Map<string, number>;
}

export interface TransportRec {
  id: string;
  routerId: string;
  peerId: string;
  direction: 'send' | 'recv';
  key?: string;
  client: JanusClient;
  handle: number;
  state: TransportState;
  feed?: number;
  published: boolean;
  joined: boolean;
  /** Janus's last SDP (answer for a publisher, offer for a subscriber): ICE and DTLS parameters. */
  localSdp?: string;
  sources: Map<string, MediaSource>;
  sections: Map<string, { kind: 'audio' | 'video'; rtp: RtpParameters }>;
  producers: Set<string>;
  consumers: Set<string>;
  connected: Promise<void>;
  markConnected: () => void;
  /** The subscriber's offer that waits for the browser's answer (M8). */
  awaiting?: { done: Promise<void>; settle: (error?: Error) => void };
  closed: boolean;
}

export interface ProducerRec {
  info: ProducerInfo;
  transportId: string;
  mid: string;
  rtp: RtpParameters;
  layerCount: number;
}

export interface ConsumerRec {
  info: ConsumerInfo;
  routerId: string;
  peerId: string;
  transportId: string;
  layerCount: number;
}

export type CloseReason = 'closed' | 'peer-left';

export class Registry {
  readonly routers = new Map<string, RouterRec>();
  readonly transports = new Map<string, TransportRec>();
  readonly producers = new Map<string, ProducerRec>();
  readonly consumers = new Map<string, ConsumerRec>();
  /** Low-bandwidth choices per subscriber (ADR 0081). */
  readonly subscribers = new SubscriberBook();
  /** Keyframe requests repeated until the consumers that wait for a keyframe get one. */
  readonly keyframes: KeyframeChaser;

  constructor(
    readonly emit: (event: MediaEngineEvent) => void,
    keyframeTiming?: KeyframeTiming,
  ) {
    this.keyframes = new KeyframeChaser(this, keyframeTiming);
  }

  router(routerId: string): RouterRec {
    const router = this.routers.get(routerId);
    if (!router) throw new MediaError('routerNotFound', routerId);
    return router;
  }

  transport(ref: PeerRef, id: string): TransportRec {
    const rec = this.transports.get(id);
    if (!rec || rec.closed || rec.peerId !== ref.peerId || rec.routerId !== ref.routerId)
      throw new MediaError('transportNotFound');
    return rec;
  }

  ownProducer(ref: PeerRef, id: string): ProducerRec {
    const rec = this.producers.get(id);
    if (!rec || rec.info.peerId !== ref.peerId || rec.info.routerId !== ref.routerId)
      throw new MediaError('producerNotFound');
    return rec;
  }

  ownConsumer(ref: PeerRef, id: string): ConsumerRec {
    const rec = this.consumers.get(id);
    if (!rec || rec.peerId !== ref.peerId || rec.routerId !== ref.routerId) throw new MediaError('consumerNotFound');
    return rec;
  }

  async closeTransport(id: string, reason: CloseReason) {
    const rec = this.transports.get(id);
    if (!rec) return;
    this.forgetTransport(rec, reason, true);
    await rec.client.detach(rec.handle);
  }

  /** Drops a transport and everything on it from the books (its handle is detached by the caller or lost). */
  forgetTransport(rec: TransportRec, reason: CloseReason, closedByUs: boolean) {
    if (rec.closed) return;
    rec.closed = true;
    rec.awaiting?.settle(new MediaError('transportNotFound'));
    for (const producerId of [...rec.producers]) this.closeProducer(producerId, reason);
    for (const consumerId of [...rec.consumers]) this.consumers.delete(consumerId);
    this.transports.delete(rec.id);
    this.routers.get(rec.routerId)?.peers.get(rec.peerId)?.delete(rec.id);
    const { routerId, peerId, id: transportId } = rec;
    if (!closedByUs) this.emit({ type: 'transportState', routerId, peerId, transportId, state: 'closed' });
    this.emit({ type: 'transportClosed', routerId, peerId, transportId });
  }

  closeProducer(producerId: string, reason: CloseReason) {
    const producer = this.producers.get(producerId);
    if (!producer) return;
    this.producers.delete(producerId);
    this.transports.get(producer.transportId)?.producers.delete(producerId);
    const router = this.routers.get(producer.info.routerId);
    router?.producers.delete(producerId);
    router?.speakers.remove(producerId);
    router?.talking.delete(producerId);
    for (const [id, consumer] of this.consumers) {
      if (consumer.info.producerId !== producerId) continue;
      this.consumers.delete(id);
      this.transports.get(consumer.transportId)?.consumers.delete(id);
      this.emit({
        type: 'consumerClosed',
        routerId: consumer.routerId,
        peerId: consumer.peerId,
        consumerId: id,
        producerId,
      });
    }
    const { routerId, peerId } = producer.info;
    this.emit({ type: 'producerClosed', routerId, peerId, producerId, reason });
  }
}
