/**
 * A host's controls over everyone (H1–H6, ADR 0081), each `classroom.host` in `eventPermissions` so the dispatcher
 * lets only hosts through: mute everyone (students' microphones paused, each told why), lower every hand, remove
 * one chat message for everyone (kept out of history, written to the activity log), spotlight a tile for everyone.
 */
import { hostControlTexts, meetRoomId } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { isMediaError, type MediaEngine } from '../../../media/create-media-engine.js';
import { onEvent } from '../../../realtime/handle.js';
import type { ActivityRecord } from '../../activity/activity.service.js';
import { matchesSource } from '../classroom.policy.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { roomProducers } from '../media/media-locks.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo, type RoomAction } from './room-events.js';
import { locksOf } from './room-locks.js';

export interface HostControlDeps extends ClassroomDeps {
  engine: MediaEngine;
  /** Where a removed chat message is recorded (ADR 0064's moderation log); absent in some tests. */
  activity?: { record(entry: ActivityRecord): Promise<unknown> };
}

export function registerHostControls(nsp: MeetNamespace, deps: HostControlDeps, socket: MeetSocket) {
  const { state, engine } = deps;
  const socketsOf = async (roomKey: string) => [...(await state.sockets(roomKey))];

  // H1–H2: every student's live microphone is paused on the server and its owner told why; they may unmute (resume)
  // unless the microphone lock is on (L2), which `producer_resumed` enforces as before.
  onEvent(
    socket,
    'mute_all',
    async (_, { roomKey }: Admitted) => {
      const members = await state.members(roomKey);
      const students = new Map(members.filter((m) => !m.isHost).map((m) => [m.participant.connection, m]));
      const microphones = (await roomProducers(engine, roomKey)).filter(
        (p) => students.has(p.peerId) && matchesSource(p.appData, 'microphone') && !p.paused,
      );
      // Students may unmute unless the microphone lock is on (L2): the text says which.
      const locked = (await locksOf(state, roomKey)).microphone;
      const message = locked ? hostControlTexts.mutedByHostLocked : hostControlTexts.mutedByHost;
      const sockets = await socketsOf(roomKey);
      const told: RoomAction[] = [];
      for (const p of microphones) {
        // The client may have closed it in the meantime.
        await engine
          .pauseProducer({ routerId: roomKey, peerId: p.peerId, producerId: p.id })
          .catch((error) => (isMediaError(error) ? undefined : Promise.reject(error)));
        const student = students.get(p.peerId)!;
        await deps.attendance?.media(roomKey, student.identity, 'microphone', false);
        for (const [socketId] of sockets.filter(([, s]) => s.connection === p.peerId))
          told.push(
            emitTo({ to: 'socket', socketId }, 'alert', { code: 'muted_by_host', source: 'microphone', message }),
          );
      }
      await deliver(nsp, told);
      return { muted: new Set(microphones.map((p) => p.peerId)).size };
    },
    deps.log,
  );

  // H3: every raised hand goes down, in the room's record and on every screen at once.
  onEvent(
    socket,
    'lower_hands',
    async (_, { roomKey, member }: Admitted) => {
      const lowered = await state.withLock(roomKey, async () => {
        let count = 0;
        for (const m of await state.members(roomKey)) {
          if (!m.participant.isHandRaised) continue;
          m.participant.isHandRaised = false;
          m.participant.config.isHandRaised = false;
          await state.putMember(roomKey, m);
          count++;
        }
        return count;
      });
      await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'hands_lowered', { by: member.participant.connection })]);
      return { lowered };
    },
    deps.log,
  );

  // H4–H5: one message of this classroom's chat is removed for everyone, kept out of history, and logged.
  onEvent(
    socket,
    'remove_message',
    async ({ messageId, roomId }, { roomKey, member }: Admitted) => {
      const notFound = new AppError(404, 'NOT_FOUND', hostControlTexts.messageNotFound);
      if (roomId !== meetRoomId.format(roomKey)) throw notFound;
      const message = await deps.repo.findMessage(messageId);
      if (!message || message.room !== roomId || message.deletedAt) throw notFound;
      // Hosts are tutors and admins, always signed in (R4): the remover is a user.
      const actor = member.identity.kind === 'user' ? member.identity : null;
      const removed = await deps.repo.markDeleted(messageId, member.identity.key, deps.now());
      if (!removed) throw notFound;
      await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'message_removed', { messageId, roomId })]);
      const from = `${message.sender.firstName} ${message.sender.lastName}`.trim();
      await deps.activity
        ?.record({
          actor: actor && {
            id: actor.key,
            firstName: actor.firstName,
            lastName: actor.lastName,
            email: '',
            role: actor.role,
          },
          action: 'schoolPolicies.moderateChat',
          verb: 'removed',
          target: {
            kind: 'chat message',
            id: messageId,
            label: `${from}’s classroom chat message “${excerpt(message.content)}”`,
          },
          details: { room: roomId, during: 'lesson' },
        })
        .catch((error) => deps.log.warn({ err: error }, 'recording a removed classroom message failed'));
      return { removed: true as const };
    },
    deps.log,
  );

  // H6: everyone's layout pins one person's tile; null clears it. Kept in the room's record for late joiners.
  onEvent(
    socket,
    'spotlight',
    async ({ connection }, { roomKey }: Admitted) => {
      if (connection !== null && !(await state.member(roomKey, connection)))
        throw new AppError(404, 'NOT_FOUND', hostControlTexts.personNotFound);
      await state.patchMeta(roomKey, { spotlight: connection });
      await deliver(nsp, [emitTo({ to: 'room', roomKey }, 'spotlight_changed', { connection })]);
      return { connection };
    },
    deps.log,
  );
}

const excerpt = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);
