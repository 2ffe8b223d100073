/**
 * Letting a connection into a classroom, and taking it out again. Callers hold the room's lock. These return
 * the events to send (room-events.ts); the socket layer delivers them.
 */
import { type LaunchConfig, meetRoomId, noLocks, type RoomSnapshot, roomKeys } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { resumeWithinMs } from '../attendance/attendance.service.js';
import { chatRoomsOf, viewFor } from '../breakouts/breakout-rules.js';
import { mayGoIncognito, seesIncognito } from '../classroom.policy.js';
import type { ClassroomDeps } from '../classroom-context.js';
import { leaveOutOfRunningRecording } from '../room/room-consent.js';
import { aboutParticipant, channels, emitTo, type RoomAction } from '../room/room-events.js';
import { type Member, newParticipant, type RoomMeta, requestsOf, visibleParticipants } from '../room/room-state.js';
import type { ClassroomIdentity } from './identity.js';

/** What a tab hears when the same person joins from a newer one (R31). */
export const joinedElsewhere = 'You joined this classroom from another window, so this one was closed.';

/** Tells older sockets of a person that a newer one took over, then disconnects them (on any node) (R31). */
export const replaced = (socketIds: string[]): RoomAction[] =>
  socketIds.length
    ? [
        ...socketIds.map((socketId) =>
          emitTo({ to: 'socket', socketId }, 'alert', { code: 'joined_elsewhere', message: joinedElsewhere }),
        ),
        { kind: 'disconnect', socketIds },
      ]
    : [];

/** The socket being admitted: its id, and who is on it from which tab. */
export interface AdmitTarget {
  socketId: string;
  identity: ClassroomIdentity;
  instanceId: string;
}

export interface AdmitFlags {
  isHost: boolean;
  isTutor: boolean;
  isAdmin: boolean;
}

async function ensureSession(deps: ClassroomDeps, room: RoomMeta) {
  if (!room.sessionId) {
    const session =
      (await resumeSession(deps, room)) ??
      (await deps.repo.startSession({
        meetingId: room.meetingId,
        roomKey: room.key,
        programId: room.programId,
        scheduleId: room.scheduleId,
      }));
    room.sessionId = session.id;
    await deps.state.patchMeta(room.key, { sessionId: session.id });
  }
  // A lesson starts with the locks its hosts last set (ADR 0075); set in this one already, they stay.
  if (!room.locks) {
    room.locks = await deps.classrooms.savedLocks(room.key);
    await deps.state.patchMeta(room.key, { locks: room.locks });
  }
  return room.sessionId;
}

/**
 * The classroom's lesson that a dead node left unended (the room store forgot it; the database did not): carried
 * on when recent and for the same lesson, so its attendance goes on under it; else closed at its last recorded event
 * (ADR 0076).
 */
async function resumeSession(deps: ClassroomDeps, room: RoomMeta) {
  const unended = await deps.repo.unendedSession(room.key);
  if (!unended) return null;
  const now = deps.now();
  const same = unended.scheduleId === room.scheduleId && unended.programId === room.programId;
  if (same && now.getTime() - unended.startedAt.getTime() < resumeWithinMs) {
    await deps.attendance?.resumed(unended.id, now);
    return unended;
  }
  const last = await deps.attendance?.abandoned(unended.id);
  await deps.repo.endSession(unended.id, last ?? unended.startedAt);
  return null;
}

export async function snapshotFor(
  deps: ClassroomDeps,
  room: RoomMeta,
  member: Member,
  members: Member[],
): Promise<RoomSnapshot> {
  const seesAll = seesIncognito(member);
  const chatRoom = meetRoomId.format(room.key);
  return {
    config: member.participant.config,
    participants: visibleParticipants(members, seesAll),
    requests: member.isHost ? requestsOf(await deps.state.requests(room.key)) : [],
    rooms: chatRoomsOf(room.breakouts, room.key, member),
    messages: await deps.chat.history(chatRoom, 1, { includeAdminsOnly: seesAll }),
    sessionId: room.sessionId!,
    whiteboard: room.whiteboardId
      ? { key: room.whiteboardId, state: await deps.whiteboards.snapshot(room.whiteboardId) }
      : null,
    recording: room.recording,
    locks: { ...noLocks, ...room.locks },
    spotlight: room.spotlight ?? null,
    breakouts: room.breakouts ? viewFor(room.breakouts, members, seesAll) : null,
    you: {
      key: member.participant.key,
      connection: member.participant.connection,
      isHost: member.isHost,
      kind: member.identity.kind,
    },
  };
}

/**
 * Admits (or re-attaches after a drop) the socket's connection: the member gets the full room state through
 * `access_granted`, everyone else who may see them gets `new_joined`, and any waiting request is withdrawn.
 * The socket must be on this node; a host on another node asks this one through the cluster.
 */
