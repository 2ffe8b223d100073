/**
 * Media signalling of the live classroom (classroom spec §7), mediasoup-like names carrying SDP because our
 * engines are SDP-based. Rules M1… in apps/server/src/media/PROTOCOL.md say in which order a browser uses them.
 * Every acknowledged request answers its data or `{ error }` (see `Ack` in events.ts).
 */
import { z } from 'zod';

const id = z.string().min(1).max(128);
const kind = z.enum(['audio', 'video']);

export const sessionDescription = z.object({ type: z.enum(['offer', 'answer']), sdp: z.string().min(1).max(200_000) });
export const producerAppData = z.object({
  source: z.enum(['webcam', 'screen']),
  kind: z.enum(['video', 'audio', 'screen-video', 'screen-audio']),
});
const rtcpFeedback = z.object({ type: z.string(), parameter: z.string().optional() });

export const rtpCapabilities = z.object({
  codecs: z.array(
    z.object({
      kind,
      mimeType: z.string(),
      clockRate: z.number().int(),
      channels: z.number().int().optional(),
      preferredPayloadType: z.number().int(),
      parameters: z.record(z.string(), z.union([z.string(), z.number()])),
      rtcpFeedback: z.array(rtcpFeedback),
    }),
  ),
  headerExtensions: z.array(z.object({ kind, uri: z.string(), preferredId: z.number().int() })),
});

/** What the client can decode: `RTCRtpReceiver.getCapabilities(kind).codecs` of audio and video. */
export const clientRtpCapabilities = z.object({
  codecs: z
    .array(
      z.object({
        mimeType: z.string().max(100),
        clockRate: z.number().int(),
        channels: z.number().int().optional(),
        sdpFmtpLine: z.string().max(500).optional(),
      }),
    )
    .max(200),
});

export const rtpParameters = z.object({
  mid: z.string(),
  codec: z
    .object({
      mimeType: z.string(),
      payloadType: z.number().int(),
      clockRate: z.number().int(),
      channels: z.number().int().optional(),
      sdpFmtpLine: z.string().optional(),
    })
    .optional(),
  rids: z.array(z.string()).optional(),
});

/** The STUN and TURN servers a client puts in its RTCPeerConnection (TURN with short-lived credentials). */
export const iceServers = z.array(
  z.object({ urls: z.array(z.string()), username: z.string().optional(), credential: z.string().optional() }),
);
export const iceParameters = z.object({ usernameFragment: z.string(), password: z.string(), iceLite: z.boolean() });
export const transportParams = z.object({
  id,
  direction: z.enum(['send', 'recv']),
  iceParameters,
  iceCandidates: z.array(
    z.object({
      foundation: z.string(),
      priority: z.number(),
      ip: z.string(),
      port: z.number().int(),
      protocol: z.enum(['udp', 'tcp']),
      type: z.enum(['host', 'srflx', 'prflx', 'relay']),
    }),
  ),
  dtlsParameters: z.object({
    role: z.enum(['auto', 'client', 'server']),
    fingerprints: z.array(z.object({ algorithm: z.string(), value: z.string() })),
  }),
  sctpParameters: z.object({ port: z.number().int(), maxMessageSize: z.number().int() }).optional(),
  iceServers,
});

// ——— client → server requests and their acks ———

export const callPayload = z.object({}).optional();
export const callAck = z.object({ routerRtpCapabilities: rtpCapabilities });

/**
 * `consumer` true asks for a receive transport; `key` names a send transport ('webcam', 'screen'). `connectNow`
 * (receive transports, M2): the ack also carries the server's first offer (`sdp`), answered through
 * `connect_transport` at once, so ICE and DTLS are up before the first consumer; an engine that cannot omits it.
 */
export const createTransportPayload = z.object({
  consumer: z.boolean(),
  key: z.string().max(40).optional(),
  connectNow: z.boolean().optional(),
});
export const createTransportAck = z.object({
  isExistsAndConnected: z.boolean(),
  params: transportParams,
  sdp: sessionDescription.optional(),
});

/** Send transport: an offer, answered in the ack (M4, M10). Receive transport: the answer to our offer (M8). */
export const connectTransportPayload = z.object({ transportId: id, sdp: sessionDescription });
export const connectTransportAck = z.object({ sdp: sessionDescription.optional() });

export const closeTransportPayload = z.object({ transportId: id });

export const producePayload = z.object({
  transportId: id,
  kind,
  rtpParameters: z.object({ mid: z.string().min(1).max(32) }),
  appData: producerAppData,
  /** The offer that introduces `mid`; omit when that m-section was already negotiated (M4). */
  sdp: sessionDescription.optional(),
});
export const produceAck = z.object({ id, rtpParameters, sdp: sessionDescription.optional() });

/** Also the payload of `producer_paused`, `producer_resumed` and `producer_closed` in both directions. */
export const producerIdPayload = z.object({ producerId: id });

export const getProducersAck = z.object({
  producers: z.array(
    z.object({ producerId: id, remoteConnectionId: z.string(), kind, appData: producerAppData, paused: z.boolean() }),
  ),
});

