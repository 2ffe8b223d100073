/** Janus's own per-handle packet counters, read through the Admin API of the instance a transport lives on. */
import type { JanusSettings } from '../media-config.js';
import type { EngineStats } from '../media-engine.js';
import { adminRequest } from './janus-client.js';
import type { JanusInstance } from './janus-instance.js';
import type { Registry } from './registry.js';

export type AdminOf = (url: string) => { url: string; secret: string } | undefined;

/** The Admin API that JANUS_ADMIN_URLS pairs with a listed instance (same order as JANUS_URLS). */
export function configuredAdmin(janus: JanusSettings): AdminOf {
  return (url) => {
    const index = janus.urls.indexOf(url);
    const adminUrl = janus.admin?.urls[index];
    return adminUrl ? { url: adminUrl, secret: janus.admin!.secret } : undefined;
  };
}

export async function readStats(registry: Registry, options: { adminOf?: AdminOf }): Promise<EngineStats> {
  let packetsIn = 0;
  let packetsOut = 0;
  let bytesOut = 0;
  for (const rec of registry.transports.values()) {
    const instance: JanusInstance | undefined = registry.routers.get(rec.routerId)?.instance;
    const admin = instance?.process
      ? { url: instance.process.adminUrl, secret: instance.process.adminSecret }
      : instance && options.adminOf?.(instance.url);
    if (!admin) continue;
    const info = await adminRequest(admin.url, {
      janus: 'handle_info',
      session_id: rec.client.sessionId,
      handle_id: rec.handle,
      admin_secret: admin.secret,
    }).catch(() => undefined);
    const counted = countPackets(info?.info);
    if (rec.direction === 'send') packetsIn += counted.in;
    else {
      packetsOut += counted.out;
      bytesOut += counted.bytesOut;
    }
  }
  return {
    routers: registry.routers.size,
    transports: registry.transports.size,
    producers: registry.producers.size,
    consumers: registry.consumers.size,
    packetsIn,
    packetsOut,
    bytesOut,
  };
}

/** Sums RTP packet counters of a handle_info answer: webrtc.media[mid].stats.in/out (simulcast layers apart). */
export function countPackets(info: unknown): { in: number; out: number; bytesOut: number } {
  const total = { in: 0, out: 0, bytesOut: 0 };
  type Counter = { packets?: number; bytes?: number };
  const media = (info as { webrtc?: { media?: Record<string, { stats?: { in?: unknown; out?: unknown } }> } })?.webrtc
    ?.media;
  for (const entry of Object.values(media ?? {})) {
    const incoming = (entry.stats?.in ?? {}) as Counter & Record<string, unknown>;
    const outgoing = (entry.stats?.out ?? {}) as Counter;
    total.in += incoming.packets ?? 0;
    for (const [key, value] of Object.entries(incoming))
      if (key.startsWith('video-simulcast-')) total.in += (value as Counter).packets ?? 0;
    total.out += outgoing.packets ?? 0;
    total.bytesOut += outgoing.bytes ?? 0;
  }
  return total;
}
