/** Hands, reactions and the participant list (R13–R16). */
import { classroom, type Participant } from '@chalkline/contracts';
import { AppError } from '../../../errors/app-error.js';
import { onEvent } from '../../../realtime/handle.js';
import { seesIncognito } from '../classroom.policy.js';
import { type ClassroomDeps, type MeetNamespace, type MeetSocket, notAdmitted } from '../classroom-context.js';
import type { Admitted } from '../event-authorizer.js';
import { aboutParticipant } from '../room/room-events.js';
import { requestsOf, visibleParticipants } from '../room/room-state.js';
import { deliver } from './deliver.socket.js';

export function registerParticipants(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  const { state } = deps;
  /** Changes the sender's own participant record under the room's lock. */
  async function updateSelf({ roomKey }: Admitted, change: (p: Participant) => void) {
    return state.withLock(roomKey, async () => {
      const member = await state.member(roomKey, socket.data.instanceId);
      if (!member) throw new AppError(403, 'FORBIDDEN', notAdmitted);
      change(member.participant);
      await state.putMember(roomKey, member);
      return { roomKey, members: await state.members(roomKey), participant: member.participant };
    });
  }

  onEvent(
    socket,
    'raise_hand',
    async (isHandRaised, found: Admitted) => {
      const {
        roomKey,
        members,
        participant: p,
      } = await updateSelf(found, (p) => {
        p.isHandRaised = isHandRaised;
        p.config.isHandRaised = isHandRaised;
        p.updatedAt = deps.now().toISOString();
      });
      if (isHandRaised) await deps.attendance?.handRaised(roomKey, found.member.identity);
      await deliver(
        nsp,
        aboutParticipant({ key: roomKey, members }, p, 'raise_hand', () => ({ user: p.connection, isHandRaised })),
      );
      return { isHandRaised };
    },
    deps.log,
  );

  const react = async ({ value }: { value: string }, found: Admitted) => {
    const {
      roomKey,
      members,
      participant: p,
    } = await updateSelf(found, (p) => {
      p.reaction = value;
    });
    await deliver(
      nsp,
      aboutParticipant({ key: roomKey, members }, p, 'reaction', () => ({ user: p.connection, value })),
    );
    // A reaction lives for 5 s (classroom spec §9).
    const connection = p.connection;
    setTimeout(() => {
      deps.tasks.run('clearing a reaction', () =>
        state.withLock(roomKey, async () => {
          const member = await state.member(roomKey, connection);
          if (member?.participant.reaction !== value) return;
          member.participant.reaction = null;
          await state.putMember(roomKey, member);
        }),
      );
    }, classroom.reactionLifetimeMs).unref();
    return {};
  };
  onEvent(socket, 'reaction', react, deps.log);
  onEvent(socket, 'give_reaction', react, deps.log);

  const updates = async ({ roomKey, member }: Admitted) => {
    const participants = visibleParticipants(await state.members(roomKey), seesIncognito(member));
    const requests = member.isHost ? requestsOf(await state.requests(roomKey)) : [];
    return { participants, requests, total: participants.length };
  };
  onEvent(
    socket,
    'check_online',
    async (_, found: Admitted) => ({ participants: (await updates(found)).participants }),
    deps.log,
  );
  onEvent(
    socket,
    'get_meeting_updates',
    async (_, found: Admitted) => {
      const payload = await updates(found);
      socket.emit('updates', payload);
      return payload;
    },
    deps.log,
  );
}
