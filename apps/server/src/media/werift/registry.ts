/**
 * The engine's bookkeeping: routers, peers, transports, producers and consumers, with ownership checks and
 * the cascade of closes (transport → its producers and consumers; producer → its consumers). Every close
 * path goes through here, so the maps are the single truth the leak test measures.
 */
import { ActiveSpeakerDetector } from '../active-speaker.js';
import { forwardedKindOf, type MediaEngineEvent, type PeerRef } from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { ConsumerInfo, ProducerInfo, RtpParameters } from '../media-types.js';
import { SubscriberBook } from '../subscribers.js';
import type { ConsumerSink, ProducerForwarder } from './forwarder.js';
import type { WeriftTransport } from './werift-transport.js';

export interface RouterRec {
  id: string;
  peers: Map<string, Set<string>>; // peerId → transport ids
  producers: Set<string>;
  speaker: ActiveSpeakerDetector;
}

export interface ProducerRec {
  info: ProducerInfo;
  transportId: string;
  rtp: RtpParameters;
  forwarder: ProducerForwarder;
  consumers: Set<string>;
  dispose: () => void;
}

export interface ConsumerRec {
  info: ConsumerInfo;
  routerId: string;
  peerId: string;
  transportId: string;
  sink: ConsumerSink;
  /** FreeSection.codec of its m-section. */
  codec: string;
  dispose: () => void;
}

/**
 * A closed consumer's m-section on a receive transport, silent, kept for the next consumer of the same codec
 * (M12): where its numbering ended, so the next stream on that SSRC continues it.
 */
export interface FreeSection {
  mid: string;
  /** Codec identity (mime type, payload type, fmtp): only a consumer offered exactly this codec reuses it. */
  codec: string;
  lastSeq: number;
  lastTs: number;
  closedAt: number;
}

export interface TransportRec {
  transport: WeriftTransport;
  producers: Set<string>;
  consumers: Set<string>;
  /** Receive transports: closed consumers' m-sections, oldest first. */
  free: FreeSection[];
  dispose: () => void;
}

export class Registry {
  readonly routers = new Map<string, RouterRec>();
  readonly transports = new Map<string, TransportRec>();
  readonly producers = new Map<string, ProducerRec>();
  readonly consumers = new Map<string, ConsumerRec>();
  /** Low-bandwidth choices and closed consumers' counts per subscriber (ADR 0081). */
  readonly subscribers = new SubscriberBook();

  constructor(private readonly emit: (event: MediaEngineEvent) => void) {}

  router(routerId: string): RouterRec {
    const router = this.routers.get(routerId);
    if (!router) throw new MediaError('routerNotFound', routerId);
    return router;
  }

  /** A transport of this peer in this router; someone else's answers as not found. */
  transport(ref: PeerRef, id: string): TransportRec {
    const rec = this.transports.get(id);
    const owner = rec?.transport.owner;
    if (!rec || owner!.peerId !== ref.peerId || owner!.routerId !== ref.routerId)
      throw new MediaError('transportNotFound');
    return rec;
  }

  ownProducer(ref: PeerRef, id: string): ProducerRec {
    const rec = this.producers.get(id);
    if (!rec || rec.info.peerId !== ref.peerId || rec.info.routerId !== ref.routerId)
      throw new MediaError('producerNotFound');
    return rec;
  }

  /** Any producer of the caller's router (consumers may read others' producers, never another room's). */
  roomProducer(ref: PeerRef, id: string): ProducerRec {
    const rec = this.producers.get(id);
    if (!rec || rec.info.routerId !== ref.routerId) throw new MediaError('producerNotFound');
    return rec;
  }

  ownConsumer(ref: PeerRef, id: string): ConsumerRec {
    const rec = this.consumers.get(id);
    if (!rec || rec.peerId !== ref.peerId || rec.routerId !== ref.routerId) throw new MediaError('consumerNotFound');
    return rec;
  }

  closeConsumer(id: string, notify: boolean) {
    const rec = this.consumers.get(id);
    if (!rec) return;
    this.consumers.delete(id);
    rec.dispose();
    this.subscribers.retire(rec, forwardedKindOf(rec.info), rec.sink.packets);
    this.producers.get(rec.info.producerId)?.consumers.delete(id);
    const transport = this.transports.get(rec.transportId);
    transport?.consumers.delete(id);
    transport?.free.push({
      mid: rec.info.rtpParameters.mid,
      codec: rec.codec,
      lastSeq: rec.sink.lastSeq,
      lastTs: rec.sink.lastTs,
      closedAt: Date.now(),
    });
    if (notify) {
      const { routerId, peerId } = rec;
      this.emit({ type: 'consumerClosed', routerId, peerId, consumerId: id, producerId: rec.info.producerId });
    }
  }

  closeProducer(id: string, reason: 'closed' | 'peer-left') {
    const rec = this.producers.get(id);
    if (!rec) return;
    this.producers.delete(id);
    for (const consumerId of [...rec.consumers]) this.closeConsumer(consumerId, true);
    rec.dispose();
    this.transports.get(rec.transportId)?.producers.delete(id);
    const router = this.routers.get(rec.info.routerId);
    router?.producers.delete(id);
    router?.speaker.remove(id);
    const { routerId, peerId } = rec.info;
    this.emit({ type: 'producerClosed', routerId, peerId, producerId: id, reason });
  }

  async closeTransport(id: string, reason: 'closed' | 'peer-left', notify: boolean) {
    const rec = this.transports.get(id);
    if (!rec) return;
    this.transports.delete(id);
    for (const producerId of [...rec.producers]) this.closeProducer(producerId, reason);
    for (const consumerId of [...rec.consumers]) this.closeConsumer(consumerId, false);
    const { routerId, peerId } = rec.transport.owner;
    const peer = this.routers.get(routerId)?.peers.get(peerId);
    peer?.delete(id);
    if (peer?.size === 0) this.routers.get(routerId)?.peers.delete(peerId);
    rec.dispose();
    await rec.transport.close();
    if (notify) this.emit({ type: 'transportClosed', routerId, peerId, transportId: id });
  }

  async closePeer(ref: PeerRef) {
    const ids = [...(this.routers.get(ref.routerId)?.peers.get(ref.peerId) ?? [])];
    await Promise.all(ids.map((id) => this.closeTransport(id, 'peer-left', false)));
    this.subscribers.forget(ref);
  }

  async closeRouter(routerId: string) {
    const router = this.routers.get(routerId);
    if (!router) return;
    await Promise.all([...router.peers.keys()].map((peerId) => this.closePeer({ routerId, peerId })));
    this.routers.delete(routerId);
  }

  newRouter(id: string): RouterRec {
    const existing = this.routers.get(id);
    if (existing) return existing;
    const router: RouterRec = { id, peers: new Map(), producers: new Set(), speaker: new ActiveSpeakerDetector() };
    this.routers.set(id, router);
    return router;
  }
}
