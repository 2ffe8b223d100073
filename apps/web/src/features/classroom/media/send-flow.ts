/**
 * The send transport's negotiations (M4, M5, M11): producing a track with the offer that introduces its
 * m-section, and an ICE restart the client offers. Callers run them on the transport's queue, one at a time.
 */
import { classroom } from '@chalkline/contracts';
import { type ElementKind, sourceOf, trackKindOf } from './media-state';
import type { MediaRequest } from './signalling';
import { gatheredDescription, type Transport, withStartBitrate } from './transports';

/**
 * Three simulcast encodings, lowest first (M5), with rids unique per send transport: w0–w2 or s0–s2; no
 * encoding above spec 9's maximum of 1.2 Mbps.
 */
export const simulcastEncodings = (kind: ElementKind): RTCRtpEncodingParameters[] =>
  classroom.simulcastLayers.map((layer, i) => ({
    rid: `${kind === 'video' ? 'w' : 's'}${i}`,
    scaleResolutionDownBy: layer.scaleResolutionDownBy,
    maxBitrate: Math.min(layer.maxBitrate, classroom.maxBitrate),
  }));

type CodecCapability = RTCRtpCodec;

const codecName = (c: CodecCapability) => c.mimeType.toLowerCase();
const fmtp = (c: CodecCapability, key: string) =>
  new RegExp(`(?:^|;)${key}=([^;]+)`).exec(c.sdpFmtpLine ?? '')?.[1]?.toLowerCase();
/** H264 the server takes (packetization-mode 1), constrained baseline 42e01f first. */
const h264Rank = (c: CodecCapability) =>
  codecName(c) !== 'video/h264' || fmtp(c, 'packetization-mode') !== '1'
    ? -1
    : fmtp(c, 'profile-level-id') === '42e01f'
      ? 2
      : 1;

/**
 * The codecs a video m-section offers (spec 9, M5), from what this browser can encode: for the webcam H264
 * (packetization-mode 1) where the browser can encode it, else VP8; for the screen VP8. RTX stays so the
 * offer is well formed (the server drops it). Null when the browser cannot encode the codec we want, and the
 * offer is then left as the browser makes it (the server still picks a codec it forwards).
 */
export function videoCodecPreferences(
  kind: ElementKind,
  sendable: readonly CodecCapability[],
): CodecCapability[] | null {
  const rtx = sendable.filter((c) => codecName(c) === 'video/rtx');
  if (kind === 'video') {
    const h264 = sendable.filter((c) => h264Rank(c) > 0).sort((a, b) => h264Rank(b) - h264Rank(a));
    if (h264.length) return [...h264, ...rtx];
  }
  const vp8 = sendable.filter((c) => codecName(c) === 'video/vp8');
  return vp8.length ? [...vp8, ...rtx] : null;
}

/** The browser's send codecs for video (`RTCRtpSender.getCapabilities`), or none where it cannot say. */
const browserSendCodecs = (): CodecCapability[] =>
  typeof RTCRtpSender === 'undefined' || typeof RTCRtpSender.getCapabilities !== 'function'
    ? []
    : (RTCRtpSender.getCapabilities('video')?.codecs ?? []);

/** Narrows a new video transceiver's offer to the codec of `videoCodecPreferences`, where the browser lets us. */
function preferCodecs(transceiver: RTCRtpTransceiver, kind: ElementKind, sendable: CodecCapability[]): void {
  const preferred = videoCodecPreferences(kind, sendable);
  if (!preferred || typeof transceiver.setCodecPreferences !== 'function') return;
  try {
    transceiver.setCodecPreferences(preferred);
  } catch (error) {
    // An older browser checks preferences against its receive codecs only: its own offer is fine too.
    console.warn('Codec preferences refused', error);
  }
}

/** Throws once the transport is closed or replaced (see `TransportSlot.check`). */
export type AliveCheck = () => void;

/**
 * M4: a new sendonly m-section for `track` (simulcast for video) and `produce` with its offer; or, when a
 * closed producer left an idle m-section of this kind, the track on it and `produce` without an offer.
 * Answers the producer's id and the transceiver it sends on.
 */
export async function negotiateProducer(
  request: MediaRequest,
  transport: Transport,
  kind: ElementKind,
  track: MediaStreamTrack,
  idle: RTCRtpTransceiver | undefined,
  alive: AliveCheck,
  sendCodecs: () => CodecCapability[] = browserSendCodecs,
): Promise<{ producerId: string; transceiver: RTCRtpTransceiver }> {
  const { pc } = transport;
  let transceiver = idle;
  let sdp: { type: 'offer'; sdp: string } | undefined;
  if (transceiver?.mid) {
    await transceiver.sender.replaceTrack(track);
  } else {
    const video = trackKindOf(kind) === 'video';
    transceiver = pc.addTransceiver(track, {
      direction: 'sendonly',
      sendEncodings: video ? simulcastEncodings(kind) : undefined,
    });
    if (video) preferCodecs(transceiver, kind, sendCodecs());
    await pc.setLocalDescription(await pc.createOffer());
    sdp = (await gatheredDescription(pc, 'offer')) as { type: 'offer'; sdp: string };
  }
  alive();
  const reply = await request('produce', {
    transportId: transport.id,
    kind: trackKindOf(kind),
    rtpParameters: { mid: transceiver.mid ?? '' },
    appData: { source: sourceOf(kind), kind },
    sdp,
  });
  alive();
  if (reply.sdp) await pc.setRemoteDescription({ type: 'answer', sdp: withStartBitrate(reply.sdp.sdp) });
  return { producerId: reply.id, transceiver };
}

/** M11: `restart_ice`, then an ICE-restart offer through `connect_transport` and the server's new answer. */
export async function restartSendIce(request: MediaRequest, transport: Transport, alive: AliveCheck): Promise<void> {
  alive();
  const answer = await request('restart_ice', { transportId: transport.id });
  if (answer.transportNotFound) throw new Error('Transport not found');
  await transport.pc.setLocalDescription(await transport.pc.createOffer({ iceRestart: true }));
  const sdp = await gatheredDescription(transport.pc, 'offer');
  const reply = await request('connect_transport', { transportId: transport.id, sdp });
  alive();
  if (reply.sdp) await transport.pc.setRemoteDescription({ type: 'answer', sdp: withStartBitrate(reply.sdp.sdp) });
}
