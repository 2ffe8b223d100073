/**
 * The classroom's media routers, and the engine's events relayed to the classroom's sockets (M10, M13, M15):
 * to everyone, or to admins only when the person the event is about publishes incognito (R12).
 */
import type { MediaEngine, MediaEngineEvent } from '../../../media/create-media-engine.js';
import type { MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import { type Audience, emitTo, type RoomAction } from '../room/room-events.js';

/**
 * Routers are created on a classroom's first media call and closed with the classroom. The registry also
 * remembers which peers publish incognito, so events about their media reach admins only (R12) even after
 * they left the room's state.
 */
export function createRouterRegistry(engine: MediaEngine) {
  const routers = new Map<string, Promise<unknown>>();
  const hidden = new Map<string, Set<string>>();
  return {
    ensure(roomKey: string) {
      let pending = routers.get(roomKey);
      if (!pending) {
        pending = engine.createRouter({ routerId: roomKey });
        pending.catch(() => routers.delete(roomKey));
        routers.set(roomKey, pending);
      }
      return pending;
    },
    async close(roomKey: string) {
      hidden.delete(roomKey);
      if (!routers.delete(roomKey)) return;
      await engine.closeRouter({ routerId: roomKey });
    },
    hide(roomKey: string, peerId: string) {
      hidden.set(roomKey, (hidden.get(roomKey) ?? new Set()).add(peerId));
    },
    isHidden: (roomKey: string, peerId: string | null) => peerId !== null && !!hidden.get(roomKey)?.has(peerId),
  };
}
export type RouterRegistry = ReturnType<typeof createRouterRegistry>;

/** Narrows an event's audience to those who receive the media of `owner` (breakout rooms, B8). */
export type MediaAudience = (roomKey: string, audience: Audience, owner: string) => Promise<Audience>;

/**
 * Relays engine events to the sockets of the classroom they happened in: everyone who receives the media they are
 * about (`narrow`: breakout rooms keep a room's speaking and pausing to that room, ADR 0087), or admins only when
 * the person the event is about is incognito (R12).
 */
export function relayMediaEvents(
  engine: MediaEngine,
  routers: RouterRegistry,
  namespaceOf: (roomKey: string) => MeetNamespace | null,
  narrow: MediaAudience,
  onError: (error: unknown) => void,
) {
  const send = async (event: MediaEngineEvent & { peerId: string | null }, actionFor: (to: Audience) => RoomAction) => {
    const nsp = namespaceOf(event.routerId);
    if (!nsp) return;
    const channel: Audience = {
      to: routers.isHidden(event.routerId, event.peerId) ? 'admins' : 'room',
      roomKey: event.routerId,
    };
    const to = event.peerId === null ? channel : await narrow(event.routerId, channel, event.peerId);
    await deliver(nsp, [actionFor(to)]);
  };
  return engine.onEvent((event: MediaEngineEvent) => {
    let sent: Promise<void> | undefined;
    if (event.type === 'producerClosed') {
      sent = send(event, (to) =>
        emitTo(to, 'producer_closed', { producerId: event.producerId, remoteConnectionId: event.peerId }),
      );
    } else if (event.type === 'producerPaused' || event.type === 'producerResumed') {
      const name = event.type === 'producerPaused' ? 'producer_paused' : 'producer_resumed';
      sent = send(event, (to) => emitTo(to, name, { producerId: event.producerId }));
    } else if (event.type === 'activeSpeaker') {
      sent = send(event, (to) =>
        emitTo(to, 'active_speaker', {
          producerId: event.producerId,
          remoteConnectionId: event.peerId,
          volume: event.volume,
        }),
      );
    }
    sent?.catch(onError);
  });
}
