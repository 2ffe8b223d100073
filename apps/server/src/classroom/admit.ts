/** Letting a connection into a classroom, and taking it out again. */
import type { LaunchConfig, RoomSnapshot } from '@chalkline/contracts';
import {
  type ClassroomDeps,
  channels,
  chatRoomOf,
  emitAboutParticipant,
  type MeetNamespace,
  type MeetSocket,
} from './classroom-context.js';
import { isAdminIdentity } from './identity.js';
import { type Room, requestsOf, visibleParticipants } from './room-state.js';

export interface AdmitFlags {
  isHost: boolean;
  isTutor: boolean;
  isAdmin: boolean;
}

async function ensureSession(deps: ClassroomDeps, room: Room) {
  if (!room.sessionId) {
    const session = await deps.repo.startSession({
      meetingId: room.meetingId,
      roomKey: room.key,
      programId: room.programId,
      scheduleId: room.scheduleId,
    });
    room.sessionId = session.id;
  }
  return room.sessionId;
}

export async function snapshotFor(deps: ClassroomDeps, room: Room, socket: MeetSocket): Promise<RoomSnapshot> {
  const member = room.members.get(socket.data.instanceId)!;
  const seesAll = isAdminIdentity(member.identity);
  return {
    config: member.participant.config,
    participants: visibleParticipants(room, seesAll),
    requests: member.isHost ? requestsOf(room) : [],
    rooms: [{ key: chatRoomOf(room.key), isDefault: true }],
    messages: await deps.chat.history(chatRoomOf(room.key), 1),
    sessionId: room.sessionId!,
    whiteboard: room.whiteboardId
      ? {
          key: room.whiteboardId,
          state: Buffer.from(await deps.whiteboards.state(room.whiteboardId)).toString('base64'),
        }
      : null,
    you: { key: member.participant.key, connection: member.participant.connection, isHost: member.isHost },
  };
}

/**
 * Admits (or re-attaches after a drop) the socket's connection: the member gets the full room state through
 * `access_granted`, everyone else who may see them gets `new_joined`, and any waiting request is withdrawn.
 */
export async function admit(
  nsp: MeetNamespace,
  deps: ClassroomDeps,
  room: Room,
  socket: MeetSocket,
  flags: AdmitFlags,
  config: LaunchConfig,
) {
  const { identity, instanceId } = socket.data;
  const sessionId = await ensureSession(deps, room);
  if (identity.kind === 'user') await deps.repo.recordAttendance(sessionId, identity.key);
  let member = room.members.get(instanceId);
  if (!member || member.identity.key !== identity.key) {
    const incognito = flags.isAdmin && config.isIncognito && !room.key.startsWith('demo:');
    const participant = deps.state.newParticipant(
      identity,
      instanceId,
      { isTutor: flags.isTutor, isAdmin: flags.isAdmin },
      {
        isVideoEnabled: config.isVideoEnabled,
        isAudioEnabled: config.isAudioEnabled,
        isHandRaised: false,
        isIncognito: incognito,
      },
      deps.now(),
    );
    member = { identity, participant, isHost: flags.isHost, sockets: new Set() };
    room.members.set(instanceId, member);
  }
  clearTimeout(member.offlineTimer);
  member.sockets.add(socket.id);
  member.participant.status = 'ONLINE';
  member.participant.updatedAt = deps.now().toISOString();
  socket.data.roomKey = room.key;
  await socket.join(channels.all(room.key));
  if (flags.isAdmin) await socket.join(channels.admins(room.key));
  if (member.isHost) await socket.join(channels.hosts(room.key));

  if (room.requests.delete(instanceId))
    nsp.to(channels.hosts(room.key)).emit('delete_access_request', { connection: instanceId });
  socket.emit('is_waiting', { waiting: false });
  socket.emit('access_granted', await snapshotFor(deps, room, socket));
  const user = member.participant;
  emitAboutParticipant(nsp, room, user, (to, total) => to.emit('new_joined', { user, total }), socket.id);
  return sessionId;
}

/** Removes a connection for good (`leave_meeting`); the last one out ends the lesson. */
export async function removeMember(nsp: MeetNamespace, deps: ClassroomDeps, room: Room, connection: string) {
  const member = room.members.get(connection);
  if (!member) return;
  clearTimeout(member.offlineTimer);
  room.members.delete(connection);
  for (const socketId of member.sockets) {
    const s = nsp.sockets.get(socketId);
    if (s)
      for (const channel of [channels.all(room.key), channels.admins(room.key), channels.hosts(room.key)])
        s.leave(channel);
  }
  emitAboutParticipant(nsp, room, member.participant, (to) => to.emit('leave_meeting', { user: connection }));
  await deps.lifecycle.memberLeft(room.key, connection);
  await closeIfEmpty(deps, room);
}

/** A classroom with nobody online or reconnecting ends its lesson; waiting requests keep it open. */
export async function closeIfEmpty(deps: ClassroomDeps, room: Room) {
  const someoneHere = [...room.members.values()].some((m) => m.participant.status !== 'OFFLINE');
  if (someoneHere) return;
  if (room.sessionId) await deps.repo.endSession(room.sessionId, deps.now());
  room.sessionId = null;
  if (room.whiteboardId) {
    await deps.whiteboards.close(room.whiteboardId);
    await deps.repo.saveSettings(room.key, { openWhiteboardId: null });
  }
  room.whiteboardId = null;
  if (room.requests.size === 0) {
    deps.state.close(room.key);
    await deps.lifecycle.roomClosed(room.key);
  }
}
