/**
 * Producers on a send transport: one publisher handle per transport (one feed), one m-section per producer.
 * The browser's offers go to Janus as `publish` the first time and `configure` after; `configure` of a
 * stream pauses and resumes it for every subscriber.
 */
import { randomUUID } from 'node:crypto';
import type { ProduceInput, ProduceResult } from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { SessionDescription } from '../media-types.js';
import type { JanusClient, JanusJsep } from './janus-client.js';
import { preparePublisherOffer, silentMids } from './janus-sdp.js';
import { UNREPORTED_WAIT_MS } from './keyframes.js';
import type { ProducerRec, Registry, TransportRec } from './registry.js';

/** Sends a publisher offer to Janus (publish the first time, configure after) and answers Janus's answer. */
export async function negotiatePublisher(
  registry: Registry,
  rec: TransportRec,
  sdp: SessionDescription,
  allowCandidate: (address: string) => boolean,
): Promise<SessionDescription> {
  if (sdp.type !== 'offer') throw new MediaError('badSdp', 'a send transport takes offers');
  const prepared = preparePublisherOffer(sdp.sdp, (mid) => rec.sources.get(mid) ?? 'webcam', allowCandidate);
  const jsep: JanusJsep = { type: 'offer', sdp: prepared.sdp, trickle: false };
  let reply: Awaited<ReturnType<JanusClient['message']>>;
  try {
    reply = await rec.client.message(rec.handle, { request: rec.published ? 'configure' : 'publish' }, jsep);
  } catch (error) {
    throw new MediaError('badSdp', `Janus refused the offer: ${(error as Error).message}`);
  }
  if (!reply.jsep) throw new MediaError('badSdp', 'Janus sent no answer');
  rec.published = true;
  rec.localSdp = reply.jsep.sdp;
  for (const [mid, section] of prepared.sections) rec.sections.set(mid, { kind: section.kind, rtp: section.rtp });
  const silent = new Set(silentMids(prepared.sdp));
  for (const producerId of [...rec.producers]) {
    const producer = registry.producers.get(producerId);
    if (producer && silent.has(producer.mid)) registry.closeProducer(producerId, 'closed');
  }
  return { type: 'answer', sdp: reply.jsep.sdp };
}

export async function createProducer(
  registry: Registry,
  rec: TransportRec,
  input: ProduceInput,
  allowCandidate: (address: string) => boolean,
): Promise<ProduceResult> {
  if (rec.direction !== 'send') throw new MediaError('badState', 'produce needs a send transport');
  const expected = input.appData.source === 'webcam' ? input.kind : `screen-${input.kind}`;
  if (expected !== input.appData.kind) {
    throw new MediaError(
      'badState',
      `appData.kind ${input.appData.kind} does not match a ${input.appData.source} ${input.kind} track`,
    );
  }
  const { mid } = input.rtpParameters;
  for (const id of rec.producers) {
    if (registry.producers.get(id)?.mid === mid) throw new MediaError('badState', `m-section ${mid} already produces`);
  }
  let sdp: SessionDescription | undefined;
  if (input.sdp) {
    rec.sources.set(mid, input.appData.source);
    sdp = await negotiatePublisher(registry, rec, input.sdp, allowCandidate);
  }
  const section = rec.sections.get(mid);
  if (!section) throw new MediaError('badState', `m-section ${mid} was not negotiated`);
  if (section.kind !== input.kind) throw new MediaError('badState', `m-section ${mid} is ${section.kind}`);
  const producer: ProducerRec = {
    info: {
      id: randomUUID(),
      routerId: rec.routerId,
      peerId: rec.peerId,
      kind: input.kind,
      appData: { ...input.appData },
      paused: false,
    },
    transportId: rec.id,
    mid,
    rtp: section.rtp,
    layerCount: section.rtp.rids?.length ?? 1,
  };
  registry.producers.set(producer.info.id, producer);
  rec.producers.add(producer.info.id);
  const router = registry.router(rec.routerId);
  router.producers.add(producer.info.id);
  if (input.kind === 'audio') router.speakers.add(producer.info.id);
  return { id: producer.info.id, rtpParameters: producer.rtp, sdp };
}

export async function setProducerPaused(registry: Registry, producer: ProducerRec, paused: boolean) {
  if (producer.info.paused === paused) return;
  const rec = registry.transports.get(producer.transportId)!;
  // `send: false` stops VideoRoom relaying the stream to every subscriber; resuming asks for keyframes.
  await rec.client
    .message(rec.handle, { request: 'configure', streams: [{ mid: producer.mid, send: !paused }] })
    .catch((error) => {
      throw new MediaError('badState', `Janus refused to ${paused ? 'pause' : 'resume'}: ${error.message}`);
    });
  producer.info.paused = paused;
  if (!paused && producer.info.kind === 'video')
    registry.keyframes.request(producer.info.id, () => false, UNREPORTED_WAIT_MS);
  for (const consumer of registry.consumers.values())
    if (consumer.info.producerId === producer.info.id) consumer.info.producerPaused = paused;
  const { routerId, peerId, id } = producer.info;
  registry.emit({ type: paused ? 'producerPaused' : 'producerResumed', routerId, peerId, producerId: id });
}
