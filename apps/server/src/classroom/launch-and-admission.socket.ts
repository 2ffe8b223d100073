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
import { AppError } from '../http/errors.js';
import { onEvent } from '../realtime/handle.js';
import { decideAdmission, resolveMeeting } from './admission.policy.js';
import { admit, closeIfEmpty, removeMember } from './admit.js';
import {
  type ClassroomDeps,
  channels,
  emitAboutParticipant,
  type MeetNamespace,
  type MeetSocket,
  requireMember,
} from './classroom-context.js';
import type { Room } from './room-state.js';

export function registerLaunchAndAdmission(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  const fail = (message: string) => new AppError(403, 'FORBIDDEN', message);

  async function launch(config: LaunchConfig) {
    const meeting = await resolveMeeting(deps.repo, socket.data.meetingId, config);
    if ('error' in meeting) throw fail(meeting.error);
    const existing = deps.state.get(meeting.roomKey)?.members.get(socket.data.instanceId);
    const admission = await decideAdmission(deps.repo, socket.data.identity, meeting);
    if (admission.decision === 'refused' || admission.decision === 'choose-program') throw fail(admission.reason);
    const room = deps.state.open(meeting.roomKey, {
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
    room.requests.set(instanceId, { request, identity, socketId: socket.id, programId: admission.programId, config });
    socket.data.roomKey = room.key;
    socket.emit('is_waiting', { waiting: true });
    nsp.to(channels.hosts(room.key)).emit('access_request', request);
    return { status: 'waiting' as const };
  }

  /** A classroom that was live when the server stopped gets its open board back (R24). */
  async function restoreOpenWhiteboard(room: Room) {
    if (room.members.size || room.requests.size || room.whiteboardId) return;
    const open = (await deps.repo.settings(room.key))?.openWhiteboardId;
    if (!open || room.whiteboardId) return;
    room.whiteboardId = open;
    await deps.whiteboards.open(open);
  }

  onEvent(socket, 'launch', launchPayload, ({ config }) => launch(config), deps.log);
  onEvent(socket, 'on_reconnect', onReconnectPayload, ({ config }) => launch(config), deps.log);

  async function decide(connection: string, accepted: boolean) {
    const { room, member } = requireMember(deps, socket);
    if (!member.isHost) throw new AppError(403, 'FORBIDDEN', 'Only a tutor or an admin may let people in');
    const pending = room.requests.get(connection);
    if (!pending) throw new AppError(404, 'NOT_FOUND', 'That person is no longer waiting');
    const target = nsp.sockets.get(pending.socketId);
    if (!accepted || !target) {
      room.requests.delete(connection);
      nsp.to(channels.hosts(room.key)).emit('delete_access_request', { connection });
      if (target) {
        target.emit('is_waiting', { waiting: false });
        target.emit('alert', { message: classroomTexts.requestDeclined });
      }
      if (!target) throw new AppError(404, 'NOT_FOUND', 'That person is no longer waiting');
      return {};
    }
    await admit(nsp, deps, room, target, { isHost: false, isTutor: false, isAdmin: false }, pending.config);
    return {};
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
      const room = socket.data.roomKey ? deps.state.get(socket.data.roomKey) : undefined;
      if (!room) return {};
      if (room.requests.get(socket.data.instanceId)?.socketId === socket.id) withdrawRequest(room.key);
      await removeMember(nsp, deps, room, socket.data.instanceId);
      socket.data.roomKey = undefined;
      return {};
    },
    deps.log,
  );

  function withdrawRequest(roomKey: string) {
    const room = deps.state.get(roomKey);
    if (!room) return;
    room.requests.delete(socket.data.instanceId);
    nsp.to(channels.hosts(roomKey)).emit('delete_access_request', { connection: socket.data.instanceId });
  }

  socket.on('disconnect', () => {
    const room = socket.data.roomKey ? deps.state.get(socket.data.roomKey) : undefined;
    if (!room) return;
    if (room.requests.get(socket.data.instanceId)?.socketId === socket.id) withdrawRequest(room.key);
    const member = room.members.get(socket.data.instanceId);
    if (!member?.sockets.delete(socket.id) || member.sockets.size > 0) return;
    // Dropped, not left: recently online until the connection comes back or the grace period ends (R11).
    member.participant.status = 'RECENTLY_ONLINE';
    member.participant.updatedAt = deps.now().toISOString();
    const user = member.participant.connection;
    emitAboutParticipant(nsp, room, member.participant, (to) => to.emit('temporary_disconnect', { user }));
    member.offlineTimer = setTimeout(() => {
      member.participant.status = 'OFFLINE';
      member.participant.updatedAt = deps.now().toISOString();
      emitAboutParticipant(nsp, room, member.participant, (to, total) =>
        to.emit('new_joined', { user: member.participant, total }),
      );
      closeIfEmpty(deps, room).catch((error) => deps.log.error({ err: error }, 'closing a classroom failed'));
    }, deps.offlineAfterMs);
    member.offlineTimer.unref();
  });
}
