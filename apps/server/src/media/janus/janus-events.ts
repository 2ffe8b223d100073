/**
 * What Janus reports on its own: a handle's `webrtcup` / `hangup` and plugin events (simulcast substream
 * switches, offers it starts itself), a room's `talking` / `stopped-talking`, and the once-a-second active
 * speaker tick those feed (M15).
 */
import type { JanusMessage } from './janus-client.js';
import { layerOfSubstream } from './janus-sdp.js';
import type { Registry, RouterRec, TransportRec } from './registry.js';

export function onHandleEvent(registry: Registry, transportId: string, message: JanusMessage) {
  const rec = registry.transports.get(transportId);
  if (!rec || rec.closed) return;
  const { routerId, peerId } = rec;
  const state = (next: TransportRec['state']) => {
    if (rec.state === next) return;
    rec.state = next;
    registry.emit({ type: 'transportState', routerId, peerId, transportId, state: next });
  };
  if (message.janus === 'webrtcup') {
    state('connected');
    rec.markConnected();
  } else if (message.janus === 'hangup') {
    state('failed');
  } else if (message.janus === 'event') {
    const data = message.plugindata?.data ?? {};
    if (rec.direction === 'send') onRoomEvent(registry, registry.routers.get(routerId), message);
    if (typeof data.substream === 'number' && typeof data.mid === 'string') {
      for (const id of rec.consumers) {
        const consumer = registry.consumers.get(id);
        if (consumer?.info.rtpParameters.mid === data.mid)
          consumer.info.currentLayer = layerOfSubstream(data.substream, consumer.layerCount);
      }
    }
    // An offer Janus starts itself (a publisher left): its m-sections go inactive; the browser learns
    // with the next consume's offer, which holds every m-section.
    if (message.jsep?.type === 'offer') rec.localSdp = message.jsep.sdp;
  }
}

/** `talking` / `stopped-talking` of a feed's audio stream (room option audiolevel_event). */
export function onRoomEvent(registry: Registry, router: RouterRec | undefined, message: JanusMessage) {
  const data = message.plugindata?.data;
  if (!router || !data) return;
  if (data.videoroom !== 'talking' && data.videoroom !== 'stopped-talking') return;
  const producerId = producerOfFeed(registry, router, Number(data.id), data.mid as string | undefined);
  if (!producerId) return;
  if (data.videoroom === 'talking') router.talking.set(producerId, Number(data['audio-level-dBov-avg'] ?? 40));
  else router.talking.delete(producerId);
}

function producerOfFeed(registry: Registry, router: RouterRec, feed: number, mid?: string): string | undefined {
  for (const id of router.producers) {
    const producer = registry.producers.get(id);
    if (producer?.info.kind !== 'audio') continue;
    if (registry.transports.get(producer.transportId)?.feed === feed && (mid === undefined || producer.mid === mid))
      return id;
  }
  return undefined;
}

/** Active speaker (M15): the talking feeds, fed once a second into the same hold-and-threshold detector. */
export function tickSpeakers(registry: Registry) {
  for (const router of registry.routers.values()) {
    if (router.speakers.size === 0) continue;
    for (const [producerId, level] of router.talking) router.speakers.record(producerId, Math.abs(level));
    const change = router.speakers.tick();
    if (!change) continue;
    const producer = change.producerId ? registry.producers.get(change.producerId) : undefined;
    registry.emit({
      type: 'activeSpeaker',
      routerId: router.id,
      peerId: producer?.info.peerId ?? null,
      producerId: producer ? change.producerId : null,
      volume: change.volume,
    });
  }
}
