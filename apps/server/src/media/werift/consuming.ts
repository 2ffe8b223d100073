/**
 * Consumers on a receive transport: one sendonly m-section per consumer (a closed consumer's, of the same codec,
 * when there is one: M12), offered by the server with exactly the producer's codec; the forwarder writes into it
 * once the client has answered and resumed it.
 */
import { randomUUID } from 'node:crypto';
import type { RTCRtpCodecParameters, RTCRtpTransceiver } from 'werift';
import {
  type ConsumeInput,
  type ConsumeResult,
  forwardedKindOf,
  isCameraVideo,
  type PeerRef,
} from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { ClientRtpCapabilities, ConsumerInfo, RtpParameters, SessionDescription } from '../media-types.js';
import { fmtpParams } from '../sdp-text.js';
import { ConsumerSink } from './forwarder.js';
import type { ConsumerRec, FreeSection, ProducerRec, Registry, TransportRec } from './registry.js';
import { consumerCodec } from './werift-codecs.js';
import { keepForSending } from './werift-internals.js';

/** Whether a client that can decode `caps` can receive a producer negotiated as `rtp` ("cannot consume"). */
export function canConsume(rtp: RtpParameters, caps: ClientRtpCapabilities): boolean {
  const codec = rtp.codec;
  if (!codec) return false;
  return caps.codecs.some((c) => {
    if (c.mimeType.toLowerCase() !== codec.mimeType.toLowerCase() || c.clockRate !== codec.clockRate) return false;
    if (codec.mimeType.toLowerCase() !== 'video/h264' || !c.sdpFmtpLine) return true;
    return fmtpParams(c.sdpFmtpLine)['packetization-mode'] === '1';
  });
}

/** FreeSection.codec: a recycled m-section must offer exactly the codec it was negotiated with. */
const codecIdentity = (codec: RTCRtpCodecParameters) =>
  `${codec.mimeType}/${codec.payloadType}/${codec.parameters ?? ''}`;

/** The oldest closed consumer's m-section of this codec on the transport, taken off the free list (M12). */
function takeFreeSection(rec: TransportRec, codec: string): FreeSection | undefined {
  const index = rec.free.findIndex((section) => section.codec === codec);
  return index < 0 ? undefined : rec.free.splice(index, 1)[0];
}

export async function createConsumer(
  registry: Registry,
  rec: TransportRec,
  producer: ProducerRec,
  input: ConsumeInput,
  answerTimeoutMs: number,
): Promise<ConsumeResult> {
  if (rec.transport.owner.direction !== 'recv') throw new MediaError('badState', 'consume needs a receive transport');
  if (!canConsume(producer.rtp, input.rtpCapabilities))
    throw new MediaError('cannotConsume', producer.rtp.codec?.mimeType);
  const codec = consumerCodec(producer.rtp);
  const identity = codecIdentity(codec);
  // A closed consumer's m-section stays sendonly, silent (keepForSending), and the next consumer of its codec takes
  // it over (M12), so the description does not grow with every consumer a lesson ever had.
  const free = takeFreeSection(rec, identity);
  let transceiver: RTCRtpTransceiver | undefined;
  let sdp: SessionDescription;
  try {
    sdp = await rec.transport.offer(() => {
      transceiver = free && rec.transport.transceiver(free.mid);
      if (transceiver) return;
      transceiver = rec.transport.pc.addTransceiver(producer.info.kind, { direction: 'sendonly' });
      transceiver.codecs = [codec];
      keepForSending(transceiver);
    }, answerTimeoutMs);
  } catch (error) {
    if (free) rec.free.unshift(free);
    throw error;
  }
  if (!transceiver?.mid) throw new MediaError('badState', 'offer has no mid');
  if (!registry.producers.has(producer.info.id)) {
    if (free) rec.free.unshift(free);
    throw new MediaError('producerNotFound');
  }

  const layerCount = producer.forwarder.layers.length;
  const preferred = Math.min(input.preferredLayer ?? layerCount - 1, layerCount - 1);
  const id = randomUUID();
  const dtls = rec.transport.dtls;
  const sink = new ConsumerSink(id, dtls, transceiver.sender.ssrc, codec.payloadType, preferred, layerCount);
  if (free && free.lastSeq >= 0) {
    // The same SSRC goes on where its last stream ended, its clock advanced by the silence, as a layer switch does.
    const silence = Math.round(((Date.now() - free.closedAt) * codec.clockRate) / 1000);
    sink.continueFrom(free.lastSeq, (free.lastTs + silence) >>> 0);
  }
  const forwarder = producer.forwarder;
  const sender = transceiver.sender;
  const subs = [
    sender.onPictureLossIndication.subscribe(() =>
      forwarder.requestKeyframe(sink.selector.current ?? sink.selector.target),
    ),
    sender.onGenericNack.subscribe((nack) => forwarder.retransmit(sink, nack.lost)),
  ];
  const info: ConsumerInfo = {
    id,
    producerId: producer.info.id,
    producerPeerId: producer.info.peerId,
    kind: producer.info.kind,
    rtpParameters: {
      mid: transceiver.mid,
      codec: {
        mimeType: codec.mimeType,
        payloadType: codec.payloadType,
        clockRate: codec.clockRate,
        channels: codec.channels,
        sdpFmtpLine: codec.parameters,
      },
    },
    appData: producer.info.appData,
    paused: true,
    producerPaused: producer.info.paused,
    preferredLayer: preferred,
  };
  const consumer: ConsumerRec = {
    info,
    routerId: input.routerId,
    peerId: input.peerId,
    transportId: rec.transport.id,
    sink,
    codec: identity,
    dispose: () => {
      for (const sub of subs) sub.unSubscribe();
      forwarder.removeSink(sink);
    },
  };
  forwarder.addSink(sink);
  registry.consumers.set(id, consumer);
  producer.consumers.add(id);
  rec.consumers.add(id);
  return { ...info, sdp };
}

