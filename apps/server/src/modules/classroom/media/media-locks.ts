/**
 * What a classroom lock does to media already live (ADR 0075): locking the microphone, camera or screen closes
 * those students' producers, telling them first (L2); hiding students' cameras from students closes what each student
 * receives of the others' cameras and tells them so, and unhiding announces them again (L6). Hosts are never touched.
 */
import { type ClassroomLocks, lockNames, lockTexts, type MediaSource } from '@chalkline/contracts';
import { isMediaError, type MediaEngine, type ProducerInfo } from '../../../media/create-media-engine.js';
import { lockOfSource } from '../classroom.policy.js';
import type { ClassroomDeps, MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo, type RoomAction } from '../room/room-events.js';

type Deps = Pick<ClassroomDeps, 'state'> & { engine: MediaEngine };

/** Every producer of the room on this node's engine (none when the room has no router here). */
export async function roomProducers(engine: MediaEngine, roomKey: string): Promise<ProducerInfo[]> {
  // No peer has an empty id, so the engine leaves nobody's producers out.
  return engine.getProducers({ routerId: roomKey, peerId: '' }).catch((error) => {
    if (isMediaError(error)) return [];
    throw error;
  });
}

export async function applyMediaLocks(
  nsp: MeetNamespace,
  deps: Deps,
  roomKey: string,
  before: ClassroomLocks,
  after: ClassroomLocks,
) {
  const turnedOn = lockNames.filter((name) => after[name] && !before[name]);
  const seeChanged = before.seeStudents !== after.seeStudents;
  const mediaLocks = turnedOn.filter(
    (name): name is MediaSource => name !== 'chat' && name !== 'whiteboard' && name !== 'seeStudents',
  );
  if (!mediaLocks.length && !seeChanged) return;
  const members = await deps.state.members(roomKey);
  const students = new Set(members.filter((m) => !m.isHost).map((m) => m.participant.connection));
  const sockets = [...(await deps.state.sockets(roomKey))];
  const socketsOf = (connection: string) => sockets.filter(([, s]) => s.connection === connection).map(([id]) => id);
  const producers = (await roomProducers(deps.engine, roomKey)).filter((p) => students.has(p.peerId));

  const closing = producers.filter((p) => (mediaLocks as string[]).includes(lockOfSource(p.appData)));
  // Told first, with the code a host's stop uses, so the client turns the source off rather than producing again.
  const told: RoomAction[] = closing.flatMap((p) =>
    socketsOf(p.peerId).map((socketId) => {
      const source = lockOfSource(p.appData);
      return emitTo({ to: 'socket', socketId }, 'alert', {
        code: 'media_stopped',
        source,
        message: lockTexts.refusals[source],
      });
    }),
  );
  if (seeChanged) {
    const cameras = producers.filter((p) => lockOfSource(p.appData) === 'camera' && !closing.includes(p));
    for (const student of students)
      for (const socketId of socketsOf(student))
        for (const p of cameras.filter((c) => c.peerId !== student))
          told.push(
            after.seeStudents
              ? emitTo({ to: 'socket', socketId }, 'producer_closed', {
                  producerId: p.id,
                  remoteConnectionId: p.peerId,
                })
              : emitTo({ to: 'socket', socketId }, 'new_producer', {
                  producerId: p.id,
                  remoteConnectionId: p.peerId,
                  kind: p.kind,
                  appData: p.appData,
                  paused: p.paused,
                }),
          );
  }
  await deliver(nsp, told);
  if (after.seeStudents && seeChanged) {
    // What a student already receives of another student's camera stops on the server too, whatever its client does.
    const cameras = producers.filter((p) => lockOfSource(p.appData) === 'camera');
    for (const student of students)
      for (const p of cameras.filter((c) => c.peerId !== student))
        await deps.engine
          .closeConsumersOf({ routerId: roomKey, peerId: student, producerId: p.id })
          .catch((error) => (isMediaError(error) ? 0 : Promise.reject(error)));
  }
  for (const p of closing) {
    // The client may have closed it itself in the meantime.
    await deps.engine
      .closeProducer({ routerId: roomKey, peerId: p.peerId, producerId: p.id })
      .catch((error) => (isMediaError(error) ? undefined : Promise.reject(error)));
  }
}
