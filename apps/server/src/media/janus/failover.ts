/**
 * Where a classroom's room lives: created on the instance its classroom is pinned to, and, when that
 * instance dies, created again on the least loaded live one (docs/decisions/0013-janus-mapping.md).
 */
import { randomInt } from 'node:crypto';
import { MediaError } from '../media-errors.js';
import { onRoomEvent } from './janus-events.js';
import type { JanusInstance } from './janus-instance.js';
import type { Registry, RouterRec } from './registry.js';
import type { RoomPinning } from './room-pinning.js';

/** Creates the classroom's room on its pinned (or, after a loss, a new) live instance. */
export async function placeRoom(
  registry: Registry,
  pinning: RoomPinning<JanusInstance>,
  router: RouterRec,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  let instance = pinning.instanceOf(router.id);
  while (!instance?.alive || !instance.client) {
    if (instance && !instance.alive) pinning.unpin(router.id);
    try {
      instance = pinning.pin(router.id);
    } catch {
      if (Date.now() > deadline) throw new MediaError('routerNotFound', 'no Janus instance is available');
      await new Promise((r) => setTimeout(r, 250));
      instance = undefined;
    }
  }
  const client = instance.client;
  const control = await client.attach((message) => onRoomEvent(registry, router, message));
  const room = randomInt(1, 2 ** 47);
  await client.message(control, {
    request: 'create',
    room,
    is_private: true,
    publishers: 64,
    // Janus must not cap publishers with REMB: our simulcast layers set their own bitrates (M5).
    bitrate: 0,
    audiocodec: 'opus',
    videocodec: 'h264,vp8',
    audiolevel_ext: true,
    audiolevel_event: true,
    // 50 packets ≈ 1 s of Opus; a mean level under 50 (louder than −50 dBov) counts as talking (M15).
    audio_active_packets: 50,
    audio_level_average: 50,
    notify_joining: false,
  });
  Object.assign(router, { instance, client, control, room });
}

/**
 * An instance died: its classrooms lose every transport, producer and consumer (clients see `producer_closed`
 * and `Transport not found`, and rebuild through the recovery paths of spec §8), and their rooms are
 * created again on the least loaded live instance.
 */
export function moveClassrooms(
  registry: Registry,
  pinning: RoomPinning<JanusInstance>,
  instance: JanusInstance,
  log: ((line: string) => void) | undefined,
) {
  log?.(`Janus instance ${instance.url} lost; moving its classrooms`);
  for (const router of registry.routers.values()) {
    if (router.instance !== instance) continue;
    for (const transportId of [...router.peers.values()].flatMap((ids) => [...ids])) {
      const rec = registry.transports.get(transportId);
      if (rec) registry.forgetTransport(rec, 'closed', false);
    }
    router.instance = undefined;
    router.client = undefined;
    router.talking.clear();
    router.ready = placeRoom(registry, pinning, router);
    router.ready.catch((error) => log?.(`moving classroom ${router.id} failed: ${error}`));
  }
}
