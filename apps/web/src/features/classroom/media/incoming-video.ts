/**
 * Low-bandwidth mode (ADR 0081), a plain object beside the media session: a person shows cameras, turns them off, or
 * lets "Automatic" decide from the receive connection's own statistics — past a threshold it first caps cameras at
 * the lowest simulcast layer, then holds them back (audio only), and it climbs back one step at a time once the
 * network is good again. Holding cameras asks the server to stop forwarding them (`receive_video`), again after each
 * admission, since the server forgets a peer that leaves.
 */
import { automaticVideo, type IncomingVideoMode, type IncomingVideoState } from '@chalkline/contracts';
import type { MeetSocket } from '../connection/meet-socket';
import { createStore, type Store } from '../connection/store';
import type { ReceiveSide } from './consuming';
import { topLayer } from './receive-policy';

export interface IncomingVideoView {
  mode: IncomingVideoMode;
  state: IncomingVideoState;
}

/** One reading of the receive connection: estimated downlink (kbit/s, when the browser gives one) and loss (0–1). */
export interface NetworkSample {
  downlinkKbps?: number;
  loss: number;
}

/** Bad and good readings in a row, so one burst never flaps the picture. */
export interface Streak {
  bad: number;
  good: number;
}

const order: IncomingVideoState[] = ['full', 'lowLayers', 'audioOnly'];

/** The level a reading calls for: audio only, lower layers, or full. */
export function levelOf(sample: NetworkSample): IncomingVideoState {
  const kbps = sample.downlinkKbps ?? Number.POSITIVE_INFINITY;
  if (kbps < automaticVideo.audioOnlyBelowKbps || sample.loss > automaticVideo.audioOnlyAboveLoss) return 'audioOnly';
  if (kbps < automaticVideo.lowLayersBelowKbps || sample.loss > automaticVideo.lowLayersAboveLoss) return 'lowLayers';
  return 'full';
}

/**
 * Automatic mode's next state: one step down after `badSamples` readings in a row that call for less, one step up
 * after `goodSamples` readings in a row that allow more. Pure, so the thresholds are tested without a network.
 */
export function nextAutomatic(current: IncomingVideoState, sample: NetworkSample, streak: Streak) {
  const at = Math.max(0, order.indexOf(current));
  const wanted = order.indexOf(levelOf(sample));
  const next: Streak = { bad: wanted > at ? streak.bad + 1 : 0, good: wanted < at ? streak.good + 1 : 0 };
  if (next.bad >= automaticVideo.badSamples) return { state: order[at + 1]!, streak: { bad: 0, good: 0 } };
  if (next.good >= automaticVideo.goodSamples) return { state: order[at - 1]!, streak: { bad: 0, good: 0 } };
  return { state: order[at]!, streak: next };
}

/** Loss and downlink since the last reading, from inbound-rtp counters and the candidate pair's estimate. */
export async function readNetwork(pc: RTCPeerConnection, last: { received: number; lost: number }) {
  let received = 0;
  let lost = 0;
  let downlinkKbps: number | undefined;
  (await pc.getStats()).forEach((stat: Record<string, unknown>) => {
    if (stat.type === 'inbound-rtp') {
      received += Number(stat.packetsReceived ?? 0);
      lost += Number(stat.packetsLost ?? 0);
    }
    if (stat.type === 'candidate-pair' && stat.nominated && typeof stat.availableIncomingBitrate === 'number')
      downlinkKbps = stat.availableIncomingBitrate / 1000;
  });
  const got = received - last.received;
  const missed = Math.max(0, lost - last.lost);
  const sample: NetworkSample = { downlinkKbps, loss: got + missed > 0 ? missed / (got + missed) : 0 };
  return { sample, counters: { received, lost } };
}

interface Deps {
  host: { getSocket(): MeetSocket | null };
  receive: Pick<ReceiveSide, 'policy' | 'applyPolicy' | 'peerConnections'>;
}

export class IncomingVideo {
  readonly store: Store<IncomingVideoView> = createStore<IncomingVideoView>({ mode: 'on', state: 'full' });
  private timer: ReturnType<typeof setInterval> | undefined;
  private streak: Streak = { bad: 0, good: 0 };
  private counters = { received: 0, lost: 0 };

  constructor(private readonly deps: Deps) {}

  /** Each (re)admission: the server forgot the peer that left, so it is asked again to hold cameras back. */
  readmitted(): void {
    if (this.deps.receive.policy.camerasHeld) void this.tellServer(false);
  }

  /** The person's choice: cameras on, off, or the network decides. */
  setMode(mode: IncomingVideoMode): void {
    clearInterval(this.timer);
    this.streak = { bad: 0, good: 0 };
    this.store.update((s) => ({ ...s, mode }));
    void this.apply(mode === 'off' ? 'off' : 'full');
    if (mode === 'automatic') this.timer = setInterval(() => void this.sample(), automaticVideo.sampleMs);
  }

  close(): void {
    clearInterval(this.timer);
  }

  private async sample(): Promise<void> {
    const pc = this.deps.receive.peerConnections()[0];
    if (!pc) return;
    const { sample, counters } = await readNetwork(pc, this.counters).catch(() => ({ sample: null, counters: null }));
    if (!sample || !counters) return;
    this.counters = counters;
    const { state, streak } = nextAutomatic(this.store.get().state, sample, this.streak);
    this.streak = streak;
    if (state !== this.store.get().state) await this.apply(state);
  }

  private async apply(state: IncomingVideoState): Promise<void> {
    const { policy } = this.deps.receive;
    const hold = state === 'off' || state === 'audioOnly';
    this.store.update((s) => ({ ...s, state }));
    // Released on the server before the client resumes, so the resumes are not held.
    if (hold !== policy.camerasHeld) await this.tellServer(!hold);
    if (this.store.get().state !== state) return;
    policy.camerasHeld = hold;
    policy.layerCap = state === 'lowLayers' ? 0 : topLayer;
    this.deps.receive.applyPolicy();
  }

  /** `receive_video`: the server stops (or starts again) forwarding others' cameras to this person. */
  private tellServer(cameras: boolean): Promise<void> {
    const socket = this.deps.host.getSocket();
    if (!socket?.connected) return Promise.resolve();
    return new Promise((resolve) => socket.timeout(10_000).emit('receive_video', { cameras }, () => resolve()));
  }
}
