/**
 * The embedded MediaEngine on werift (pure TypeScript WebRTC): an SFU that forwards RTP without decoding,
 * inside the server process. By default it runs in a worker thread behind WorkerMediaEngine (ADR 0023);
 * docs/realtime-protocol.md (Media) gives the signalling it expects.
 */
import { randomUUID } from 'node:crypto';
import { classroom } from '@chalkline/contracts';
import type { MediaConfig } from '../media-config.js';
import * as Port from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { SessionDescription } from '../media-types.js';
import { iceServersFor } from '../turn-credentials.js';
import { createConsumer, forwardedTo, preferLayer, setCamerasReceived, setConsumerPaused } from './consuming.js';
import type { ForwarderCounters } from './forwarder.js';
import { bindProducer, checkAppData, closeDroppedProducers, sourceResolver } from './producing.js';
import { Registry, type TransportRec } from './registry.js';
import { routerCapabilities } from './werift-codecs.js';
import { tickEngine } from './werift-timers.js';
import { WeriftTransport } from './werift-transport.js';

const TICK_MS = 500;

export interface WeriftEngineOptions {
  /** Test hook: how long a receive transport waits for the answer to its offer. */
  answerTimeoutMs?: number;
}

export class WeriftMediaEngine implements Port.MediaEngine {
  readonly name = 'werift';
  readonly registry: Registry;
  readonly counters: ForwarderCounters = { packetsIn: 0, packetsOut: 0, bytesOut: 0 };
  private readonly listeners = new Port.MediaEngineListeners();
  private readonly timer: NodeJS.Timeout;
  private ticks = 0;
  private creating: Promise<unknown> = Promise.resolve();
  private readonly answerTimeoutMs: number;

  constructor(
    private readonly config: MediaConfig,
    options: WeriftEngineOptions = {},
  ) {
    this.registry = new Registry((event) => this.emit(event));
    this.answerTimeoutMs = options.answerTimeoutMs ?? classroom.consumerCreation.timeoutMs;
    this.timer = setInterval(() => tickEngine(this.registry, ++this.ticks, (e) => this.emit(e)), TICK_MS);
    this.timer.unref();
  }

  private emit(event: Port.MediaEngineEvent) {
    this.listeners.emit(event);
  }

  onEvent(listener: Port.MediaEngineListener) {
    return this.listeners.add(listener);
  }

  async createRouter({ routerId }: { routerId: string }) {
    this.registry.newRouter(routerId);
    return { routerId, rtpCapabilities: routerCapabilities() };
  }

  async getRouterRtpCapabilities({ routerId }: { routerId: string }) {
    this.registry.router(routerId);
    return routerCapabilities();
  }

  async closeRouter({ routerId }: { routerId: string }) {
    await this.registry.closeRouter(routerId);
  }

  async createTransport(input: Port.CreateTransportInput): Promise<Port.CreateTransportResult> {
    const router = this.registry.router(input.routerId);
    const iceServers = iceServersFor(this.config, input.userId ?? input.peerId);
    if (input.key) {
      for (const id of router.peers.get(input.peerId) ?? []) {
        const rec = this.registry.transports.get(id);
        const owner = rec?.transport.owner;
        if (!rec || owner!.key !== input.key || owner!.direction !== input.direction) continue;
        if (rec.transport.state === 'connected')
          return { isExistsAndConnected: true, params: rec.transport.params(iceServers) };
        await this.registry.closeTransport(id, 'closed', false);
      }
    }
    const owner = {
      id: randomUUID(),
      routerId: input.routerId,
      peerId: input.peerId,
      direction: input.direction,
      key: input.key,
    };
    const transport = new WeriftTransport(owner, this.config, (state) =>
      this.emit({
        type: 'transportState',
        routerId: owner.routerId,
        peerId: owner.peerId,
        transportId: owner.id,
        state,
      }),
    );
    // werift probes the port range by bind-and-close; two creations at once could pick the same port.
    const gathering = this.creating.then(() => transport.gather());
    if (this.config.portRange) this.creating = gathering.catch(() => undefined);
    try {
      await gathering;
    } catch (error) {
      await transport.close();
      throw error;
    }
    if (!this.registry.routers.has(input.routerId)) {
      await transport.close();
      throw new MediaError('routerNotFound', input.routerId);
    }
    const rec: TransportRec = {
      transport,
      producers: new Set(),
      consumers: new Set(),
      free: [],
      dispose: () => {},
    };
    this.registry.transports.set(owner.id, rec);
    const peer = router.peers.get(input.peerId) ?? new Set<string>();
    router.peers.set(input.peerId, peer.add(owner.id));
    const params = transport.params(iceServers);
    if (input.direction !== 'recv' || !input.connectNow) return { isExistsAndConnected: false, params };
    return { isExistsAndConnected: false, params, sdp: await transport.offerToConnect(this.answerTimeoutMs) };
  }

  async connectTransport(input: Port.PeerRef & { transportId: string; sdp: SessionDescription }) {
    const rec = this.registry.transport(input, input.transportId);
    if (rec.transport.owner.direction === 'recv') {
      await rec.transport.applyAnswer(input.sdp);
      return {};
    }
    const sdp = await rec.transport.answerOffer(input.sdp, sourceResolver(this.registry, rec));
    closeDroppedProducers(this.registry, rec);
    return { sdp };
  }

