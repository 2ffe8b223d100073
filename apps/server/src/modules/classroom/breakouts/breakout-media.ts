/**
 * What a change of breakout rooms does to media already live (B8, B10): whoever stops receiving a producer is told
 * `producer_closed` and its consumers close on the server, whatever the client does; whoever starts receiving one is
 * told `new_producer`, and consumes it as for anyone who joins. Producers are never touched, so everyone keeps their
 * camera and microphone as they were when they move and when the rooms close. Runs on each node for the producers of
 * its own engine (a classroom's media lives on one node or one Janus instance).
 */
import { mayReceiveMedia } from '@chalkline/contracts';
import { isMediaError, type MediaEngine } from '../../../media/create-media-engine.js';
import { maySeeCamera } from '../classroom.policy.js';
import type { ClassroomDeps, MeetNamespace } from '../classroom-context.js';
import { roomProducers } from '../media/media-locks.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo, mayHearAbout, type RoomAction } from '../room/room-events.js';
import { locksOf } from '../room/room-locks.js';
import type { BreakoutState } from './breakout-rules.js';

type Deps = Pick<ClassroomDeps, 'state'> & { engine: MediaEngine };

export async function applyBreakoutMedia(
  nsp: MeetNamespace,
  deps: Deps,
  roomKey: string,
  before: BreakoutState | null,
  after: BreakoutState | null,
) {
  const producers = await roomProducers(deps.engine, roomKey);
  if (!producers.length) return;
  const members = await deps.state.members(roomKey);
  const byConnection = new Map(members.map((m) => [m.participant.connection, m]));
  const sockets = [...(await deps.state.sockets(roomKey))];
  const locks = await locksOf(deps.state, roomKey);
  const told: RoomAction[] = [];
  const closing: { viewer: string; producerId: string }[] = [];
  for (const viewer of members) {
    const connection = viewer.participant.connection;
    const socketIds = sockets.filter(([, s]) => s.connection === connection).map(([id]) => id);
    for (const p of producers) {
      if (p.peerId === connection) continue;
      const owner = byConnection.get(p.peerId);
      const was = mayReceiveMedia(before, connection, p.peerId);
      const now = mayReceiveMedia(after, connection, p.peerId);
      if (was === now) continue;
      // The other rules (incognito R12, hidden cameras L6) still hold: what they hide is neither told nor closed.
      const otherwiseSeen =
        mayHearAbout(viewer, owner) && maySeeCamera(viewer, owner, p.appData, viewer.isHost ? null : locks);
      if (!otherwiseSeen) continue;
      if (!now) closing.push({ viewer: connection, producerId: p.id });
      for (const socketId of socketIds)
        told.push(
          now
            ? emitTo({ to: 'socket', socketId }, 'new_producer', {
                producerId: p.id,
                remoteConnectionId: p.peerId,
                kind: p.kind,
                appData: p.appData,
                paused: p.paused,
              })
            : emitTo({ to: 'socket', socketId }, 'producer_closed', {
                producerId: p.id,
                remoteConnectionId: p.peerId,
              }),
        );
    }
  }
  await deliver(nsp, told);
  for (const { viewer, producerId } of closing)
    await deps.engine
      .closeConsumersOf({ routerId: roomKey, peerId: viewer, producerId })
      .catch((error) => (isMediaError(error) ? 0 : Promise.reject(error)));
}
