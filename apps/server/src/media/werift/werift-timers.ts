/**
 * The engine's periodic work, kept off the packet path: simulcast layer bookkeeping, active speaker, and
 * REMB towards publishers (we answer with goog-remb instead of transport-cc; Chrome's estimate then climbs
 * by loss-based probing under our cap, so all three simulcast layers come up).
 */
import { classroom } from '@chalkline/contracts';
import { ReceiverEstimatedMaxBitrate, RtcpPayloadSpecificFeedback } from 'werift';
import type { MediaEngineEvent } from '../media-engine.js';
import type { Registry, TransportRec } from './registry.js';

/** Per video producer: every simulcast layer's cap plus headroom for the estimate to probe above it. */
const REMB_PER_VIDEO_PRODUCER = Math.round(
  classroom.simulcastLayers.reduce((sum, layer) => sum + layer.maxBitrate, 0) * 1.5,
);

/** REMB's bitrate is mantissa (18 bits) × 2^exponent (6 bits). */
export function rembFields(bitrate: number): { brExp: number; brMantissa: number } {
  let exp = 0;
  let mantissa = Math.max(0, Math.floor(bitrate));
  while (mantissa >= 1 << 18) {
    mantissa = Math.floor(mantissa / 2);
    exp++;
  }
  return { brExp: exp, brMantissa: mantissa };
}

function sendRemb(registry: Registry, rec: TransportRec) {
  const dtls = rec.transport.pc.dtlsTransports[0];
  if (dtls?.state !== 'connected') return;
  const ssrcs: number[] = [];
  let videoProducers = 0;
  for (const id of rec.producers) {
    const producer = registry.producers.get(id);
    if (producer?.info.kind !== 'video') continue;
    videoProducers++;
    for (const layer of producer.forwarder.layers) if (layer.ssrc) ssrcs.push(layer.ssrc);
  }
  if (!ssrcs.length) return;
  const bitrate = REMB_PER_VIDEO_PRODUCER * videoProducers;
  const feedback = new ReceiverEstimatedMaxBitrate({
    senderSsrc: rec.transport.pc.getTransceivers()[0]?.receiver.rtcpSsrc ?? 1,
    mediaSsrc: 0,
    ssrcNum: ssrcs.length,
    ssrcFeedbacks: ssrcs,
    bitrate: BigInt(bitrate),
    ...rembFields(bitrate),
  });
  void dtls.sendRtcp([new RtcpPayloadSpecificFeedback({ feedback })]).catch(() => undefined);
}

/** One engine tick (every 500 ms); speaker and REMB run on every second tick. */
export function tickEngine(registry: Registry, tick: number, emit: (event: MediaEngineEvent) => void) {
  for (const producer of registry.producers.values()) producer.forwarder.tick();
  if (tick % 2 !== 0) return;
  for (const router of registry.routers.values()) {
    if (router.speaker.size === 0) continue;
    const change = router.speaker.tick();
    if (!change) continue;
    const peerId = change.producerId ? (registry.producers.get(change.producerId)?.info.peerId ?? null) : null;
    emit({ type: 'activeSpeaker', routerId: router.id, peerId, producerId: change.producerId, volume: change.volume });
  }
  for (const rec of registry.transports.values()) {
    if (rec.transport.owner.direction === 'send' && rec.producers.size) sendRemb(registry, rec);
  }
}
