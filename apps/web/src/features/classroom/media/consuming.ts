/**
 * The receive side (M7–M14): one receive transport and a consumer for every producer of the others, consumed
 * one at a time, with spec 8's recovery paths, spec 9's consumer creation limits and the stuck check.
 */
import { classroom } from '@chalkline/contracts';
import type { Store } from '../connection/store';
import {
  type Consumed,
  CreationLimits,
  negotiateConsumer,
  type ProducerInfo,
  receiveCapabilities,
} from './consume-flow';
import { StuckWatch, stuckCheckIntervalMs } from './consumer-health';
import { announceRemote, type MediaState, patchRemote, removeRemote, type TransportStatus } from './media-state';
import { isCamera, ReceivePolicy } from './receive-policy';
import { maxConsumeAttempts, type RecoveryAction, recoveryFor } from './recovery';
import { errorText, type MediaRequest } from './signalling';
import { TransportSlot } from './transport-slot';
import type { CreatePeerConnection, Transport } from './transports';

/** A receive transport is re-created at most this often (the consumer creation throttle, spec 9). */
const recreateThrottleMs = classroom.consumerCreation.throttleMs;

export interface ReceiveSideDeps {
  request: MediaRequest;
  createPeerConnection: CreatePeerConnection;
  store: Store<MediaState>;
  /** Keeps a receiving track where tiles find it by id (null forgets it). */
  keepTrack: (id: string, track: MediaStreamTrack | null) => void;
  onState: (state: TransportStatus) => void;
  onRejoin: () => void;
  capabilities?: ReturnType<typeof receiveCapabilities>;
}

export class ReceiveSide {
  private readonly slot: TransportSlot;
  private readonly known = new Map<string, ProducerInfo>();
  private readonly consumers = new Map<string, Consumed>();
  /** The simulcast layer each producer's tile asks for (M9), kept across re-consumes. */
  private readonly layerWishes = new Map<string, number>();
  /** Producers this client paused for itself (`consumer_paused`), kept across re-consumes. */
  private readonly pausedHere = new Set<string>();
  readonly policy = new ReceivePolicy(); // low-bandwidth mode (ADR 0081): `applyPolicy` after changing it
  private readonly limits = new CreationLimits();
  private readonly stuck = new StuckWatch();
  private recreateTimer: ReturnType<typeof setTimeout> | undefined;
  private health: ReturnType<typeof setInterval> | undefined;
  private recreatedAt = 0;
  private stopped = false;
  /** Bumped by every reset and re-creation: failures of flows from before are ignored. */
  private generation = 0;
  private readonly capabilities: ReturnType<typeof receiveCapabilities>;

  constructor(private readonly deps: ReceiveSideDeps) {
    this.capabilities = deps.capabilities ?? receiveCapabilities();
    this.slot = new TransportSlot({
      request: deps.request,
      direction: 'recv',
      createPeerConnection: deps.createPeerConnection,
      onState: deps.onState,
      watch: () => ({
        onDisconnected: () => {
          console.warn('Receiving media: the receive transport disconnected → restart_ice and re-create (M12)');
          void this.recreate(true);
        },
        onFailed: () => this.fail(null, new Error('Transport not found: the receive transport failed')),
      }),
    });
  }

  /** After (re)admission: a new receive transport, then everything `get_producers` lists (M13). */
  async start(): Promise<void> {
    this.stopped = false;
    this.reset();
    clearInterval(this.health);
    this.health = setInterval(() => void this.checkStuck(), stuckCheckIntervalMs);
    await this.resync();
  }

  /** The socket died (the server closed everything): forget all; nothing plays until the next admission. */
  lost(): void {
    this.reset();
  }

  close(): void {
    this.stopped = true;
    clearInterval(this.health);
    this.reset();
  }

  peerConnections(): RTCPeerConnection[] {
    return this.slot.current ? [this.slot.current.pc] : [];
  }

  /** `new_producer` (and each of `get_producers`): shown as coming, and consumed. */
  add(producer: ProducerInfo): void {
    if (this.stopped) return;
    this.known.set(producer.producerId, producer);
    this.limits.forgive(producer.producerId);
    this.deps.store.update((s) => announceRemote(s, producer));
    this.consume(producer.producerId);
  }

