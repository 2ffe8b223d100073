/**
 * The MediaEngine port over Janus VideoRoom, driven through Janus's WebSocket API on a private address
 * (docs/decisions/0013-janus-mapping.md). A router is a VideoRoom room (bitrate 0) on the instance its
 * classroom is pinned to; a send transport is a publisher handle (one feed, one m-section per producer); a
 * receive transport is one multistream subscriber handle whose offers carry every consumer (M7). The port's
 * directions are Janus's own: Janus answers publisher offers and offers to subscribers.
 *
 * This class orchestrates the port's methods; the books are in registry.ts, opening transports in transports.ts,
 * publishing in producing.ts, subscribing in consuming.ts, Janus's own events in janus-events.ts, moving rooms
 * off a dead instance in failover.ts and packet counters in janus-stats.ts.
 */
import { classroom } from '@chalkline/contracts';
import { ActiveSpeakerDetector } from '../active-speaker.js';
import type { MediaConfig } from '../media-config.js';
import * as Port from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { SessionDescription } from '../media-types.js';
import { isLoopback } from '../sdp-text.js';
import { iceServersFor } from '../turn-credentials.js';
import { closeConsumers, createConsumer, preferLayer } from './consuming.js';
import { moveClassrooms, placeRoom } from './failover.js';
import type { JanusClient } from './janus-client.js';
import { janusRouterCapabilities } from './janus-codecs.js';
import { tickSpeakers } from './janus-events.js';
import { JanusInstance } from './janus-instance.js';
import { JanusProcess } from './janus-process.js';
import { type AdminOf, configuredAdmin, readStats } from './janus-stats.js';
import { createProducer, setProducerPaused } from './producing.js';
import { Registry, type RouterRec } from './registry.js';
import { RoomPinning } from './room-pinning.js';
import { forwardedTo, pauseConsumer, resumeConsumer, setCamerasReceived } from './subscriber-video.js';
import { connectWith, openTransport, restartIceOf } from './transports.js';

export { countPackets } from './janus-stats.js';

export interface JanusEngineOptions {
  answerTimeoutMs?: number;
  /** How long a consume waits for the publisher's `webrtcup` (VideoRoom can only subscribe after it). */
  publisherUpTimeoutMs?: number;
  log?: (line: string) => void;
  /**
   * Admin API of listed instances (JANUS_URLS), for packet counters; by default JANUS_ADMIN_URLS paired with
   * JANUS_URLS in order. A local janus brings its own.
   */
  adminOf?: AdminOf;
}

const SPEAKER_TICK_MS = 1000;

export class JanusMediaEngine implements Port.MediaEngine {
  readonly name = 'janus';
  readonly instances: JanusInstance[] = [];
  readonly pinning: RoomPinning<JanusInstance>;
  private readonly listeners = new Port.MediaEngineListeners();
  private readonly registry = new Registry((event) => this.emit(event));
  private readonly timer: NodeJS.Timeout;
  private started: Promise<void> | undefined;
  private readonly answerTimeoutMs: number;
  private readonly publisherUpTimeoutMs: number;

  constructor(
    private readonly config: MediaConfig,
    private readonly options: JanusEngineOptions = {},
  ) {
    this.answerTimeoutMs = options.answerTimeoutMs ?? classroom.consumerCreation.timeoutMs;
    this.publisherUpTimeoutMs = options.publisherUpTimeoutMs ?? 10_000;
    if (config.janus.urls.length > 0) {
      for (const url of config.janus.urls) this.instances.push(new JanusInstance(url));
    } else {
      const process = new JanusProcess({
        binary: config.janus.binary,
        libDir: config.janus.libDir,
        announcedIp: config.announcedIp,
        portRange: config.portRange,
        iceEnforceList: config.janus.iceEnforceList,
        log: options.log,
      });
      this.instances.push(new JanusInstance('', process));
    }
    this.pinning = new RoomPinning(this.instances);
    for (const instance of this.instances) {
      instance.on('down', () => this.instanceLost(instance));
      instance.on('up', () => this.instanceUp());
    }
    this.timer = setInterval(() => tickSpeakers(this.registry), SPEAKER_TICK_MS);
    this.timer.unref();
    // Start at once so a missing janus shows in the log at boot; the first router awaits (and rethrows) it.
    this.start().catch((error) => options.log?.(`Janus did not start: ${(error as Error).message}`));
  }

