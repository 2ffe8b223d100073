/**
 * Consumers on a receive transport: one multistream subscriber handle that joins the room with its first
 * consumer and `subscribe`s for the next ones (each only after the publisher's `webrtcup`), one offer at a
 * time (M8); `configure` of its streams pauses, resumes and picks simulcast layers (M9).
 */
import { randomUUID } from 'node:crypto';
import type { ConsumeInput, ConsumeResult, PeerRef } from '../media-engine.js';
import { MediaError } from '../media-errors.js';
import type { JanusClient } from './janus-client.js';
import { clientDecodes, sectionRtp, substreamOf } from './janus-sdp.js';
import { UNREPORTED_WAIT_MS } from './keyframes.js';
import type { ConsumerRec, ProducerRec, Registry, TransportRec } from './registry.js';

interface JanusStream {
  mid: string;
  feed_id?: number;
  feed_mid?: string;
  active?: boolean;
}

export interface ConsumeTimeouts {
  answerTimeoutMs: number;
  publisherUpTimeoutMs: number;
}

export async function createConsumer(
  registry: Registry,
  rec: TransportRec,
  input: ConsumeInput,
  timeouts: ConsumeTimeouts,
): Promise<ConsumeResult> {
  if (rec.direction !== 'recv') throw new MediaError('badState', 'consume needs a receive transport');
  const producer = registry.producers.get(input.producerId);
  if (!producer || producer.info.routerId !== input.routerId) throw new MediaError('producerNotFound');
  const mime = producer.rtp.codec?.mimeType ?? '';
  if (!clientDecodes(input.rtpCapabilities, mime)) throw new MediaError('cannotConsume', `cannot decode ${mime}`);
  // One offer at a time per receive transport: the next waits for the answer to the last (M8).
  while (rec.awaiting) await rec.awaiting.done.catch(() => undefined);
  if (rec.closed) throw new MediaError('transportNotFound');
  let settle: (error?: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  done.catch(() => undefined);
  const awaiting = { done, settle };
  rec.awaiting = awaiting;
  const timer = setTimeout(() => awaiting.settle(new MediaError('badState', 'no answer')), timeouts.answerTimeoutMs);
  void done.finally(() => {
    clearTimeout(timer);
    if (rec.awaiting === awaiting) rec.awaiting = undefined;
  });
  try {
    return await subscribe(registry, rec, producer, input, timeouts.publisherUpTimeoutMs);
  } catch (error) {
    awaiting.settle();
    throw error;
  }
}

async function subscribe(
  registry: Registry,
  rec: TransportRec,
  producer: ProducerRec,
  input: ConsumeInput,
  publisherUpTimeoutMs: number,
) {
  const publisher = registry.transports.get(producer.transportId);
  if (!publisher) throw new MediaError('producerNotFound');
  // VideoRoom can only subscribe to a feed whose PeerConnection is up.
  const up = await Promise.race([
    publisher.connected.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), publisherUpTimeoutMs).unref()),
  ]);
  if (!up) throw new MediaError('cannotConsume', 'the publisher is not connected');
  if (rec.closed) throw new MediaError('transportNotFound');
  if (!registry.producers.has(producer.info.id)) throw new MediaError('producerNotFound');
  const router = registry.router(rec.routerId);
  const streams = [{ feed: publisher.feed, mid: producer.mid }];
  let reply: Awaited<ReturnType<JanusClient['message']>>;
  try {
    reply = rec.joined
      ? await rec.client.message(rec.handle, { request: 'subscribe', streams })
      : await rec.client.message(rec.handle, {
          request: 'join',
          ptype: 'subscriber',
          room: router.room,
          streams,
          // A departed publisher must not start an offer the browser never hears of: its m-sections go
          // silent and the next consume's offer marks them inactive (M8, M12).
          autoupdate: false,
        });
  } catch (error) {
    throw new MediaError('cannotConsume', (error as Error).message);
  }
  rec.joined = true;
  if (!reply.jsep) throw new MediaError('badState', 'Janus sent no offer');
  const taken = new Set([...rec.consumers].map((id) => registry.consumers.get(id)?.info.rtpParameters.mid));
  const listed = (reply.data.streams as JanusStream[] | undefined) ?? [];
  const stream = listed.find(
    (s) => s.feed_id === publisher.feed && s.feed_mid === producer.mid && s.active !== false && !taken.has(s.mid),
  );
  if (!stream) throw new MediaError('cannotConsume', 'Janus did not add the stream');
  rec.localSdp = reply.jsep.sdp;
  const rtp = sectionRtp(reply.jsep.sdp, stream.mid);
  const consumer: ConsumerRec = {
    info: {
      id: randomUUID(),
      producerId: producer.info.id,
      producerPeerId: producer.info.peerId,
      kind: producer.info.kind,
      rtpParameters: rtp,
      appData: { ...producer.info.appData },
      paused: true,
      producerPaused: producer.info.paused,
      preferredLayer: Math.min(input.preferredLayer ?? producer.layerCount - 1, producer.layerCount - 1),
    },
    routerId: rec.routerId,
    peerId: rec.peerId,
    transportId: rec.id,
    layerCount: producer.layerCount,
  };
  registry.consumers.set(consumer.info.id, consumer);
  rec.consumers.add(consumer.info.id);
  return { ...consumer.info, rtpParameters: { ...rtp }, sdp: { type: 'offer' as const, sdp: reply.jsep.sdp } };
}

