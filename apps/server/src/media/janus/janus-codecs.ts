/**
 * What a Janus room forwards (M1, informational): Opus, VP8 and H264 packetization-mode 1, the header
 * extensions VideoRoom negotiates, and transport-wide congestion control, which Janus answers itself.
 */
import type { RtpCapabilities } from '../media-types.js';

const videoFeedback = () => [
  { type: 'nack' },
  { type: 'nack', parameter: 'pli' },
  { type: 'ccm', parameter: 'fir' },
  { type: 'goog-remb' },
  { type: 'transport-cc' },
];

export function janusRouterCapabilities(): RtpCapabilities {
  return {
    codecs: [
      {
        kind: 'audio',
        mimeType: 'audio/opus',
        clockRate: 48_000,
        channels: 2,
        preferredPayloadType: 111,
        parameters: { minptime: 10, useinbandfec: 1 },
        rtcpFeedback: [{ type: 'transport-cc' }],
      },
      {
        kind: 'video',
        mimeType: 'video/H264',
        clockRate: 90_000,
        preferredPayloadType: 102,
        parameters: { 'packetization-mode': 1, 'profile-level-id': '42e01f', 'level-asymmetry-allowed': 1 },
        rtcpFeedback: videoFeedback(),
      },
      {
        kind: 'video',
        mimeType: 'video/VP8',
        clockRate: 90_000,
        preferredPayloadType: 96,
        parameters: {},
        rtcpFeedback: videoFeedback(),
      },
    ],
    headerExtensions: [
      { kind: 'audio', uri: 'urn:ietf:params:rtp-hdrext:ssrc-audio-level', preferredId: 1 },
      { kind: 'audio', uri: 'urn:ietf:params:rtp-hdrext:sdes:mid', preferredId: 4 },
      { kind: 'video', uri: 'urn:ietf:params:rtp-hdrext:sdes:mid', preferredId: 4 },
      { kind: 'video', uri: 'urn:ietf:params:rtp-hdrext:sdes:rtp-stream-id', preferredId: 10 },
      { kind: 'video', uri: 'urn:ietf:params:rtp-hdrext:sdes:repaired-rtp-stream-id', preferredId: 11 },
      {
        kind: 'video',
        uri: 'http://www.ietf.org/id/draft-holmer-rmcat-transport-wide-cc-extensions-01',
        preferredId: 3,
      },
    ],
  };
}
