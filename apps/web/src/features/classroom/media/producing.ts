/**
 * The send side (M4–M6, M10, M11): one send transport, a producer per local element, kept in line with what
 * the session wants by idempotent passes. Any failure drops the transport and the next pass builds it again
 * and produces every track anew, on the spec's retry schedule (10 attempts 3 s apart, then 1 s → 60 s).
 */
import { classroom } from '@chalkline/contracts';
import { type ElementKind, elementKinds, type TransportStatus } from './media-state';
import { producerRetryDelay, recoveryFor, shouldWarnOffline } from './recovery';
import { negotiateProducer, restartSendIce } from './send-flow';
import { errorText, type MediaRequest } from './signalling';
import { Aborted, TransportSlot } from './transport-slot';
import { type CreatePeerConnection, type Transport, withTimeout } from './transports';

/** What the session wants sent for one element: a track (null while a camera is off) and whether paused. */
export interface DesiredElement {
  track: MediaStreamTrack | null;
  paused: boolean;
}
export type Desired = Partial<Record<ElementKind, DesiredElement>>;

interface Produced {
  producerId: string;
  transceiver: RTCRtpTransceiver;
  track: MediaStreamTrack | null;
  paused: boolean;
}

export interface SendSideDeps {
  request: MediaRequest;
  createPeerConnection: CreatePeerConnection;
  desired: () => Desired;
  /** A producer was made (its id) or dropped (null). */
  onProducer: (kind: ElementKind, producerId: string | null) => void;
  onState: (state: TransportStatus) => void;
  /** Socket connected and browser online. */
  isOnline: () => boolean;
  /** Ten producing attempts in a row failed while offline (spec 8's toast). */
  onOfflineFailures: () => void;
  /** The server lost the whole room's media (Router not found). */
  onRejoin: () => void;
}

export class SendSide {
  private readonly slot: TransportSlot;
  private readonly produced = new Map<ElementKind, Produced>();
  /** m-sections of closed producers, reused by the next producer of that kind (rids stay unique, M5). */
  private readonly idle = new Map<ElementKind, RTCRtpTransceiver>();
  /** The generation of the pass running now, if any; a drop starts a new generation. */
  private running: number | null = null;
  private generation = 0;
  private dirty = false;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly deps: SendSideDeps) {
    this.slot = new TransportSlot({
      request: deps.request,
      direction: 'send',
      createPeerConnection: deps.createPeerConnection,
      onState: deps.onState,
      watch: (transport) => ({
        onDisconnected: () => this.restartIce(transport),
        onFailed: () => this.fail(new Error('Transport not found: the send transport failed')),
      }),
    });
  }

  /** Brings the producers in line with `desired()` soon; calls while a pass runs coalesce into one more pass. */
  sync(): void {
    if (this.stopped) return;
    if (this.running === this.generation) {
      this.dirty = true;
      return;
    }
    clearTimeout(this.retry);
    this.retry = undefined;
    const generation = this.generation;
    this.running = generation;
    void this.pass(generation).finally(() => {
      if (this.running !== generation) return;
      this.running = null;
      if (this.dirty && !this.retry) {
        this.dirty = false;
        this.sync();
      }
    });
  }

  /** A fresh start after (re)admission: failures forgotten, transport built anew (an old one closed). */
  restart(): void {
    this.stopped = false;
    this.failures = 0;
    this.drop(true);
    this.sync();
  }

  /** The socket died: the server closed our transports (M13); retry passes count toward the offline toast. */
  lost(): void {
    this.drop(false);
    this.sync();
  }

  /** Stops for good (leaving): closes the connection; no more passes. */
  close(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.drop(false);
  }

  producerIdOf(kind: ElementKind): string | null {
    return this.produced.get(kind)?.producerId ?? null;
  }

  /** The server closed one of our producers without our asking: produce it again. */
  producerClosed(producerId: string): void {
    for (const [kind, produced] of this.produced) {
      if (produced.producerId !== producerId) continue;
      this.produced.delete(kind);
      this.idle.set(kind, produced.transceiver);
      this.deps.onProducer(kind, null);
      this.sync();
    }
  }

  /** Every RTCPeerConnection this side holds (for tests and leak checks). */
  peerConnections(): RTCPeerConnection[] {
    return this.slot.current ? [this.slot.current.pc] : [];
  }

  private drop(closeOnServer: boolean): void {
    this.generation += 1;
    this.dirty = false;
    for (const kind of this.produced.keys()) this.deps.onProducer(kind, null);
    this.produced.clear();
    this.idle.clear();
    this.slot.drop(closeOnServer);
  }

  private async pass(generation: number): Promise<void> {
    const desired = this.deps.desired();
    const wanted = elementKinds.some((k) => desired[k]?.track);
    if (!wanted && this.produced.size === 0) return;
    try {
      const transport = await this.slot.ensure();
      await transport.queue.run(() => this.reconcile(transport));
      this.failures = 0;
    } catch (error) {
      // A pass of an earlier generation (before a drop or a new admission) fails quietly.
      if (error instanceof Aborted || this.stopped || generation !== this.generation) return;
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    const action = recoveryFor(error, 'send');
    console.warn(`Sending media: ${errorText(error)} → ${action}`);
    this.drop(action !== 'wait-for-admission');
    if (action === 'rejoin') {
      this.deps.onRejoin();
      return;
    }
    this.failures += 1;
    if (shouldWarnOffline(this.failures, this.deps.isOnline())) this.deps.onOfflineFailures();
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.sync();
    }, producerRetryDelay(this.failures));
  }

  /** One pass over the element kinds: produce what is new, close what went, swap tracks, pause or resume. */
  private async reconcile(transport: Transport): Promise<void> {
    const { request } = this.deps;
    for (const kind of elementKinds) {
      const want = this.deps.desired()[kind];
      let have = this.produced.get(kind);
      if (!have && want?.track) {
        const producing = this.produce(transport, kind, want.track);
        have = await withTimeout(producing, classroom.trackProduction.timeoutMs);
      }
      if (!have) continue;
      if (!want) {
        this.produced.delete(kind);
        this.idle.set(kind, have.transceiver);
        this.deps.onProducer(kind, null);
        await have.transceiver.sender.replaceTrack(null);
        await request('producer_closed', { producerId: have.producerId }).catch(() => undefined);
        continue;
      }
      if (have.track !== want.track) {
        await have.transceiver.sender.replaceTrack(want.track);
        have.track = want.track;
      }
      if (have.paused !== want.paused) {
        await request(want.paused ? 'producer_paused' : 'producer_resumed', { producerId: have.producerId });
        have.paused = want.paused;
      }
      this.slot.check(transport);
    }
  }

  /** M4 (see `negotiateProducer`). */
  private async produce(transport: Transport, kind: ElementKind, track: MediaStreamTrack): Promise<Produced> {
    const idle = this.idle.get(kind);
    this.idle.delete(kind);
    const alive = () => this.slot.check(transport);
    const { producerId, transceiver } = await negotiateProducer(this.deps.request, transport, kind, track, idle, alive);
    const produced: Produced = { producerId, transceiver, track, paused: false };
    this.produced.set(kind, produced);
    this.deps.onProducer(kind, producerId);
    return produced;
  }

  /** M11: while disconnected, an ICE restart the client offers through `connect_transport`. */
  private restartIce(transport: Transport): void {
    if (!this.deps.isOnline()) return;
    transport.queue
      .run(() => restartSendIce(this.deps.request, transport, () => this.slot.check(transport)))
      .catch((error: unknown) => {
        if (!(error instanceof Aborted) && this.slot.current === transport) this.fail(error);
      });
  }
}