  /** `producer_closed`: its consumer is gone on the server; its m-section stays here, silent (M12). */
  remove(producerId: string): void {
    this.known.delete(producerId);
    this.layerWishes.delete(producerId);
    this.pausedHere.delete(producerId);
    this.forget(producerId);
    this.deps.store.update((s) => removeRemote(s, producerId));
  }

  /** `producer_paused` / `producer_resumed` (the server's pause wins, M10). */
  setPaused(producerId: string, paused: boolean): void {
    this.deps.store.update((s) => patchRemote(s, producerId, { isPausedServerSide: paused }));
  }

  /** Spec 4: a remote stream paused or resumed here only (M10); never plays what its owner or the server paused. */
  setLocalPaused(producerId: string, paused: boolean): void {
    if (paused) this.pausedHere.add(producerId);
    else this.pausedHere.delete(producerId);
    this.applyPause(producerId);
  }

  /** Paused here while the person paused it or low-bandwidth mode holds it (ADR 0081); the server is told. */
  private applyPause(producerId: string): void {
    const paused = this.pausedHere.has(producerId) || this.policy.holds(this.known.get(producerId));
    this.deps.store.update((s) => patchRemote(s, producerId, { isPausedClientSide: paused }));
    const consumer = this.consumers.get(producerId);
    if (consumer) this.sendLocalPause(consumer, paused);
  }

  /** Low-bandwidth mode changed (ADR 0081): others' cameras held or released here, their layers capped or freed. */
  applyPolicy(): void {
    for (const [producerId, producer] of this.known) {
      if (!isCamera(producer)) continue;
      this.applyPause(producerId);
      const wish = this.layerWishes.get(producerId);
      if (wish !== undefined) this.setLayer(producerId, wish);
    }
  }

  private sendLocalPause(consumer: Consumed, paused: boolean): void {
    const generation = this.generation;
    this.deps
      .request(paused ? 'consumer_paused' : 'consumer_resumed', { consumerId: consumer.consumerId })
      .catch((error: unknown) => {
        if (generation === this.generation) this.fail(consumer.producerId, error);
      });
  }

  /** M9: asks for the layer a tile needs, once per change (or with the next consume). */
  setLayer(producerId: string, wish: number): void {
    this.layerWishes.set(producerId, wish);
    const layer = this.policy.layerFor(this.known.get(producerId), wish);
    const consumer = this.consumers.get(producerId);
    if (!consumer || consumer.preferredLayer === layer) return;
    consumer.preferredLayer = layer;
    const generation = this.generation;
    this.deps
      .request('consumer_preferred_layer', { consumerId: consumer.consumerId, spatialLayer: layer })
      .catch((error: unknown) => {
        if (generation === this.generation) this.fail(producerId, error);
      });
  }

  private reset(): void {
    this.dropTransport(false);
    clearTimeout(this.recreateTimer);
    this.known.clear();
    this.deps.store.update((s) => (Object.keys(s.peers).length ? { ...s, peers: {} } : s));
  }

  /** Closes the transport here (and on the server when asked); consumers go with it. */
  private dropTransport(closeOnServer: boolean): void {
    this.generation += 1;
    for (const id of [...this.consumers.keys()]) this.forget(id);
    this.limits.abandon();
    this.stuck.clear();
    this.slot.drop(closeOnServer);
  }

  private forget(producerId: string): void {
    const consumer = this.consumers.get(producerId);
    this.consumers.delete(producerId);
    this.limits.abandon(producerId);
    if (consumer) this.deps.keepTrack(consumer.track.id, null);
    this.deps.store.update((s) => patchRemote(s, producerId, { consumerId: null, trackId: null }));
  }

  private async resync(): Promise<void> {
    const generation = this.generation;
    try {
      await this.slot.ensure();
      const { producers } = await this.deps.request('get_producers', {});
      if (generation === this.generation) for (const producer of producers) this.add(producer);
    } catch (error) {
      if (generation === this.generation) this.fail(null, error);
    }
  }

