/**
 * Launching into a classroom, letting people in or declining them, leaving and dropping (R3–R11). Each call
 * answers its result and the room actions to deliver; launch-and-admission.socket.ts delivers them.
 */
import { createHash } from 'node:crypto';
import { classroomTexts, type LaunchAck, type LaunchConfig } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { mayDecideRequests } from '../classroom.policy.js';
import { resolveMeeting } from '../classroom.service.js';
import type { ClassroomDeps } from '../classroom-context.js';
import { markDroppedIfGone } from '../participants/presence.js';
import { emitTo, type RoomAction } from '../room/room-events.js';
import type { Member } from '../room/room-state.js';
import { decideAdmission } from './admission.policy.js';
import { type AdmitTarget, admit, removeMember, replaced } from './admit.js';

const fail = (message: string) => new AppError(403, 'FORBIDDEN', message);

export function createAdmissionService(deps: ClassroomDeps) {
  const { state } = deps;

  /** Withdraws this socket's own waiting request, if it has one. */
  async function withdrawRequest(roomKey: string, target: { socketId: string; instanceId: string }) {
    if ((await state.request(roomKey, target.instanceId))?.socketId !== target.socketId) return [];
    await state.deleteRequest(roomKey, target.instanceId);
    return [emitTo({ to: 'hosts', roomKey }, 'delete_access_request', { connection: target.instanceId })];
  }

  /**
   * The connection id of a person's tab in a classroom (R30): the tab's own id, unless another person holds it
   * there (a participant or a waiting request) — then the tab's id with a suffix of this person's, so a seat can
   * never change hands. The same person and tab always get the same answer, so reconnects find their seat.
   */
  async function connectionFor(roomKey: string, person: string, instanceId: string) {
    const holder = async (connection: string) =>
      (await state.member(roomKey, connection))?.identity.key ??
      (await state.request(roomKey, connection))?.identity.key ??
      null;
    const suffixed = `${instanceId}~${createHash('sha256').update(person).digest('base64url').slice(0, 10)}`;
    if ((await holder(suffixed)) === person) return suffixed;
    const holds = await holder(instanceId);
    return holds === null || holds === person ? instanceId : suffixed;
  }

  return {
    /** Admits, queues or refuses a socket (R3–R7, R10); the socket is in `roomKey` unless refused. */
    async launch(
      target: AdmitTarget & { meetingId: string },
      config: LaunchConfig,
    ): Promise<{ ack: LaunchAck; roomKey: string; connection: string; actions: RoomAction[] }> {
      const { identity, socketId } = target;
      const meeting = await resolveMeeting(deps.repo, target.meetingId, config);
      if ('error' in meeting) throw fail(meeting.error);
      const admission = await decideAdmission(deps.repo, identity, meeting);
      if (admission.decision === 'refused' || admission.decision === 'choose-program') throw fail(admission.reason);
      return state.withLock(meeting.roomKey, async () => {
        const instanceId = await connectionFor(meeting.roomKey, identity.key, target.instanceId);
        const own = { ...target, instanceId };
        const existing = await state.member(meeting.roomKey, instanceId);
        const room = await state.open(meeting.roomKey, {
          meetingId: meeting.meetingId,
          programId: admission.programId,
          scheduleId: config.scheduleId ?? null,
        });
        await deps.whiteboards.restoreOpen(room);
        const flags = { isHost: admission.decision === 'host', isTutor: admission.isTutor, isAdmin: admission.isAdmin };
        // Someone already admitted on this tab (a reconnect or a second launch) goes straight back in (R10).
        if (admission.decision !== 'knock' || existing) {
          const { sessionId, actions } = await admit(deps, room, own, flags, config);
          return {
            ack: { status: 'enrolled' as const, sessionId },
            roomKey: room.key,
            connection: instanceId,
            actions,
          };
        }
        const request = {
          key: identity.key,
          connection: instanceId,
          firstName: identity.firstName,
          otherNames: identity.kind === 'user' ? identity.otherNames : null,
          lastName: identity.lastName,
          avatar: identity.kind === 'user' ? identity.avatar : null,
          createdAt: deps.now().toISOString(),
        };
        // One request per connection: a second launch from the same tab replaces the first (R6); one per
        // person: a newer tab's request replaces the older tab's (R31).
        const actions: RoomAction[] = [];
        for (const older of await state.requests(room.key))
          if (older.identity.key === identity.key && older.request.connection !== instanceId) {
            await state.deleteRequest(room.key, older.request.connection);
            actions.push(
              emitTo({ to: 'hosts', roomKey: room.key }, 'delete_access_request', {
                connection: older.request.connection,
              }),
              ...replaced([older.socketId]),
            );
          }
        await state.putRequest(room.key, {
          request,
          identity,
          socketId,
          node: deps.cluster.nodeId,
          programId: admission.programId,
          config,
        });
        actions.push(
          emitTo({ to: 'socket', socketId }, 'is_waiting', { waiting: true }),
          emitTo({ to: 'hosts', roomKey: room.key }, 'access_request', request),
        );
        return { ack: { status: 'waiting' as const }, roomKey: room.key, connection: instanceId, actions };
      });
    },

    /** The waiting request a host decides on (R8); refused for anyone but a host. */
    async pendingFor(member: Member, roomKey: string, connection: string) {
      if (!mayDecideRequests(member)) throw fail(classroomTexts.onlyHostsAdmit);
      const pending = await state.request(roomKey, connection);
      if (!pending) throw new AppError(404, 'NOT_FOUND', 'That person is no longer waiting');
      return pending;
    },

    /** Admits a waiting socket of this node with its request's settings; false when it or its request is gone. */
    async admitWaiting(roomKey: string, target: AdmitTarget, connected: boolean) {
      return state.withLock(roomKey, async () => {
        const pending = await state.request(roomKey, target.instanceId);
        const room = await state.meta(roomKey);
        if (
          !room ||
          pending?.socketId !== target.socketId ||
          pending.identity.key !== target.identity.key ||
          !connected
        )
          return { admitted: false, actions: [] };
        const flags = { isHost: false, isTutor: false, isAdmin: false };
        const { actions } = await admit(deps, room, target, flags, pending.config);
        return { admitted: true, actions };
      });
    },

    /** Drops a request that was declined or could not be admitted; a declined person is told with a code (R5). */
    async closeRequest(roomKey: string, connection: string, waitingSocketId: string, declined: boolean) {
      await state.withLock(roomKey, () => state.deleteRequest(roomKey, connection));
      const actions: RoomAction[] = [emitTo({ to: 'hosts', roomKey }, 'delete_access_request', { connection })];
      if (declined) {
        const waiting = { to: 'socket', socketId: waitingSocketId } as const;
        actions.push(
          emitTo(waiting, 'is_waiting', { waiting: false }),
          emitTo(waiting, 'alert', { code: 'join_declined', message: classroomTexts.requestDeclined }),
        );
      }
      return actions;
    },

    /** `leave_meeting`: the request or the membership goes for good (R15). */
    async leave(roomKey: string, target: { socketId: string; instanceId: string }) {
      return state.withLock(roomKey, async () => [
        ...(await withdrawRequest(roomKey, target)),
        ...(await removeMember(deps, roomKey, target.instanceId)),
      ]);
    },

    /** A socket dropped: its request goes; its member is recently online until `offlineAt` (R11). */
    async disconnect(roomKey: string, target: { socketId: string; instanceId: string }) {
      return state.withLock(roomKey, async () => {
        const actions = await withdrawRequest(roomKey, target);
        const gone = await state.detachSocket(roomKey, target.socketId);
        if (!gone) return { actions, offlineAt: null };
        const dropped = await markDroppedIfGone(deps, roomKey, gone.connection);
        return { actions: [...actions, ...dropped.actions], offlineAt: dropped.offlineAt, connection: gone.connection };
      });
    },
  };
}
export type AdmissionService = ReturnType<typeof createAdmissionService>;
