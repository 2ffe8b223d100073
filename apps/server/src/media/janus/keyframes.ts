/**
 * Keyframe requests that survive being dropped. A consumer switching simulcast layer, a new consumer and a
 * resumed producer all wait for the publisher's next keyframe (M9), and a browser ignores part of the
 * picture-loss requests it is sent: Chrome honours one request per 300 ms for all its layers together, and
 * Janus sends its own (one per layer, in bursts) next to ours. One request can therefore be lost, and then
 * the consumer waits for a keyframe that never comes (measured: the switch up never happened, a re-created
 * receive transport saw no frame for 20 s). So the engine asks again every `intervalMs` until what waits is
 * satisfied (Janus reported the consumer's new substream) or `giveUpMs` passed (a layer that does not flow,
 * or a wait nothing reports, such as a single-layer stream).
 */
import type { ProducerRec, Registry } from './registry.js';

export interface KeyframeTiming {
  intervalMs: number;
  giveUpMs: number;
}

/** Above Chrome's 300 ms window, so consecutive requests are not dropped as one. */
export const DEFAULT_KEYFRAME_TIMING: KeyframeTiming = { intervalMs: 400, giveUpMs: 6000 };

/** How long a wait whose end nothing reports (a single-layer stream, a resume) keeps asking. */
export const UNREPORTED_WAIT_MS = 1500;

interface Waiter {
  satisfied: () => boolean;
  until: number;
}

interface Chase {
  waiters: Waiter[];
  timer: NodeJS.Timeout;
}

export class KeyframeChaser {
  private readonly chases = new Map<string, Chase>();

  constructor(
    private readonly registry: Registry,
    private readonly timing: KeyframeTiming = DEFAULT_KEYFRAME_TIMING,
  ) {}

  /**
   * Asks the producer's publisher for a keyframe now, and again until `satisfied()` holds or `waitMs` passes.
   * Waits on one producer share one cadence of requests.
   */
  request(producerId: string, satisfied: () => boolean, waitMs = this.timing.giveUpMs): void {
    const waiter = { satisfied, until: Date.now() + waitMs };
    const chase = this.chases.get(producerId);
    if (chase) {
      chase.waiters.push(waiter);
      return;
    }
    const timer = setInterval(() => this.tick(producerId), this.timing.intervalMs);
    timer.unref();
    this.chases.set(producerId, { waiters: [waiter], timer });
    this.ask(producerId);
  }

  /** Producers with requests still going. */
  get active(): number {
    return this.chases.size;
  }

  close(): void {
    for (const chase of this.chases.values()) clearInterval(chase.timer);
    this.chases.clear();
  }

  private tick(producerId: string) {
    const chase = this.chases.get(producerId);
    if (!chase) return;
    const now = Date.now();
    chase.waiters = chase.waiters.filter((w) => now < w.until && !w.satisfied());
    if (!chase.waiters.length || !this.registry.producers.has(producerId)) {
      clearInterval(chase.timer);
      this.chases.delete(producerId);
      return;
    }
    this.ask(producerId);
  }

  private ask(producerId: string) {
    const producer = this.registry.producers.get(producerId);
    const publisher = producer && this.registry.transports.get(producer.transportId);
    if (!producer || !publisher || publisher.closed) return;
    void publisher.client.message(publisher.handle, keyframeRequest(producer)).catch(() => undefined);
  }
}

/** VideoRoom's request that makes Janus send the publisher a picture-loss indication for one stream. */
export function keyframeRequest(producer: ProducerRec) {
  return { request: 'configure', streams: [{ mid: producer.mid, keyframe: true }] };
}
