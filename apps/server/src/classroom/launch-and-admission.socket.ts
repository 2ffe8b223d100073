/** `launch`, `on_reconnect`, granting and declining access, leaving, and dropped connections (R3–R11). */
import {
  classroomTexts,
  decisionPayload,
  emptyPayload,
  grantPayload,
  type LaunchConfig,
  launchPayload,
  onReconnectPayload,
} from '@chalkline/contracts';
import { AppError } from '../errors/app-error.js';
import { onEvent } from '../realtime/handle.js';
import { decideAdmission, resolveMeeting } from './admission.policy.js';
import { admit, removeMember } from './admit.js';
import {
  type ClassroomDeps,
  channels,
  type MeetNamespace,
  type MeetSocket,
  requireMember,
} from './classroom-context.js';
import { markDroppedIfGone } from './presence.js';
import type { RoomMeta } from './room-state.js';

export function registerLaunchAndAdmission(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  const fail = (message: string) => new AppError(403, 'FORBIDDEN', message);
  const { state } = deps;

  async function launch(config: LaunchConfig) {
    const meeting = await resolveMeeting(deps.repo, socket.data.meetingId, config);
    if ('error' in meeting) throw fail(meeting.error);
    const existing = await state.member(meeting.roomKey, socket.data.instanceId);
    const admission = await decideAdmission(deps.repo, socket.data.identity, meeting);
    if (admission.decision === 'refused' || admission.decision === 'choose-program') throw fail(admission.reason);
    return state.withLock(meeting.roomKey, async () => {
      const room = await state.open(meeting.roomKey, {
        meetingId: meeting.meetingId,
        programId: admission.programId,
        scheduleId: config.scheduleId ?? null,
      });
      await restoreOpenWhiteboard(room);
      const flags = { isHost: admission.decision === 'host', isTutor: admission.isTutor, isAdmin: admission.isAdmin };
      // Someone already admitted on this tab (a reconnect or a second launch) goes straight back in (R10).
      if (admission.decision !== 'knock' || (existing && existing.identity.key === socket.data.identity.key)) {
        const sessionId = await admit(nsp, deps, room, socket, flags, config);
        return { status: 'enrolled' as const, sessionId };
      }
      const { identity, instanceId } = socket.data;
      const request = {
        key: identity.key,
        connection: instanceId,
        firstName: identity.firstName,
        otherNames: identity.kind === 'user' ? identity.otherNames : null,
        lastName: identity.lastName,
        avatar: identity.kind === 'user' ? identity.avatar : null,
        createdAt: deps.now().toISOString(),
      };
      // One request per connection: a second launch from the same tab replaces the first (R6).
      await state.putRequest(room.key, {
        request,
        identity,
        socketId: socket.id,
        node: deps.cluster.nodeId,
        programId: admission.programId,
        config,
      });
      socket.data.roomKey = room.key;
      socket.emit('is_waiting', { waiting: true });
      nsp.to(channels.hosts(room.key)).emit('access_request', request);
      return { status: 'waiting' as const };
    });
  }

  /** A classroom that was live when the server stopped gets its open board back (R24). */
  async function restoreOpenWhiteboard(room: RoomMeta) {
    if (room.whiteboardId) return;
    if ((await state.members(room.key)).length || (await state.requests(room.key)).length) return;
    const open = (await deps.repo.settings(room.key))?.openWhiteboardId;
    if (!open) return;
    room.whiteboardId = open;
    await state.patchMeta(room.key, { whiteboardId: open });
    await deps.whiteboards.open(open);
  }

  onEvent(socket, 'launch', launchPayload, ({ config }) => launch(config), deps.log);
  onEvent(socket, 'on_reconnect', onReconnectPayload, ({ config }) => launch(config), deps.log);

  async function decide(connection: string, accepted: boolean) {
    const { roomKey, member } = await requireMember(deps, socket);
    if (!member.isHost) throw new AppError(403, 'FORBIDDEN', 'Only a tutor or an admin may let people in');
    const pending = await state.request(roomKey, connection);
    if (!pending) throw new AppError(404, 'NOT_FOUND', 'That person is no longer waiting');
    if (accepted) {
      // The waiting socket may be on another node: the node that holds it admits it.
      const admitted = nsp.sockets.has(pending.socketId)
        ? await admitWaiting(nsp, deps, roomKey, pending.socketId)
        : (await deps.cluster.request<boolean>('classroom:admit', nsp.name, roomKey, pending.socketId)).includes(true);
      if (admitted) return {};
    }
    await state.withLock(roomKey, () => state.deleteRequest(roomKey, connection));
    nsp.to(channels.hosts(roomKey)).emit('delete_access_request', { connection });
    if (!accepted) {
      // To the waiting socket wherever it is connected (every socket is in a channel named by its id).
      nsp.to(pending.socketId).emit('is_waiting', { waiting: false });
      nsp.to(pending.socketId).emit('alert', { message: classroomTexts.requestDeclined });
      return {};
    }
    throw new AppError(404, 'NOT_FOUND', 'That person is no longer waiting');
  }
  onEvent(socket, 'access_granted', grantPayload, ({ connection }) => decide(connection, true), deps.log);
  onEvent(
    socket,
    'access_acception',
    decisionPayload,
    ({ connection, accepted }) => decide(connection, accepted),
    deps.log,
  );

  onEvent(
    socket,
    'leave_meeting',
    emptyPayload,
    async () => {
      const roomKey = socket.data.roomKey;
      if (!roomKey) return {};
      await state.withLock(roomKey, async () => {
        await withdrawRequest(roomKey);
        await removeMember(nsp, deps, roomKey, socket.data.instanceId);
      });
      socket.data.roomKey = undefined;
      return {};
    },
    deps.log,
  );

  /** Withdraws this socket's own waiting request, if it has one. */
  async function withdrawRequest(roomKey: string) {
    if ((await state.request(roomKey, socket.data.instanceId))?.socketId !== socket.id) return;
    await state.deleteRequest(roomKey, socket.data.instanceId);
    nsp.to(channels.hosts(roomKey)).emit('delete_access_request', { connection: socket.data.instanceId });
  }

  socket.on('disconnect', () => {
    const roomKey = socket.data.roomKey;
    if (!roomKey) return;
    deps.tasks.run('a classroom disconnect', () =>
      state.withLock(roomKey, async () => {
        await withdrawRequest(roomKey);
        const gone = await state.detachSocket(roomKey, socket.id);
        // Dropped, not left: recently online until the connection comes back or the grace period ends (R11).
        if (gone) await markDroppedIfGone(nsp, deps, roomKey, gone.connection);
      }),
    );
  });
}

/**
 * Admits a waiting socket held by this node, with the flags and settings of its request; false when the socket
 * or its request is gone.
 */
export async function admitWaiting(nsp: MeetNamespace, deps: ClassroomDeps, roomKey: string, socketId: string) {
  const target = nsp.sockets.get(socketId);
  if (!target) return false;
  return deps.state.withLock(roomKey, async () => {
    const pending = await deps.state.request(roomKey, target.data.instanceId);
    const room = await deps.state.meta(roomKey);
    if (!room || pending?.socketId !== socketId || !target.connected) return false;
    await admit(nsp, deps, room, target, { isHost: false, isTutor: false, isAdmin: false }, pending.config);
    return true;
  });
}