  /** M7/M8: consumes one producer, within spec 9's creation limits. */
  private consume(producerId: string): void {
    const producer = this.known.get(producerId);
    if (!producer || this.stopped || this.consumers.has(producerId) || this.limits.waiting(producerId)) return;
    if (this.limits.deferred(producerId, () => this.consume(producerId))) return;
    const token = this.limits.begin(producerId);
    if (token === null) return;
    const generation = this.generation;
    const run = async (transport: Transport) => {
      if (!this.known.has(producerId) || transport.closed) return;
      const wish = this.layerWishes.get(producerId);
      const layer = wish === undefined ? undefined : this.policy.layerFor(producer, wish);
      const consumed = await negotiateConsumer(this.deps.request, transport, producer, this.capabilities, layer);
      if (!this.limits.current(producerId, token) || !this.known.has(producerId)) return;
      this.limits.succeeded(producerId, token);
      this.consumers.set(producerId, consumed);
      this.deps.keepTrack(consumed.track.id, consumed.track);
      const pausedHere = this.pausedHere.has(producerId) || this.policy.holds(producer);
      this.deps.store.update((s) =>
        patchRemote(s, producerId, {
          consumerId: consumed.consumerId,
          trackId: consumed.track.id,
          isPausedServerSide: consumed.producerPaused,
          isPausedClientSide: pausedHere,
        }),
      );
      if (pausedHere) this.sendLocalPause(consumed, true);
      const now = this.layerWishes.get(producerId);
      if (now !== undefined) this.setLayer(producerId, now);
    };
    this.slot
      .ensure()
      .then((transport) => transport.queue.run(() => run(transport)))
      .catch((error: unknown) => {
        if (this.stopped || generation !== this.generation) return;
        this.fail(producerId, error, token);
      });
  }

  /** A failure while receiving: logged (spec 8: no user message), then recovered from. */
  private fail(producerId: string | null, error: unknown, token?: number): void {
    const action = recoveryFor(error, 'receive');
    console.warn(`Receiving media: ${errorText(error)} → ${action}`);
    this.recover(producerId, action, token);
  }

  /** Spec 8's recovery paths for one producer (or the whole side when `producerId` is null). */
  private recover(producerId: string | null, action: RecoveryAction, token?: number): void {
    if (this.stopped || action === 'wait-for-admission') return;
    if (action === 'rejoin') {
      this.deps.onRejoin();
      return;
    }
    if (producerId === null || action === 'recreate-receive' || action === 'recreate-send') {
      void this.recreate(false);
      return;
    }
    const count = this.limits.failed(producerId, token);
    const consumer = this.consumers.get(producerId);
    if (consumer) this.deps.request('close_consumer', { consumerId: consumer.consumerId }).catch(() => undefined);
    this.forget(producerId);
    if (action === 'mark-paused') {
      this.known.delete(producerId);
      this.setPaused(producerId, true);
    } else if (count <= maxConsumeAttempts) this.consume(producerId);
  }

  /** M12: a new receive transport (after `restart_ice` closed the old one, when asked) and every producer again. */
  private async recreate(viaIceRestart: boolean): Promise<void> {
    const old = this.slot.current;
    if (this.stopped || (old === null && this.slot.isOpening)) return;
    const wait = this.recreatedAt + recreateThrottleMs - Date.now();
    if (wait > 0) {
      clearTimeout(this.recreateTimer);
      this.recreateTimer = setTimeout(() => void this.recreate(viaIceRestart), wait);
      return;
    }
    this.recreatedAt = Date.now();
    if (old && viaIceRestart) await this.deps.request('restart_ice', { transportId: old.id }).catch(() => undefined);
    if (this.slot.current !== old) return;
    this.dropTransport(!viaIceRestart);
    await this.resync();
  }

  /** Consumers that received nothing for two checks in a row: what became of them (M10)? */
  private async checkStuck(): Promise<void> {
    const transport = this.slot.current;
    if (!transport || this.stopped || this.consumers.size === 0) return;
    const verdicts = await this.stuck.check(transport.pc, this.consumers, this.deps.store.get(), this.deps.request);
    for (const { consumer, action } of verdicts) {
      if (transport !== this.slot.current || this.consumers.get(consumer.producerId) !== consumer) continue;
      if (action === 'mark-paused') this.setPaused(consumer.producerId, true);
      else if (action === 'reconsume') this.recover(consumer.producerId, 'reconsume');
      else if (action === 'recreate-receive') return void this.recreate(false);
    }
  }
}
