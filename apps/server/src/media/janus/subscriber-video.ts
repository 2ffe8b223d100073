/**
 * Pausing and resuming a Janus subscriber's streams (M9), and low-bandwidth mode on Janus (ADR 0081): a camera the
 * subscriber asked not to receive is configured `send: false` on its subscriber handle, and kept so whatever the
 * client resumes; what each subscriber was sent comes from Janus's own per-stream counters (Admin API).
 */
import { type ForwardedPackets, forwardedKindOf, isCameraVideo, type PeerRef } from '../media-engine.js';
import { noPackets } from '../subscribers.js';
import { awaitKeyframe, configureConsumer } from './consuming.js';
import { adminRequest } from './janus-client.js';
import type { AdminOf } from './janus-stats.js';
import type { ConsumerRec, Registry } from './registry.js';

export async function pauseConsumer(registry: Registry, ref: PeerRef & { consumerId: string }) {
  const consumer = registry.ownConsumer(ref, ref.consumerId);
  if (!consumer.info.paused) await configureConsumer(registry, consumer, { send: false });
  consumer.info.paused = true;
  return { ...consumer.info };
}

export async function resumeConsumer(registry: Registry, ref: PeerRef & { consumerId: string }) {
  const consumer = registry.ownConsumer(ref, ref.consumerId);
  // A camera the subscriber asked not to receive stays paused whatever its client resumes.
  if (isCameraVideo(consumer.info) && registry.subscribers.holdsCameras(consumer)) return { ...consumer.info };
  // A new consumer flows from Janus's first keyframe; `paused` is the port's bookkeeping until resumed.
  if (consumer.info.paused) {
    await configureConsumer(registry, consumer, { send: true });
    awaitKeyframe(registry, consumer);
  }
  consumer.info.paused = false;
  return { ...consumer.info };
}

/** Pauses the subscriber's consumers of others' cameras (`send: false`), or lifts the hold; how many it paused. */
export async function setCamerasReceived(registry: Registry, ref: PeerRef & { receive: boolean }) {
  registry.subscribers.setCameras(ref, ref.receive);
  if (ref.receive) return 0;
  const cameras = [...registry.consumers.values()].filter(
    (c) => c.peerId === ref.peerId && c.routerId === ref.routerId && isCameraVideo(c.info) && !c.info.paused,
  );
  for (const c of cameras) await pauseConsumer(registry, { ...ref, consumerId: c.info.id });
  return cameras.length;
}

type MediaEntry = { type?: string; mid?: string; stats?: { out?: { packets?: number } } };

/**
 * Packets Janus sent on the subscriber's receive handles, per stream: a stream of a live consumer counts by what it
 * carries; a closed consumer's silent m-section (M12) by its media type.
 */
export async function forwardedTo(registry: Registry, ref: PeerRef, adminOf: AdminOf): Promise<ForwardedPackets> {
  const counts = noPackets();
  const byMid = new Map<string, ConsumerRec>();
  for (const c of registry.consumers.values())
    if (c.peerId === ref.peerId && c.routerId === ref.routerId)
      byMid.set(`${c.transportId}/${c.info.rtpParameters.mid}`, c);
  for (const rec of registry.transports.values()) {
    if (rec.peerId !== ref.peerId || rec.routerId !== ref.routerId || rec.direction !== 'recv') continue;
    const instance = registry.routers.get(rec.routerId)?.instance;
    const admin = instance?.process
      ? { url: instance.process.adminUrl, secret: instance.process.adminSecret }
      : instance && adminOf(instance.url);
    if (!admin) continue;
    const info = await adminRequest(admin.url, {
      janus: 'handle_info',
      session_id: rec.client.sessionId,
      handle_id: rec.handle,
      admin_secret: admin.secret,
    }).catch(() => undefined);
    const media = (info?.info as { webrtc?: { media?: Record<string, MediaEntry> } } | undefined)?.webrtc?.media;
    for (const entry of Object.values(media ?? {})) {
      const consumer = byMid.get(`${rec.id}/${entry.mid}`);
      const kind = consumer ? forwardedKindOf(consumer.info) : entry.type === 'audio' ? 'audio' : 'video';
      counts[kind] += entry.stats?.out?.packets ?? 0;
    }
  }
  return counts;
}
