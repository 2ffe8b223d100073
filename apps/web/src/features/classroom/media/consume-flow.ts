/**
 * One consumer's negotiation on a receive transport (M7–M9): `consume` answers the server's offer, the client
 * answers it through `connect_transport` and resumes. Callers run it on the transport's queue, one at a time.
 */
import { classroom, type NewProducerEvent } from '@chalkline/contracts';
import type { MediaRequest } from './signalling';
import { answerServerOffer, type Transport, withTimeout } from './transports';

export type ProducerInfo = NewProducerEvent;

/** A consumer that receives, and the track it receives on. */
export interface Consumed {
  consumerId: string;
  producerId: string;
  mid: string;
  track: MediaStreamTrack;
  preferredLayer: number;
  producerPaused: boolean;
  /** When it was resumed (ms), for the stuck check. */
  since: number;
}

type Codec = { mimeType: string; clockRate: number; channels?: number; sdpFmtpLine?: string };

/** What this browser can decode (M7): `RTCRtpReceiver.getCapabilities` of audio and video. */
export function receiveCapabilities(
  capabilities: (kind: 'audio' | 'video') => RTCRtpCapabilities | null = (kind) =>
    typeof RTCRtpReceiver === 'undefined' ? null : RTCRtpReceiver.getCapabilities(kind),
): { codecs: Codec[] } {
  const codecs = (['audio', 'video'] as const).flatMap((kind) => capabilities(kind)?.codecs ?? []);
  return {
    codecs: codecs.map(({ mimeType, clockRate, channels, sdpFmtpLine }) => ({
      mimeType,
      clockRate,
      ...(channels === undefined ? {} : { channels }),
      ...(sdpFmtpLine ? { sdpFmtpLine } : {}),
    })),
  };
}

/** Thrown when a consumer was made but this client cannot use it (its m-section has no receiver). */
export class MissingTrackError extends Error {
  constructor(mid: string) {
    super(`Invalid media state: no receiver for m-section ${mid}`);
  }
}

/** The server's offer answered, the consumer resumed; rejects after 10 s (M8's consumer creation timeout). */
export function negotiateConsumer(
  request: MediaRequest,
  transport: Transport,
  producer: ProducerInfo,
  rtpCapabilities: { codecs: Codec[] },
  preferredLayer: number | undefined,
): Promise<Consumed> {
  const run = async (): Promise<Consumed> => {
    const { pc } = transport;
    const reply = await request('consume', {
      rtpCapabilities,
      remoteProducerId: producer.producerId,
      remoteConnectionId: producer.remoteConnectionId,
      remoteMediaKind: producer.kind,
      transportId: transport.id,
      ...(preferredLayer === undefined ? {} : { preferredLayer }),
    });
    await answerServerOffer(request, transport, reply.sdp);
    const mid = reply.rtpParameters.mid;
    const transceiver = pc.getTransceivers().find((t) => t.mid === mid);
    if (!transceiver) throw new MissingTrackError(mid);
    const resumed = await request('consumer_resume', { consumerId: reply.id });
    return {
      consumerId: reply.id,
      producerId: reply.producerId,
      mid,
      track: transceiver.receiver.track,
      preferredLayer: resumed.preferredLayer,
      producerPaused: resumed.producerPaused,
      since: Date.now(),
    };
  };
  return withTimeout(run(), classroom.consumerCreation.timeoutMs);
}

const { throttleMs, staleMs } = classroom.consumerCreation;

/**
 * Spec 9's limits on creating consumers, per producer: a creation in progress blocks another until it is
 * stale (15 s), and after a failure the next attempt waits until 5 s have passed.
 */
export class CreationLimits {
  private readonly creating = new Map<string, number>();
  private readonly failures = new Map<string, { count: number; at: number }>();
  private readonly retries = new Map<string, ReturnType<typeof setTimeout>>();

  /** Whether a retry of this producer is already waiting. */
  waiting(producerId: string): boolean {
    return this.retries.has(producerId);
  }

  /** When the last failure was less than 5 s ago, runs `retry` once that has passed and answers true. */
  deferred(producerId: string, retry: () => void): boolean {
    const failed = this.failures.get(producerId);
    const wait = failed ? throttleMs - (Date.now() - failed.at) : 0;
    if (wait <= 0) return false;
    clearTimeout(this.retries.get(producerId));
    this.retries.set(
      producerId,
      setTimeout(() => {
        this.retries.delete(producerId);
        retry();
      }, wait),
    );
    return true;
  }

  /** A token for a new creation, or null while one is in progress and not stale. */
  begin(producerId: string): number | null {
    const started = this.creating.get(producerId);
    if (started !== undefined && Date.now() - started < staleMs) return null;
    const token = Date.now();
    this.creating.set(producerId, token);
    return token;
  }

  /** Whether the creation that holds `token` is still the one that counts (not stale, not forgotten). */
  current(producerId: string, token: number): boolean {
    return this.creating.get(producerId) === token;
  }

  succeeded(producerId: string, token: number): void {
    if (this.current(producerId, token)) this.creating.delete(producerId);
    this.failures.delete(producerId);
  }

  /** Records a failure; answers how many there were in a row. */
  failed(producerId: string, token?: number): number {
    if (token !== undefined && this.current(producerId, token)) this.creating.delete(producerId);
    const count = (this.failures.get(producerId)?.count ?? 0) + 1;
    this.failures.set(producerId, { count, at: Date.now() });
    return count;
  }

  /** A new announcement of the producer starts its failure count afresh. */
  forgive(producerId: string): void {
    this.failures.delete(producerId);
  }

  /** Forgets creations in progress and waiting retries (their transport or producer is gone). */
  abandon(producerId?: string): void {
    for (const [id, timer] of this.retries) {
      if (producerId !== undefined && id !== producerId) continue;
      clearTimeout(timer);
      this.retries.delete(id);
    }
    if (producerId === undefined) this.creating.clear();
    else this.creating.delete(producerId);
  }
}
