/**
 * A scripted SFU for tests: it answers the media requests a `FakeSocket` sends with the shapes of M1–M16
 * (no real SDP beyond what `FakePeerConnection` reads) and plays `new_producer`.
 */
import type { NewProducerEvent } from '@chalkline/contracts';
import type { FakeSocket } from '../connection/testing';

type Handler = (payload: Record<string, unknown>, usual: () => unknown) => unknown;

/** The requests this fake answers; classroom events (launch, updates, …) stay with the test. */
const mediaEvents = new Set<string>([
  'connect_transport',
  'close_transport',
  'producer_paused',
  'producer_resumed',
  'producer_closed',
  'consumer_paused',
  'consumer_resumed',
  'close_consumer',
]);

/**
 * Answers the media requests a fake socket sends like the SFU would; `handlers` replace answers per event (an
 * `Error` answers `{ error }`, `undefined` never answers; `usual()` is the default answer). `announce` plays
 * `new_producer` for a remote producer.
 */
/** A transport's `params` as the fake server answers them. */
export const fakeTransportParams = (id: string, consumer: boolean) => ({
  id,
  direction: consumer ? 'recv' : 'send',
  iceParameters: { usernameFragment: 'u', password: 'p', iceLite: false },
  iceCandidates: [],
  dtlsParameters: { role: 'auto', fingerprints: [] },
  iceServers: [{ urls: ['stun:127.0.0.1:3478'] }],
});

export function fakeMediaServer(socket: FakeSocket, handlers: Record<string, Handler> = {}) {
  let ids = 0;
  const producers = new Map<string, NewProducerEvent>();
  const defaults: Record<string, Handler> = {
    call: () => ({ routerRtpCapabilities: { codecs: [], headerExtensions: [] } }),
    create_transport: (p) => ({
      isExistsAndConnected: false,
      params: fakeTransportParams(`${p.consumer ? 'recv' : 'send'}-${++ids}`, Boolean(p.consumer)),
      // M2 connectNow: a receive transport's first offer, one silent m-section, as the werift engine sends.
      ...(p.consumer && p.connectNow ? { sdp: { type: 'offer', sdp: 'm=audio\r\na=mid:warm' } } : {}),
    }),
    produce: (p) => ({
      id: `producer-${++ids}`,
      rtpParameters: p.rtpParameters,
      sdp: p.sdp
        ? { type: 'answer', sdp: 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 102\r\na=rtpmap:102 H264/90000' }
        : undefined,
    }),
    get_producers: () => ({ producers: [...producers.values()] }),
    consume: (p) => {
      const producer = producers.get(p.remoteProducerId as string);
      if (!producer) return new Error('Producer not found');
      const mid = `r${++ids}`;
      return {
        id: `consumer-${ids}`,
        producerId: producer.producerId,
        producerPeerId: producer.remoteConnectionId,
        kind: producer.kind,
        rtpParameters: { mid },
        appData: producer.appData,
        paused: true,
        producerPaused: producer.paused,
        preferredLayer: (p.preferredLayer as number | undefined) ?? 2,
        sdp: { type: 'offer', sdp: `v=0\r\nm=${producer.kind} 9 UDP/TLS/RTP/SAVPF 96\r\na=mid:${mid}` },
      };
    },
    consumer_resume: (p) => ({ ...consumerState(p), paused: false }),
    consumer_preferred_layer: (p) => ({ ...consumerState(p), preferredLayer: p.spatialLayer }),
    restart_ice: () => ({ iceParameters: { usernameFragment: 'u2', password: 'p2', iceLite: false } }),
    check_producer_state: () => ({ isPaused: false, isExist: true, consumerExists: true }),
  };
  const consumerState = (p: Record<string, unknown>) => ({
    id: p.consumerId,
    producerId: 'x',
    producerPeerId: 'x',
    kind: 'video',
    rtpParameters: { mid: '0' },
    appData: { source: 'webcam', kind: 'video' },
    paused: false,
    producerPaused: false,
    preferredLayer: 2,
  });
  const emit = socket.emit.bind(socket);
  socket.emit = (event: string, ...args: unknown[]) => {
    emit(event, ...args);
    const ack = args.at(-1);
    const usualHandler = defaults[event] ?? (mediaEvents.has(event) ? () => ({}) : undefined);
    const handler = handlers[event] ?? usualHandler;
    if (typeof ack !== 'function' || !handler) return socket;
    void Promise.resolve().then(() => {
      const payload = (args[0] ?? {}) as Record<string, unknown>;
      const answer = handler(payload, () => usualHandler?.(payload, () => undefined));
      if (answer === undefined) return;
      ack(null, answer instanceof Error ? { error: answer.message } : answer);
    });
    return socket;
  };
  return {
    producers,
    /** A remote producer appears (`new_producer`). */
    announce(producer: NewProducerEvent) {
      producers.set(producer.producerId, producer);
      socket.fire('new_producer', producer);
    },
    /** The payloads of one event the client sent, oldest first. */
    sent: (event: string) => socket.sent(event).map((e) => e.payload as Record<string, unknown>),
  };
}