/** After an answer: consumers that asked for a lower layer than the highest get it (M9). */
export async function applyLayers(registry: Registry, rec: TransportRec) {
  const streams = [...rec.consumers]
    .map((id) => registry.consumers.get(id)!)
    .filter((c) => c.layerCount > 1 && c.info.preferredLayer < c.layerCount - 1 && c.info.currentLayer === undefined)
    .map((c) => ({ mid: c.info.rtpParameters.mid, substream: substreamOf(c.info.preferredLayer, c.layerCount) }));
  if (streams.length) await rec.client.message(rec.handle, { request: 'configure', streams }).catch(() => undefined);
}

export async function configureConsumer(registry: Registry, consumer: ConsumerRec, stream: Record<string, unknown>) {
  const rec = registry.transports.get(consumer.transportId);
  if (!rec) throw new MediaError('transportNotFound');
  await rec.client
    .message(rec.handle, { request: 'configure', streams: [{ mid: consumer.info.rtpParameters.mid, ...stream }] })
    .catch((error) => {
      throw new MediaError('badState', `Janus refused to configure the consumer: ${error.message}`);
    });
}

/** Picks the consumer's simulcast layer (clamped); the switch waits for a keyframe of it, asked until it comes. */
export async function preferLayer(registry: Registry, consumer: ConsumerRec, spatialLayer: number) {
  const layer = Math.max(0, Math.min(spatialLayer, consumer.layerCount - 1));
  consumer.info.preferredLayer = layer;
  if (consumer.layerCount < 2) return;
  await configureConsumer(registry, consumer, { substream: substreamOf(layer, consumer.layerCount) });
  if (consumer.info.currentLayer === layer) return;
  registry.keyframes.request(
    consumer.info.producerId,
    () => !registry.consumers.has(consumer.info.id) || consumer.info.currentLayer === layer,
  );
}

/**
 * A video consumer that starts or resumes flows from the publisher's next keyframe: asked until Janus reports
 * the consumer's first substream (simulcast), or for a short while when nothing will report it.
 */
export function awaitKeyframe(registry: Registry, consumer: ConsumerRec) {
  if (consumer.info.kind !== 'video') return;
  const gone = () => !registry.consumers.has(consumer.info.id);
  if (consumer.layerCount > 1 && consumer.info.currentLayer === undefined)
    registry.keyframes.request(consumer.info.producerId, () => gone() || consumer.info.currentLayer !== undefined);
  else registry.keyframes.request(consumer.info.producerId, gone, UNREPORTED_WAIT_MS);
}

/**
 * Closes one consumer of a peer, or all its consumers of one producer (a camera a classroom lock hides, ADR 0075);
 * answers how many. The m-section stays, silent, until the receive transport is re-created (M12): no renegotiation.
 */
export async function closeConsumers(
  registry: Registry,
  ref: PeerRef & ({ consumerId: string } | { producerId: string }),
) {
  const closing =
    'consumerId' in ref
      ? [registry.ownConsumer(ref, ref.consumerId)]
      : [...registry.consumers.values()].filter(
          (c) => c.peerId === ref.peerId && c.routerId === ref.routerId && c.info.producerId === ref.producerId,
        );
  for (const consumer of closing) {
    await configureConsumer(registry, consumer, { send: false }).catch(() => undefined);
    registry.consumers.delete(consumer.info.id);
    registry.transports.get(consumer.transportId)?.consumers.delete(consumer.info.id);
  }
  return closing.length;
}
