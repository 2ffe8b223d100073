/**
 * Codecs and header extensions of the werift engine. Send transports accept Opus, VP8 and H264 (the offer
 * is narrowed to one codec per m-section first, see sdp-policy.ts); receive transports offer each consumer
 * exactly its producer's codec. Feedback: NACK, PLI, FIR and REMB towards publishers; never transport-cc.
 */
import {
  type RTCRtpHeaderExtensionParameters as HeaderExtension,
  RTCRtpCodecParameters,
  RTCRtpHeaderExtensionParameters,
  RTP_EXTENSION_URI,
} from 'werift';
import type { RtpCapabilities, RtpParameters } from '../media-types.js';

const publisherFeedback = () => [
  { type: 'nack' },
  { type: 'nack', parameter: 'pli' },
  { type: 'ccm', parameter: 'fir' },
  { type: 'goog-remb' },
];
const subscriberFeedback = () => [
  { type: 'nack' },
  { type: 'nack', parameter: 'pli' },
  { type: 'ccm', parameter: 'fir' },
];

/** Payload types used towards subscribers (the router's preferred payload types). */
export const routerPayloadTypes = { opus: 111, vp8: 96, h264: 102 } as const;

/** Codec lists for werift's matcher, which compares mime types only. */
export function weriftCodecs() {
  return {
    audio: [
      new RTCRtpCodecParameters({
        mimeType: 'audio/opus',
        clockRate: 48_000,
        channels: 2,
        payloadType: routerPayloadTypes.opus,
        rtcpFeedback: [],
      }),
    ],
    video: [
      new RTCRtpCodecParameters({
        mimeType: 'video/VP8',
        clockRate: 90_000,
        payloadType: routerPayloadTypes.vp8,
        rtcpFeedback: publisherFeedback(),
      }),
      new RTCRtpCodecParameters({
        mimeType: 'video/H264',
        clockRate: 90_000,
        payloadType: routerPayloadTypes.h264,
        rtcpFeedback: publisherFeedback(),
        parameters: 'level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
      }),
    ],
  };
}

/**
 * Header extensions, fresh objects per peer connection (werift numbers them in place). Publishers: mid, rid
 * and audio level (for active speaker). Subscribers: mid only; forwarded packets carry no extensions and
 * are demultiplexed by the SSRC our offer announces.
 */
export function weriftHeaderExtensions(direction: 'send' | 'recv'): {
  audio: HeaderExtension[];
  video: HeaderExtension[];
} {
  const ext = (uri: string) => new RTCRtpHeaderExtensionParameters({ uri });
  if (direction === 'recv') return { audio: [ext(RTP_EXTENSION_URI.sdesMid)], video: [ext(RTP_EXTENSION_URI.sdesMid)] };
  return {
    audio: [ext(RTP_EXTENSION_URI.sdesMid), ext(RTP_EXTENSION_URI.audioLevelIndication)],
    video: [ext(RTP_EXTENSION_URI.sdesMid), ext(RTP_EXTENSION_URI.sdesRTPStreamID)],
  };
}

/** The codec a consumer's m-section offers: the producer's codec with the router's payload type. */
export function consumerCodec(producer: RtpParameters): RTCRtpCodecParameters {
  const codec = producer.codec!;
  const name = codec.mimeType.split('/')[1]!.toLowerCase();
  const payloadType =
    name === 'opus' ? routerPayloadTypes.opus : name === 'vp8' ? routerPayloadTypes.vp8 : routerPayloadTypes.h264;
  return new RTCRtpCodecParameters({
    mimeType: codec.mimeType,
    clockRate: codec.clockRate,
    channels: codec.channels,
    payloadType,
    rtcpFeedback: name === 'opus' ? [] : subscriberFeedback(),
    parameters: codec.sdpFmtpLine,
  });
}

/** `call`'s routerRtpCapabilities. */
export function routerCapabilities(): RtpCapabilities {
  const fb = subscriberFeedback();
  return {
    codecs: [
      {
        kind: 'audio',
        mimeType: 'audio/opus',
        clockRate: 48_000,
        channels: 2,
        preferredPayloadType: 111,
        parameters: { minptime: 10, useinbandfec: 1 },
        rtcpFeedback: [],
      },
      {
        kind: 'video',
        mimeType: 'video/VP8',
        clockRate: 90_000,
        preferredPayloadType: 96,
        parameters: {},
        rtcpFeedback: fb,
      },
      {
        kind: 'video',
        mimeType: 'video/H264',
        clockRate: 90_000,
        preferredPayloadType: 102,
        parameters: { 'level-asymmetry-allowed': 1, 'packetization-mode': 1, 'profile-level-id': '42e01f' },
        rtcpFeedback: fb,
      },
    ],
    headerExtensions: [
      { kind: 'audio', uri: RTP_EXTENSION_URI.sdesMid, preferredId: 1 },
      { kind: 'audio', uri: RTP_EXTENSION_URI.audioLevelIndication, preferredId: 2 },
      { kind: 'video', uri: RTP_EXTENSION_URI.sdesMid, preferredId: 3 },
      { kind: 'video', uri: RTP_EXTENSION_URI.sdesRTPStreamID, preferredId: 4 },
    ],
  };
}
