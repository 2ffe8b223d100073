/**
 * Producers on a send transport: binding a negotiated m-section to a producer, and wiring its incoming
 * tracks (one per simulcast rid, or one by SSRC) to a ProducerForwarder.
 */
import { randomUUID } from 'node:crypto';
import { type MediaStreamTrack, RTP_EXTENSION_URI } from 'werift';
import type { ProduceInput } from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { ElementKind, MediaKind, MediaSource, ProducerAppData } from '../media-types.js';
import { type ForwarderCounters, ProducerForwarder } from './forwarder.js';
import type { ProducerRec, Registry, TransportRec } from './registry.js';

const AUDIO_LEVEL = RTP_EXTENSION_URI.audioLevelIndication;

/** The spec's element kind for a producer's media kind and source. */
export function elementKind(kind: MediaKind, source: MediaSource): ElementKind {
  if (source === 'webcam') return kind;
  return kind === 'video' ? 'screen-video' : 'screen-audio';
}

export function checkAppData(kind: MediaKind, appData: ProducerAppData) {
  if (elementKind(kind, appData.source) !== appData.kind) {
    throw new MediaError('badState', `appData.kind ${appData.kind} does not match a ${appData.source} ${kind} track`);
  }
}

/** The source each known m-section of a send transport carries (new ones are webcam unless told). */
export function sourceResolver(registry: Registry, rec: TransportRec, newMid?: string, newSource?: MediaSource) {
  const known = new Map<string, MediaSource>();
  for (const id of rec.producers) {
    const producer = registry.producers.get(id);
    if (producer) known.set(producer.rtp.mid, producer.info.appData.source);
  }
  return (mid: string): MediaSource => (mid === newMid && newSource ? newSource : (known.get(mid) ?? 'webcam'));
}

/** Binds `input.rtpParameters.mid` of an already negotiated send transport to a new producer. */
export function bindProducer(registry: Registry, rec: TransportRec, input: ProduceInput, counters: ForwarderCounters) {
  const { mid } = input.rtpParameters;
  const section = rec.transport.sections.get(mid);
  if (!section || section.kind !== input.kind || !['sendonly', 'sendrecv'].includes(section.direction)) {
    throw new MediaError('badState', `m-section ${mid} does not send ${input.kind}`);
  }
  for (const id of rec.producers) {
    if (registry.producers.get(id)?.rtp.mid === mid)
      throw new MediaError('badState', `m-section ${mid} already produces`);
  }
  const transceiver = rec.transport.transceiver(mid);
  if (!transceiver) throw new MediaError('badState', `m-section ${mid} has no transceiver`);
  const router = registry.router(input.routerId);
  const id = randomUUID();
  const rids = section.rtp.rids;
  const codecName = section.rtp.codec!.mimeType.split('/')[1]!.toLowerCase();
  const codec = codecName === 'h264' ? 'h264' : codecName === 'vp8' ? 'vp8' : 'opus';
  const isAudio = input.kind === 'audio';
  if (isAudio) router.speaker.add(id);
  const forwarder = new ProducerForwarder(
    codec,
    rids?.length ?? 1,
    transceiver.receiver,
    counters,
    isAudio ? (level) => router.speaker.record(id, level) : undefined,
  );
  const unsubscribes: (() => void)[] = [];
  const seen = new Set<MediaStreamTrack>();
  const attach = (track: MediaStreamTrack) => {
    if (seen.has(track)) return;
    const layer = rids ? rids.indexOf(track.rid ?? '') : 0;
    if (layer < 0) return;
    seen.add(track);
    const sub = track.onReceiveRtp.subscribe((rtp, extensions) =>
      forwarder.onRtp(layer, rtp, isAudio ? extensions?.[AUDIO_LEVEL]?.level : undefined),
    );
    unsubscribes.push(sub.unSubscribe);
  };
  for (const track of transceiver.receiver.tracks) attach(track);
  unsubscribes.push(transceiver.onTrack.subscribe(attach).unSubscribe);

  const producer: ProducerRec = {
    info: {
      id,
      routerId: input.routerId,
      peerId: input.peerId,
      kind: input.kind,
      appData: input.appData,
      paused: false,
    },
    transportId: rec.transport.id,
    rtp: section.rtp,
    forwarder,
    consumers: new Set(),
    dispose: () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      forwarder.dispose();
    },
  };
  registry.producers.set(id, producer);
  router.producers.add(id);
  rec.producers.add(id);
  return producer;
}

/** After a renegotiation, producers whose m-section no longer sends are closed (M4). */
export function closeDroppedProducers(registry: Registry, rec: TransportRec) {
  for (const id of [...rec.producers]) {
    const producer = registry.producers.get(id);
    const section = producer && rec.transport.sections.get(producer.rtp.mid);
    if (producer && (!section || !['sendonly', 'sendrecv'].includes(section.direction))) {
      registry.closeProducer(id, 'closed');
    }
  }
}
