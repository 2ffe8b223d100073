/** Hands, reactions and the participant list (R13–R16). */
import { classroom, emptyPayload, raiseHandPayload, reactionPayload } from '@chalkline/contracts';
import { onEvent } from '../realtime/handle.js';
import {
  type ClassroomDeps,
  emitAboutParticipant,
  type MeetNamespace,
  type MeetSocket,
  requireMember,
} from './classroom-context.js';
import { isAdminIdentity } from './identity.js';
import { requestsOf, visibleParticipants } from './room-state.js';

export function registerParticipants(nsp: MeetNamespace, deps: ClassroomDeps, socket: MeetSocket) {
  onEvent(
    socket,
    'raise_hand',
    raiseHandPayload,
    (isHandRaised) => {
      const { room, member } = requireMember(deps, socket);
      const p = member.participant;
      p.isHandRaised = isHandRaised;
      p.config.isHandRaised = isHandRaised;
      p.updatedAt = deps.now().toISOString();
      emitAboutParticipant(nsp, room, p, (to) => to.emit('raise_hand', { user: p.connection, isHandRaised }));
      return { isHandRaised };
    },
    deps.log,
  );

  const react = ({ value }: { value: string }) => {
    const { room, member } = requireMember(deps, socket);
    const p = member.participant;
    p.reaction = value;
    emitAboutParticipant(nsp, room, p, (to) => to.emit('reaction', { user: p.connection, value }));
    // A reaction lives for 5 s (classroom spec §9).
    setTimeout(() => {
      if (p.reaction === value) p.reaction = null;
    }, classroom.reactionLifetimeMs).unref();
    return {};
  };
  onEvent(socket, 'reaction', reactionPayload, react, deps.log);
  onEvent(socket, 'give_reaction', reactionPayload, react, deps.log);

  const updates = () => {
    const { room, member } = requireMember(deps, socket);
    const participants = visibleParticipants(room, isAdminIdentity(member.identity));
    return { participants, requests: member.isHost ? requestsOf(room) : [], total: participants.length };
  };
  onEvent(socket, 'check_online', emptyPayload, () => ({ participants: updates().participants }), deps.log);
  onEvent(
    socket,
    'get_meeting_updates',
    emptyPayload,
    () => {
      const payload = updates();
      socket.emit('updates', payload);
      return payload;
    },
    deps.log,
  );
}
