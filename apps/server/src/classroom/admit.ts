/** Letting a connection into a classroom, and taking it out again. Callers hold the room's lock. */
import type { LaunchConfig, RoomSnapshot } from '@chalkline/contracts';
import { demoRoomPrefix } from './admission.policy.js';
import {
  type ClassroomDeps,
  channels,
  chatRoomOf,
  emitAboutParticipant,
  type MeetNamespace,
  type MeetSocket,
} from './classroom-context.js';
import { isAdminIdentity } from './identity.js';
import { type Member, newParticipant, type RoomMeta, requestsOf, visibleParticipants } from './room-state.js';

export interface AdmitFlags {
  isHost: boolean;
  isTutor: boolean;
  isAdmin: boolean;
}

async function ensureSession(deps: ClassroomDeps, room: RoomMeta) {
  if (!room.sessionId) {
    const session = await deps.repo.startSession({
      meetingId: room.meetingId,
      roomKey: room.key,
      programId: room.programId,
      scheduleId: room.scheduleId,
    });
    room.sessionId = session.id;
    await deps.state.patchMeta(room.key, { sessionId: session.id });
  }
  return room.sessionId;
}

export async function snapshotFor(
  deps: ClassroomDeps,
  room: RoomMeta,
  member: Member,
  members: Member[],
): Promise<RoomSnapshot> {
  const seesAll = isAdminIdentity(member.identity);
  return {
    config: member.participant.config,
    participants: visibleParticipants(members, seesAll),
    requests: member.isHost ? requestsOf(await deps.state.requests(room.key)) : [],
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
 * The socket must be on this node; a host on another node asks this one through the cluster.
 */
export async function admit(
  nsp: MeetNamespace,
  deps: ClassroomDeps,
  room: RoomMeta,
  socket: MeetSocket,
  flags: AdmitFlags,
  config: LaunchConfig,
) {
  const { identity, instanceId } = socket.data;
  const sessionId = await ensureSession(deps, room);
  if (identity.kind === 'user') await deps.repo.recordAttendance(sessionId, identity.key);
  let member = await deps.state.member(room.key, instanceId);
  if (!member || member.identity.key !== identity.key) {
    const incognito = flags.isAdmin && config.isIncognito && !room.key.startsWith('demo:');
    const participant = newParticipant(
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
    member = { identity, participant, isHost: flags.isHost };
  }
  member.offlineAt = null;
  member.participant.status = 'ONLINE';
  member.participant.updatedAt = deps.now().toISOString();
  await deps.state.putMember(room.key, member);
  // Someone back on a new tab: their earlier tabs that went offline leave for good, so no one is listed twice.
  for (const earlier of await deps.state.members(room.key))
    if (
      earlier.identity.key === identity.key &&
      earlier.participant.connection !== instanceId &&
      earlier.participant.status === 'OFFLINE'
    )
      await removeMember(nsp, deps, room.key, earlier.participant.connection);
  await deps.state.attachSocket(room.key, socket.id, { connection: instanceId, node: deps.cluster.nodeId });
  socket.data.roomKey = room.key;
  await socket.join(channels.all(room.key));
  if (flags.isAdmin) await socket.join(channels.admins(room.key));
  if (member.isHost) await socket.join(channels.hosts(room.key));

  if (await deps.state.deleteRequest(room.key, instanceId))
    nsp.to(channels.hosts(room.key)).emit('delete_access_request', { connection: instanceId });
  socket.emit('is_waiting', { waiting: false });
  const members = await deps.state.members(room.key);
  socket.emit('access_granted', await snapshotFor(deps, room, member, members));
  const user = member.participant;
  emitAboutParticipant(
    nsp,
    { key: room.key, members },
    user,
    (to, total) => to.emit('new_joined', { user, total }),
    socket.id,
  );
  return sessionId;
}

/** Removes a connection for good (`leave_meeting`); the last one out ends the lesson. */
export async function removeMember(nsp: MeetNamespace, deps: ClassroomDeps, roomKey: string, connection: string) {
  const member = await deps.state.member(roomKey, connection);
  if (!member) return;
  await deps.state.deleteMember(roomKey, connection);
  const socketIds = [...(await deps.state.sockets(roomKey))]
    .filter(([, s]) => s.connection === connection)
    .map(([id]) => id);
  for (const id of socketIds) await deps.state.detachSocket(roomKey, id);
  // Through the adapter, so the member's sockets leave the channels on whichever node holds them.
  if (socketIds.length)
    nsp.in(socketIds).socketsLeave([channels.all(roomKey), channels.admins(roomKey), channels.hosts(roomKey)]);
  const members = await deps.state.members(roomKey);
  emitAboutParticipant(nsp, { key: roomKey, members }, member.participant, (to) =>
    to.emit('leave_meeting', { user: connection }),
  );
  await deps.lifecycle.memberLeft(roomKey, connection);
  await closeIfEmpty(deps, roomKey);
}

/** A classroom with nobody online or reconnecting ends its lesson; waiting requests keep it open. */
export async function closeIfEmpty(deps: ClassroomDeps, roomKey: string) {
  const members = await deps.state.members(roomKey);
  if (members.some((m) => m.participant.status !== 'OFFLINE')) return;
  const room = await deps.state.meta(roomKey);
  if (!room) return;
  if (room.sessionId) await deps.repo.endSession(room.sessionId, deps.now());
  // A started demo whose classroom empties is over, even when its host closed the tab instead of leaving.
  if (roomKey.startsWith(demoRoomPrefix))
    await deps.repo.completeStartedDemo(roomKey.slice(demoRoomPrefix.length), deps.now());
  if (room.whiteboardId) {
    await deps.whiteboards.close(room.whiteboardId);
    deps.cluster.publish('board:released', room.whiteboardId);
    await deps.repo.saveSettings(room.key, { openWhiteboardId: null });
  }
  await deps.state.patchMeta(roomKey, { sessionId: null, whiteboardId: null });
  if ((await deps.state.requests(roomKey)).length === 0) {
    await deps.state.close(roomKey);
    await deps.lifecycle.roomClosed(roomKey);
  }
}