/** The consumer's public state, refreshed from the forwarder. */
export function consumerInfo(rec: ConsumerRec, producer: ProducerRec | undefined): ConsumerInfo {
  rec.info.producerPaused = producer?.info.paused ?? true;
  rec.info.paused = rec.sink.paused;
  rec.info.preferredLayer = rec.sink.selector.preferred;
  rec.info.currentLayer = rec.sink.selector.current;
  return { ...rec.info };
}

/** Client-side pause of one consumer; resuming restarts it at a keyframe unless its producer is paused (M10). */
export function setConsumerPaused(registry: Registry, ref: PeerRef & { consumerId: string }, paused: boolean) {
  const rec = registry.ownConsumer(ref, ref.consumerId);
  const producer = registry.producers.get(rec.info.producerId);
  // A camera the subscriber asked not to receive stays paused whatever its client resumes (ADR 0081).
  if (!paused && isCameraVideo(rec.info) && registry.subscribers.holdsCameras(rec)) paused = true;
  if (paused !== rec.sink.paused) {
    rec.sink.paused = paused;
    if (!paused && producer && !producer.info.paused) producer.forwarder.restartSink(rec.sink);
  }
  return consumerInfo(rec, producer);
}

/** The simulcast layer a consumer's tile needs; the switch happens at that layer's next keyframe (M9). */
export function preferLayer(registry: Registry, ref: PeerRef & { consumerId: string; spatialLayer: number }) {
  const rec = registry.ownConsumer(ref, ref.consumerId);
  const producer = registry.producers.get(rec.info.producerId);
  const selector = rec.sink.selector;
  selector.preferred = Math.max(0, Math.min(ref.spatialLayer, (producer?.forwarder.layers.length ?? 1) - 1));
  if (producer && selector.retarget(producer.forwarder.flowing)) producer.forwarder.requestKeyframe(selector.target);
  return consumerInfo(rec, producer);
}

/** Low-bandwidth mode (ADR 0081): pauses or resumes the subscriber's consumers of others' cameras; how many. */
export function setCamerasReceived(registry: Registry, ref: PeerRef & { receive: boolean }) {
  registry.subscribers.setCameras(ref, ref.receive);
  let changed = 0;
  for (const rec of registry.consumers.values()) {
    if (rec.peerId !== ref.peerId || rec.routerId !== ref.routerId || !isCameraVideo(rec.info)) continue;
    // Turning cameras back on only lifts the hold: the client resumes the tiles it shows (M9).
    if (ref.receive || rec.sink.paused) continue;
    setConsumerPaused(registry, { ...ref, consumerId: rec.info.id }, true);
    changed++;
  }
  return changed;
}

/** The packets forwarded to one subscriber: its live consumers' counts plus those of consumers already closed. */
export function forwardedTo(registry: Registry, ref: PeerRef) {
  const counts = registry.subscribers.retiredOf(ref);
  for (const rec of registry.consumers.values())
    if (rec.peerId === ref.peerId && rec.routerId === ref.routerId)
      counts[forwardedKindOf(rec.info)] += rec.sink.packets;
  return counts;
}
