/**
 * The lobby's video-path probe (ADR 0086, amended): a short-lived werift peer in this process answers a browser's
 * data-channel offer, so the browser learns which way reaches our media ports (UDP, TURN over UDP, or only TURN over
 * TCP/TLS). It is the werift engine's own transport, so the listen and announced address, the loopback-only rule and
 * "no default STUN server" are the engine's. Bounded: each peer closes `lifetimeMs` after answering (or when the
 * browser leaves), and at most `maxOpen` are open at once.
 */
import { randomUUID } from 'node:crypto';
import { videoPathProbe } from '@chalkline/contracts';
import type { MediaConfig } from './media-config.js';
import { MediaError } from './media-errors.js';
import type { IceServer } from './media-types.js';
import { iceServersFor } from './turn-credentials.js';
import type { WeriftTransport } from './werift/werift-transport.js';

export interface VideoProbeOptions {
  /** How long a probe peer lives after answering (tests shorten it). */
  lifetimeMs?: number;
  maxOpen?: number;
}

export interface VideoProbes {
  /** The STUN and TURN servers the browser's probe uses: the classroom's, TURN credentials made for `userId`. */
  iceServers(userId: string): IceServer[];
  /** Answers a data-channel offer with a fresh peer; null when `maxOpen` probes are already open. */
  answer(offerSdp: string): Promise<string | null>;
  /** Probe peers open now. */
  readonly open: number;
  close(): Promise<void>;
}

export function createVideoProbes(config: MediaConfig, options: VideoProbeOptions = {}): VideoProbes {
  const lifetimeMs = options.lifetimeMs ?? videoPathProbe.lifetimeMs;
  const maxOpen = options.maxOpen ?? videoPathProbe.maxOpen;
  const open = new Map<string, { transport: WeriftTransport; timer: NodeJS.Timeout }>();

  const end = async (id: string) => {
    const probe = open.get(id);
    if (!probe) return;
    open.delete(id);
    clearTimeout(probe.timer);
    await probe.transport.close();
  };

  return {
    iceServers: (userId) => iceServersFor(config, userId),
    async answer(offerSdp) {
      // werift is loaded at the first probe, not with the app (the main thread otherwise leaves it to the worker).
      const { WeriftTransport } = await import('./werift/werift-transport.js');
      if (open.size >= maxOpen) return null;
      const id = `probe-${randomUUID()}`;
      const transport = new WeriftTransport(
        { id, routerId: 'video-probe', peerId: id, direction: 'send' },
        config,
        (s) => {
          if (s === 'failed' || s === 'closed') void end(id);
        },
      );
      // Counted before the first await, so concurrent offers cannot pass the cap together.
      open.set(id, { transport, timer: setTimeout(() => void end(id), lifetimeMs).unref() });
      try {
        await transport.gather();
        const answer = await transport.answerOffer({ type: 'offer', sdp: offerSdp }, () => 'webcam');
        return answer.sdp;
      } catch (error) {
        await end(id);
        throw error instanceof MediaError ? error : new MediaError('badSdp', (error as Error).message);
      }
    },
    get open() {
      return open.size;
    },
    async close() {
      await Promise.all([...open.keys()].map(end));
    },
  };
}
