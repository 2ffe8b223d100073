/** Delivers what classroom services decided (room-events.ts) to the sockets of a meeting's namespace. */
import { outgoingFor } from '../../../realtime/shedding.js';
import type { MeetNamespace } from '../classroom-context.js';
import { type Audience, channels, type RoomAction } from '../room/room-events.js';

/** The broadcast operator for an audience; it reaches sockets on every node. */
function targetOf(nsp: MeetNamespace, audience: Audience) {
  if (audience.to === 'socket') return nsp.to(audience.socketId);
  if (audience.to === 'sockets') return nsp.to(audience.socketIds);
  const { roomKey, exceptSocketId } = audience;
  let target =
    audience.to === 'non-admins'
      ? nsp.to(channels.all(roomKey)).except(channels.admins(roomKey))
      : nsp.to(
          audience.to === 'room'
            ? channels.all(roomKey)
            : audience.to === 'admins'
              ? channels.admins(roomKey)
              : channels.hosts(roomKey),
        );
  if (exceptSocketId) target = target.except(exceptSocketId);
  return target;
}

/** Applies channel changes and emits events, in order. */
export async function deliver(nsp: MeetNamespace, actions: readonly RoomAction[]) {
  for (const action of actions) {
    if (action.kind === 'emit') {
      // `to([])` would be no filter at all, i.e. everyone: an empty list is nobody.
      if (action.audience.to === 'sockets' && !action.audience.socketIds.length) continue;
      // Typing, receipts, reactions and cursors may be dropped for a socket under load (R37, realtime/shedding.ts).
      const { volatile, except } = outgoingFor(nsp.server, action.event);
      let target = targetOf(nsp, action.audience);
      if (except.length) target = target.except(except);
      if (volatile) target = target.volatile;
      (target.emit as (event: string, payload: unknown) => boolean)(action.event, action.payload);
    } else if (action.kind === 'join') {
      // A socket of this node joins at once, so the events that follow already reach it.
      const local = nsp.sockets.get(action.socketId);
      if (local) await local.join(action.channels);
      else nsp.in(action.socketId).socketsJoin(action.channels);
    } else if (action.kind === 'disconnect') {
      if (action.socketIds.length) nsp.in(action.socketIds).disconnectSockets(true);
    } else if (action.socketIds.length) {
      // Through the adapter, so the sockets leave on whichever node holds them.
      nsp.in(action.socketIds).socketsLeave(action.channels);
    }
  }
}