  /** Starts the local janus (if any) and connects to every instance; called by the first router. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await Promise.all(
        this.instances.map(async (instance) => {
          if (instance.process) {
            await instance.process.start();
            await instance.connect();
          } else await instance.start();
        }),
      );
    })();
    return this.started;
  }

  private emit(event: Port.MediaEngineEvent) {
    this.listeners.emit(event);
  }

  onEvent(listener: Port.MediaEngineListener) {
    return this.listeners.add(listener);
  }

  // ---- routers and instances ----

  async createRouter({ routerId }: { routerId: string }) {
    await this.start();
    let router = this.registry.routers.get(routerId);
    if (!router) {
      router = {
        id: routerId,
        ready: Promise.resolve(),
        room: 0,
        peers: new Map(),
        producers: new Set(),
        speakers: new ActiveSpeakerDetector(),
        talking: new Map(),
      };
      this.registry.routers.set(routerId, router);
      router.ready = placeRoom(this.registry, this.pinning, router);
      router.ready.catch(() => undefined);
    }
    await router.ready;
    return { routerId, rtpCapabilities: janusRouterCapabilities() };
  }

  private instanceUp() {
    // Routers that were waiting for any live instance are placed by their own placeRoom loop.
  }

  private instanceLost(instance: JanusInstance) {
    moveClassrooms(this.registry, this.pinning, instance, this.options.log);
  }

  private async liveRouter(routerId: string): Promise<RouterRec & { client: JanusClient }> {
    const router = this.registry.router(routerId);
    await router.ready.catch(() => {
      throw new MediaError('routerNotFound', `${routerId} has no Janus instance`);
    });
    if (!router.client) throw new MediaError('routerNotFound', `${routerId} is moving to another Janus instance`);
    return router as RouterRec & { client: JanusClient };
  }

  async getRouterRtpCapabilities({ routerId }: { routerId: string }) {
    this.registry.router(routerId);
    return janusRouterCapabilities();
  }

  async closeRouter({ routerId }: { routerId: string }) {
    const router = this.registry.routers.get(routerId);
    if (!router) return;
    for (const ids of router.peers.values()) for (const id of ids) await this.registry.closeTransport(id, 'closed');
    this.registry.routers.delete(routerId);
    this.pinning.unpin(routerId);
    await router.ready.catch(() => undefined);
    if (router.client && router.control) {
      await router.client.message(router.control, { request: 'destroy', room: router.room }).catch(() => undefined);
      await router.client.detach(router.control);
    }
  }

  // ---- transports ----

  async createTransport(input: Port.CreateTransportInput): Promise<Port.CreateTransportResult> {
    const router = await this.liveRouter(input.routerId);
    return openTransport(this.registry, router, input, iceServersFor(this.config, input.userId ?? input.peerId));
  }

  private allowCandidate = (address: string) => !this.config.loopbackOnly || isLoopback(address);

  async connectTransport(input: Port.PeerRef & { transportId: string; sdp: SessionDescription }) {
    const rec = this.registry.transport(input, input.transportId);
    return connectWith(this.registry, rec, input.sdp, this.allowCandidate);
  }

  async restartIce(input: Port.PeerRef & { transportId: string }): Promise<Port.RestartIceResult> {
    return restartIceOf(this.registry, this.registry.transport(input, input.transportId));
  }

  async closeTransport(input: Port.PeerRef & { transportId: string }) {
    this.registry.transport(input, input.transportId);
    await this.registry.closeTransport(input.transportId, 'closed');
  }

  // ---- producers ----

  async produce(input: Port.ProduceInput): Promise<Port.ProduceResult> {
    const rec = this.registry.transport(input, input.transportId);
    return createProducer(this.registry, rec, input, this.allowCandidate);
  }

  async pauseProducer(input: Port.PeerRef & { producerId: string }) {
    await setProducerPaused(this.registry, this.registry.ownProducer(input, input.producerId), true);
  }

  async resumeProducer(input: Port.PeerRef & { producerId: string }) {
    await setProducerPaused(this.registry, this.registry.ownProducer(input, input.producerId), false);
  }

  async closeProducer(input: Port.PeerRef & { producerId: string }) {
    const producer = this.registry.ownProducer(input, input.producerId);
    const rec = this.registry.transports.get(producer.transportId);
    // The m-section stays negotiated but silent (the client replaces its track with null, M4).
    await rec?.client
      .message(rec.handle, { request: 'configure', streams: [{ mid: producer.mid, send: false }] })
      .catch(() => undefined);
    this.registry.closeProducer(input.producerId, 'closed');
  }

  async getProducers(input: Port.PeerRef) {
    const router = this.registry.router(input.routerId);
    return [...router.producers]
      .map((id) => this.registry.producers.get(id)!.info)
      .filter((info) => info.peerId !== input.peerId)
      .map((info) => ({ ...info, appData: { ...info.appData } }));
  }

  // ---- consumers ----

  async consume(input: Port.ConsumeInput): Promise<Port.ConsumeResult> {
    const rec = this.registry.transport(input, input.transportId);
    return createConsumer(this.registry, rec, input, {
      answerTimeoutMs: this.answerTimeoutMs,
      publisherUpTimeoutMs: this.publisherUpTimeoutMs,
    });
  }

  async pauseConsumer(input: Port.PeerRef & { consumerId: string }) {
    return pauseConsumer(this.registry, input);
  }

  async resumeConsumer(input: Port.PeerRef & { consumerId: string }) {
    return resumeConsumer(this.registry, input);
  }

  async setCamerasReceived(input: Port.PeerRef & { receive: boolean }) {
    return setCamerasReceived(this.registry, input);
  }

  async forwardedTo(input: Port.PeerRef) {
    return forwardedTo(this.registry, input, this.options.adminOf ?? configuredAdmin(this.config.janus));
  }

  async closeConsumer(input: Port.PeerRef & { consumerId: string }) {
    await closeConsumers(this.registry, input);
  }

  async closeConsumersOf(input: Port.PeerRef & { producerId: string }) {
    return closeConsumers(this.registry, input);
  }

  async setPreferredLayer(input: Port.PeerRef & { consumerId: string; spatialLayer: number }) {
    const consumer = this.registry.ownConsumer(input, input.consumerId);
    await preferLayer(this.registry, consumer, input.spatialLayer);
    return { ...consumer.info };
  }

  async checkProducerState(input: Port.PeerRef & { producerId: string; consumerId?: string }) {
    const consumer = input.consumerId ? this.registry.consumers.get(input.consumerId) : undefined;
    return Port.producerStateOf(this.registry.producers.get(input.producerId), consumer, input);
  }

  async closePeer(input: Port.PeerRef) {
    const router = this.registry.routers.get(input.routerId);
    const ids = [...(router?.peers.get(input.peerId) ?? [])];
    for (const id of ids) await this.registry.closeTransport(id, 'peer-left');
    router?.peers.delete(input.peerId);
    this.registry.subscribers.forget(input);
  }

  // ---- stats and lifecycle ----

  /** Janus's own per-handle packet counters (Admin API of a local janus, or JANUS_ADMIN_URLS); else zero. */
  async getStats(): Promise<Port.EngineStats> {
    return readStats(this.registry, { adminOf: this.options.adminOf ?? configuredAdmin(this.config.janus) });
  }

  /** The pids of the janus processes this server runs (for CPU measurements). */
  localPids(): number[] {
    return this.instances.flatMap((i) => (i.process?.pid ? [i.process.pid] : []));
  }

  async close() {
    clearInterval(this.timer);
    this.registry.keyframes.close();
    for (const id of [...this.registry.routers.keys()]) await this.closeRouter({ routerId: id }).catch(() => undefined);
    this.listeners.clear();
    await Promise.all(this.instances.map((i) => i.close()));
  }
}