  async restartIce(input: Port.PeerRef & { transportId: string }): Promise<Port.RestartIceResult> {
    const rec = this.registry.transport(input, input.transportId);
    if (rec.transport.owner.direction === 'send') return { iceParameters: rec.transport.iceParameters() };
    // werift leaves media stopped after an ICE restart on a transport it offers from: re-create instead (M11).
    await this.registry.closeTransport(input.transportId, 'closed', true);
    return { transportNotFound: true };
  }

  async closeTransport(input: Port.PeerRef & { transportId: string }) {
    this.registry.transport(input, input.transportId);
    await this.registry.closeTransport(input.transportId, 'closed', false);
  }

  async produce(input: Port.ProduceInput): Promise<Port.ProduceResult> {
    const rec = this.registry.transport(input, input.transportId);
    if (rec.transport.owner.direction !== 'send') throw new MediaError('badState', 'produce needs a send transport');
    checkAppData(input.kind, input.appData);
    let sdp: Port.ProduceResult['sdp'];
    if (input.sdp) {
      const sourceOf = sourceResolver(this.registry, rec, input.rtpParameters.mid, input.appData.source);
      sdp = await rec.transport.answerOffer(input.sdp, sourceOf);
      closeDroppedProducers(this.registry, rec);
    }
    const producer = bindProducer(this.registry, rec, input, this.counters);
    return { id: producer.info.id, rtpParameters: producer.rtp, sdp };
  }

  async pauseProducer(input: Port.PeerRef & { producerId: string }) {
    this.setProducerPaused(input, true);
  }

  async resumeProducer(input: Port.PeerRef & { producerId: string }) {
    this.setProducerPaused(input, false);
  }

  private setProducerPaused(input: Port.PeerRef & { producerId: string }, paused: boolean) {
    const producer = this.registry.ownProducer(input, input.producerId);
    if (producer.info.paused === paused) return;
    producer.info.paused = paused;
    producer.forwarder.paused = paused;
    if (!paused)
      for (const sink of producer.forwarder.consumers) if (!sink.paused) producer.forwarder.restartSink(sink);
    const { routerId, peerId, id } = producer.info;
    this.emit({ type: paused ? 'producerPaused' : 'producerResumed', routerId, peerId, producerId: id });
  }

  async closeProducer(input: Port.PeerRef & { producerId: string }) {
    this.registry.ownProducer(input, input.producerId);
    this.registry.closeProducer(input.producerId, 'closed');
  }

  async getProducers(input: Port.PeerRef) {
    const router = this.registry.router(input.routerId);
    return [...router.producers]
      .map((id) => this.registry.producers.get(id)!.info)
      .filter((info) => info.peerId !== input.peerId)
      .map((info) => ({ ...info, appData: { ...info.appData } }));
  }

  async consume(input: Port.ConsumeInput) {
    const rec = this.registry.transport(input, input.transportId);
    const producer = this.registry.roomProducer(input, input.producerId);
    return createConsumer(this.registry, rec, producer, input, this.answerTimeoutMs);
  }

  async pauseConsumer(input: Port.PeerRef & { consumerId: string }) {
    return setConsumerPaused(this.registry, input, true);
  }

  async resumeConsumer(input: Port.PeerRef & { consumerId: string }) {
    return setConsumerPaused(this.registry, input, false);
  }

  async closeConsumer(input: Port.PeerRef & { consumerId: string }) {
    this.registry.ownConsumer(input, input.consumerId);
    this.registry.closeConsumer(input.consumerId, false);
  }

  async closeConsumersOf(input: Port.PeerRef & { producerId: string }) {
    const ids = [...this.registry.consumers]
      .filter(
        ([, c]) => c.peerId === input.peerId && c.routerId === input.routerId && c.info.producerId === input.producerId,
      )
      .map(([id]) => id);
    for (const consumerId of ids) await this.closeConsumer({ ...input, consumerId });
    return ids.length;
  }

  async setPreferredLayer(input: Port.PeerRef & { consumerId: string; spatialLayer: number }) {
    return preferLayer(this.registry, input);
  }

  async setCamerasReceived(input: Port.PeerRef & { receive: boolean }) {
    return setCamerasReceived(this.registry, input);
  }

  async forwardedTo(input: Port.PeerRef) {
    return forwardedTo(this.registry, input);
  }

  async checkProducerState(input: Port.PeerRef & { producerId: string; consumerId?: string }) {
    const consumer = input.consumerId ? this.registry.consumers.get(input.consumerId) : undefined;
    return Port.producerStateOf(this.registry.producers.get(input.producerId), consumer, input);
  }

  async closePeer(input: Port.PeerRef) {
    await this.registry.closePeer(input);
  }

  async getStats(): Promise<Port.EngineStats> {
    const r = this.registry;
    return {
      routers: r.routers.size,
      transports: r.transports.size,
      producers: r.producers.size,
      consumers: r.consumers.size,
      ...this.counters,
    };
  }

  async close() {
    clearInterval(this.timer);
    await Promise.all([...this.registry.routers.keys()].map((id) => this.registry.closeRouter(id)));
    this.listeners.clear();
  }
}
