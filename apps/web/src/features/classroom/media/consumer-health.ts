/**
 * The check for consumers that seem stuck (spec 8, M10): every 5 s the receive transport's inbound-rtp byte
 * counters are read; a consumer older than 10 s whose bytes did not grow since the last check is a candidate,
 * and the receive side then asks the server (`check_producer_state`) what became of it.
 */
import { classroom } from '@chalkline/contracts';
import type { Consumed } from './consume-flow';
import { findRemote, type MediaState } from './media-state';
import { type StuckAction, stuckConsumerAction } from './recovery';
import type { MediaRequest } from './signalling';

export const stuckCheckIntervalMs = classroom.consumerCreation.throttleMs;

/** Bytes received so far per m-section of a receive transport (inbound-rtp). */
export async function bytesByMid(pc: RTCPeerConnection): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  const report = await pc.getStats();
  report.forEach((stat: { type?: string; mid?: string; bytesReceived?: number }) => {
    if (stat.type === 'inbound-rtp' && stat.mid) bytes.set(stat.mid, stat.bytesReceived ?? 0);
  });
  return bytes;
}

export class StuckWatch {
  private readonly last = new Map<string, number>();

  /**
   * The consumers that received nothing since the previous reading; `watched` leaves out those that may be
   * silent on purpose (paused producers, still screens). A candidate starts over (two more readings).
   */
  async candidates(
    pc: RTCPeerConnection,
    consumers: ReadonlyMap<string, Consumed>,
    watched: (producerId: string) => boolean,
  ): Promise<Consumed[]> {
    const bytes = await bytesByMid(pc).catch(() => null);
    if (!bytes) return [];
    const stuck: Consumed[] = [];
    for (const [producerId, consumer] of consumers) {
      // A paused stream starts over: it needs two fresh readings once it plays again.
      if (!watched(producerId)) {
        this.last.delete(producerId);
        continue;
      }
      const now = bytes.get(consumer.mid) ?? 0;
      const before = this.last.get(producerId);
      this.last.set(producerId, now);
      const old = Date.now() - consumer.since >= 2 * stuckCheckIntervalMs;
      if (!old || before === undefined || now > before) continue;
      this.last.delete(producerId);
      stuck.push(consumer);
    }
    return stuck;
  }

  /**
   * One check: the candidates among consumers that should be receiving (not paused, not a still screen),
   * each with what the server's `check_producer_state` answer calls for.
   */
  async check(
    pc: RTCPeerConnection,
    consumers: ReadonlyMap<string, Consumed>,
    state: MediaState,
    request: MediaRequest,
  ): Promise<{ consumer: Consumed; action: StuckAction }[]> {
    const watched = (producerId: string) => {
      const found = findRemote(state, producerId);
      return Boolean(found && found.kind !== 'screen-video' && !found.element.isPausedServerSide);
    };
    const verdicts: { consumer: Consumed; action: StuckAction }[] = [];
    for (const consumer of await this.candidates(pc, consumers, watched)) {
      const { producerId, consumerId } = consumer;
      const answer = await request('check_producer_state', { producerId, consumerId }).catch(() => null);
      if (answer) verdicts.push({ consumer, action: stuckConsumerAction(answer, pc.connectionState === 'connected') });
    }
    return verdicts;
  }

  clear(): void {
    this.last.clear();
  }
}