export const consumePayload = z.object({
  rtpCapabilities: clientRtpCapabilities,
  remoteProducerId: id,
  remoteConnectionId: z.string().max(128),
  remoteMediaKind: kind,
  transportId: id,
  /** Simulcast layer to start with: 0 lowest … 2 highest (M9). */
  preferredLayer: z.number().int().min(0).max(2).optional(),
});
const consumerState = z.object({
  id,
  producerId: id,
  producerPeerId: z.string(),
  kind,
  rtpParameters,
  appData: producerAppData,
  paused: z.boolean(),
  producerPaused: z.boolean(),
  preferredLayer: z.number().int(),
  currentLayer: z.number().int().optional(),
});
/** The new consumer plus the receive transport's offer that carries it (M7). */
export const consumeAck = consumerState.extend({ sdp: sessionDescription });

/** `consumer_resume`, `consumer_paused`, `consumer_resumed`, `close_consumer`. */
export const consumerIdPayload = z.object({ consumerId: id });
export const consumerStateAck = consumerState;

/** Added to the spec's catalogue: the simulcast layer a tile needs (M9). */
export const consumerPreferredLayerPayload = z.object({ consumerId: id, spatialLayer: z.number().int().min(0).max(2) });

export const checkProducerStatePayload = z.object({ producerId: id, consumerId: id.optional() });
export const checkProducerStateAck = z.object({
  isPaused: z.boolean(),
  isExist: z.boolean(),
  consumerExists: z.boolean(),
});

/** A host stops someone's camera, microphone or screen share (R29); the person is told with an alert code. */
export const stopProducerPayload = z.object({
  connection: z.string().min(1).max(200),
  source: z.enum(['camera', 'microphone', 'screen']),
});

export const restartIcePayload = z.object({ transportId: id });
export const restartIceAck = z.object({
  iceParameters: iceParameters.optional(),
  transportNotFound: z.boolean().optional(),
});

// ——— server → client events ———

export const newProducerEvent = getProducersAck.shape.producers.element;
export const producerClosedEvent = producerIdPayload.extend({ remoteConnectionId: z.string().optional() });
export const activeSpeakerEvent = z.object({
  producerId: id.nullable(),
  remoteConnectionId: z.string().nullable(),
  /** Mean level of the last second in dBov (0 loudest, -127 silence). */
  volume: z.number(),
});

export type SessionDescriptionPayload = z.infer<typeof sessionDescription>;
export type TransportParamsPayload = z.infer<typeof transportParams>;
export type ProducePayload = z.infer<typeof producePayload>;
export type ConsumePayload = z.infer<typeof consumePayload>;
export type ConsumeAck = z.infer<typeof consumeAck>;
export type NewProducerEvent = z.infer<typeof newProducerEvent>;
export type ActiveSpeakerEvent = z.infer<typeof activeSpeakerEvent>;

type In<S extends z.ZodType> = z.infer<S>;
type MediaAck<T> = (response: (T & { error?: undefined }) | { error: string }) => void;

/** Client → server media events of a meeting namespace. */
export interface MediaClientToServer {
  call: (payload: In<typeof callPayload>, ack: MediaAck<In<typeof callAck>>) => void;
  create_transport: (payload: In<typeof createTransportPayload>, ack: MediaAck<In<typeof createTransportAck>>) => void;
  connect_transport: (
    payload: In<typeof connectTransportPayload>,
    ack: MediaAck<In<typeof connectTransportAck>>,
  ) => void;
  close_transport: (payload: In<typeof closeTransportPayload>, ack: MediaAck<Record<string, never>>) => void;
  produce: (payload: In<typeof producePayload>, ack: MediaAck<In<typeof produceAck>>) => void;
  get_producers: (payload: Record<string, never> | undefined, ack: MediaAck<In<typeof getProducersAck>>) => void;
  producer_paused: (payload: In<typeof producerIdPayload>, ack: MediaAck<Record<string, never>>) => void;
  producer_resumed: (payload: In<typeof producerIdPayload>, ack: MediaAck<Record<string, never>>) => void;
  producer_closed: (payload: In<typeof producerIdPayload>, ack: MediaAck<Record<string, never>>) => void;
  consume: (payload: In<typeof consumePayload>, ack: MediaAck<In<typeof consumeAck>>) => void;
  consumer_resume: (payload: In<typeof consumerIdPayload>, ack: MediaAck<In<typeof consumerStateAck>>) => void;
  consumer_paused: (payload: In<typeof consumerIdPayload>, ack: MediaAck<In<typeof consumerStateAck>>) => void;
  consumer_resumed: (payload: In<typeof consumerIdPayload>, ack: MediaAck<In<typeof consumerStateAck>>) => void;
  consumer_preferred_layer: (
    payload: In<typeof consumerPreferredLayerPayload>,
    ack: MediaAck<In<typeof consumerStateAck>>,
  ) => void;
  close_consumer: (payload: In<typeof consumerIdPayload>, ack: MediaAck<Record<string, never>>) => void;
  check_producer_state: (
    payload: In<typeof checkProducerStatePayload>,
    ack: MediaAck<In<typeof checkProducerStateAck>>,
  ) => void;
  restart_ice: (payload: In<typeof restartIcePayload>, ack: MediaAck<In<typeof restartIceAck>>) => void;
  stop_producer: (payload: In<typeof stopProducerPayload>, ack: MediaAck<{ stopped: number }>) => void;
}

/** Server → client media events of a meeting namespace. */
export interface MediaServerToClient {
  new_producer: (payload: NewProducerEvent) => void;
  producer_closed: (payload: In<typeof producerClosedEvent>) => void;
  producer_paused: (payload: In<typeof producerIdPayload>) => void;
  producer_resumed: (payload: In<typeof producerIdPayload>) => void;
  active_speaker: (payload: ActiveSpeakerEvent) => void;
}