export async function admit(
  deps: ClassroomDeps,
  room: RoomMeta,
  target: AdmitTarget,
  flags: AdmitFlags,
  config: LaunchConfig,
): Promise<{ sessionId: string; actions: RoomAction[] }> {
  const { identity, instanceId, socketId } = target;
  const actions: RoomAction[] = [];
  const sessionId = await ensureSession(deps, room);
  if (identity.kind === 'user') await deps.repo.recordAttendance(sessionId, identity.key);
  let member = await deps.state.member(room.key, instanceId);
  // Never someone else's seat (R30): launch gives each person a connection id of their own; this guards the rest.
  if (member && member.identity.key !== identity.key)
    throw new AppError(403, 'FORBIDDEN', 'This connection belongs to someone else in this classroom');
  if (!member) {
    const incognito = mayGoIncognito(flags, room.key, config.isIncognito);
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
  if (identity.kind === 'user') deps.lifecycle.onCallChanged?.(identity.key);
  // Joining a running recording without a guardian's consent: the recording leaves them out (ADR 0079), and the
  // room's recorder hears it before anything of theirs reaches it.
  const leftOut = await leaveOutOfRunningRecording(deps.state, deps.consent, room.key, room.recording, member);
  if (leftOut) {
    room.recording = leftOut;
    actions.push(emitTo({ to: 'room', roomKey: room.key }, 'recording_updated', leftOut));
  }
  // One person, one participant (R31): the newest connection replaces the person's earlier ones at once,
  // whatever their state; their sockets are told and disconnected, so no one is listed twice.
  const older: string[] = [];
  for (const [id, s] of await deps.state.sockets(room.key))
    if (id !== socketId && s.connection === instanceId) {
      await deps.state.detachSocket(room.key, id);
      older.push(id);
    }
  for (const earlier of await deps.state.members(room.key))
    if (earlier.identity.key === identity.key && earlier.participant.connection !== instanceId) {
      const removal = await removeMember(deps, room.key, earlier.participant.connection);
      actions.push(...removal);
      for (const a of removal) if (a.kind === 'leave') older.push(...a.socketIds);
    }
  actions.push(...replaced(older));
  // After the person's older seats are gone: their open span, if any, simply goes on (R31, ADR 0076).
  await deps.attendance?.joined(sessionId, identity);
  await deps.state.attachSocket(room.key, socketId, { connection: instanceId, node: deps.cluster.nodeId });
  const joined = [channels.all(room.key)];
  if (flags.isAdmin) joined.push(channels.admins(room.key));
  if (member.isHost) joined.push(channels.hosts(room.key));
  actions.push({ kind: 'join', socketId, channels: joined });

  if (await deps.state.deleteRequest(room.key, instanceId))
    actions.push(emitTo({ to: 'hosts', roomKey: room.key }, 'delete_access_request', { connection: instanceId }));
  const you = { to: 'socket', socketId } as const;
  actions.push(emitTo(you, 'is_waiting', { waiting: false }));
  const members = await deps.state.members(room.key);
  actions.push(emitTo(you, 'access_granted', await snapshotFor(deps, room, member, members)));
  const user = member.participant;
  actions.push(
    ...aboutParticipant({ key: room.key, members }, user, 'new_joined', (total) => ({ user, total }), socketId),
  );
  return { sessionId, actions };
}

/** Removes a connection for good (`leave_meeting`); the last one out ends the lesson. */
export async function removeMember(deps: ClassroomDeps, roomKey: string, connection: string): Promise<RoomAction[]> {
  const member = await deps.state.member(roomKey, connection);
  if (!member) return [];
  await deps.state.deleteMember(roomKey, connection);
  const socketIds = [...(await deps.state.sockets(roomKey))]
    .filter(([, s]) => s.connection === connection)
    .map(([id]) => id);
  for (const id of socketIds) await deps.state.detachSocket(roomKey, id);
  const members = await deps.state.members(roomKey);
  // A person replacing their own seat from a newer tab is still here (R31).
  if (!members.some((m) => m.identity.key === member.identity.key))
    await deps.attendance?.left(roomKey, member.identity);
  const actions: RoomAction[] = [
    { kind: 'leave', socketIds, channels: [channels.all(roomKey), channels.admins(roomKey), channels.hosts(roomKey)] },
    ...aboutParticipant({ key: roomKey, members }, member.participant, 'leave_meeting', () => ({ user: connection })),
  ];
  await deps.lifecycle.memberLeft(roomKey, connection);
  if (member.identity.kind === 'user') deps.lifecycle.onCallChanged?.(member.identity.key);
  // The recorder leaving ends the recording for everyone (its browser stops and sends what it has, R33).
  const room = await deps.state.meta(roomKey);
  if (room?.recording?.initiator.connection === connection) {
    const { recordingId } = room.recording;
    await deps.state.patchMeta(roomKey, { recording: null });
    await deps.recordings?.stopped(recordingId);
    actions.push(emitTo({ to: 'room', roomKey }, 'end_recording', { recordingId }));
  }
  await closeIfEmpty(deps, roomKey);
  return actions;
}

/** A classroom with nobody online or reconnecting ends its lesson; waiting requests keep it open. */
export async function closeIfEmpty(deps: ClassroomDeps, roomKey: string) {
  const members = await deps.state.members(roomKey);
  if (members.some((m) => m.participant.status !== 'OFFLINE')) return;
  const room = await deps.state.meta(roomKey);
  if (!room) return;
  if (room.sessionId) {
    await deps.attendance?.lessonEnded(room.sessionId, deps.now());
    await deps.repo.endSession(room.sessionId, deps.now());
  }
  // A started demo whose classroom empties is over, even when its host closed the tab instead of leaving.
  const demoSession = roomKeys.demoSessionOf(roomKey);
  if (demoSession) await deps.repo.completeStartedDemo(demoSession, deps.now());
  if (room.whiteboardId) await deps.whiteboards.release(room.key, room.whiteboardId);
  const recordingId = room.recording?.recordingId;
  await deps.state.patchMeta(roomKey, { sessionId: null, whiteboardId: null, recording: null });
  if (recordingId) await deps.recordings?.stopped(recordingId);
  if ((await deps.state.requests(roomKey)).length === 0) {
    await deps.state.close(roomKey);
    await deps.lifecycle.roomClosed(roomKey);
  }
}
