/**
 * The classroom namespace `/meet/{meetingId}` (R1–R2): authenticates each socket as a person (socket ticket or
 * session token) or a guest (a guest ticket for this meeting), then registers one handler file per concern.
 */
import { meetNamespace, meetNamespacePattern, messages } from '@chalkline/contracts';
import type { Server } from 'socket.io';
import { notSignedIn } from '../../realtime/auth.js';
import type { AccountEndReason } from '../../realtime/cluster.js';
import { guardEvents } from '../../realtime/handle.js';
import { sheddingGuard } from '../../realtime/shedding.js';
import type { SessionService } from '../accounts/session.service.js';
import type { UserRepository } from '../accounts/user.repository.js';
import { createAdmissionService } from './admission/admission.service.js';
import { endPersonInClassrooms } from './admission/end-person.socket.js';
import type { GuestTickets } from './admission/guest.js';
import { type ClassroomIdentity, identityOf } from './admission/identity.js';
import { admitWaiting, registerLaunchAndAdmission } from './admission/launch-and-admission.socket.js';
import { registerChat } from './chat/meeting-chat.socket.js';
import type { ClassroomDeps, MeetNamespace, MeetSocket } from './classroom-context.js';
import { authorizeClassroomEvents } from './event-authorizer.js';
import { deliver } from './participants/deliver.socket.js';
import { registerParticipants } from './participants/participants.socket.js';
import { sweepEveryMs, sweepPresence } from './participants/presence.js';
import type { RoomLimits } from './room/room-limits.js';

export interface GatewayDeps extends ClassroomDeps {
  sessions: SessionService;
  users: UserRepository;
  guests: GuestTickets;
  /** Rate limits on room events, per socket and per person (R32). */
  roomLimits: RoomLimits;
}

/** Extra handler sets (media, whiteboard) register through this hook. */
export type SocketRegistrar = (nsp: MeetNamespace, socket: MeetSocket) => void;

export function attachClassroom(io: Server, gatewayDeps: GatewayDeps, extra: SocketRegistrar[] = []) {
  const nsp = io.of(meetNamespacePattern) as unknown as MeetNamespace;
  const deps = { ...gatewayDeps, admission: createAdmissionService(gatewayDeps) };

  nsp.use(async (socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; instanceId?: unknown };
    const token = typeof auth.token === 'string' && auth.token.length <= 600 ? auth.token : '';
    const instanceId = typeof auth.instanceId === 'string' && auth.instanceId.length <= 100 ? auth.instanceId : '';
    if (!token) {
      deps.log.warn({ nsp: socket.nsp.name }, messages.tokenMissing);
      return next(new Error(messages.tokenMissing));
    }
    if (!instanceId) {
      deps.log.warn({ nsp: socket.nsp.name }, messages.instanceIdMissing);
      return next(new Error(messages.instanceIdMissing));
    }
    try {
      const meetingId = socket.nsp.name.slice(meetNamespace('').length);
      const identified = await identify(token, meetingId);
      if (!identified) return next(new Error(notSignedIn));
      socket.data = { ...identified, instanceId, meetingId };
      next();
    } catch (error) {
      deps.log.error({ err: error }, 'classroom socket authentication failed');
      next(new Error(notSignedIn));
    }
  });

  async function identify(
    token: string,
    meetingId: string,
  ): Promise<{ identity: ClassroomIdentity; sessionId?: string } | null> {
    const guest = deps.guests.verify(token);
    if (guest) {
      if (guest.meetingId !== meetingId) return null;
      const [firstName, ...rest] = guest.name.split(' ');
      const identity = { kind: 'guest' as const, key: `guest:${guest.id}`, lastName: rest.join(' ') };
      return { identity: { ...identity, firstName: firstName ?? guest.name } };
    }
    const viewer = (await deps.sessions.resolveSocketTicket(token)) ?? (await deps.sessions.resolve(token));
    if (!viewer) return null;
    const user = await deps.users.findById(viewer.id);
    return user ? { identity: identityOf(user), sessionId: viewer.sessionId } : null;
  }

  nsp.on('connection', (socket) => {
    // Broadcasts and socket lookups go through the meeting's own child namespace: the parent holds no sockets.
    const meeting = socket.nsp as unknown as MeetNamespace;
    const who = { socketId: socket.id, personKey: socket.data.identity.key };
    authorizeClassroomEvents(deps, socket);
    // Shedding first: an event refused for load spends nobody's rate-limit budget (R37).
    if (deps.overload) guardEvents(socket, sheddingGuard(deps.overload));
    guardEvents(socket, (event, payload) => deps.roomLimits.check(who, event, payload));
    registerLaunchAndAdmission(meeting, deps, socket);
    registerParticipants(meeting, deps, socket);
    registerChat(meeting, deps, socket);
    for (const register of extra) register(meeting, socket);
  });

  /**
   * A meeting's namespace on this node, made as a child of the classroom namespace when no client has connected
   * here yet (so a later client still passes its authentication and handlers). Emits reach every node.
   */
  const namespaceOf = (meetingId: string): MeetNamespace => {
    const name = meetNamespace(meetingId);
    const existing = io._nsps.get(name);
    return (existing ?? (nsp as unknown as { createChild(name: string): unknown }).createChild(name)) as MeetNamespace;
  };

  // A host on another node lets in a socket that waits on this one.
  deps.cluster.on('classroom:admit', (name, roomKey, socketId) => {
    const meeting = io._nsps.get(name) as unknown as MeetNamespace | undefined;
    if (!meeting?.sockets.has(socketId)) return null;
    return admitWaiting(meeting, deps, roomKey, socketId);
  });

  let sweeping = false;
  const sweeper =
    deps.state.kind === 'redis'
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = true;
          deps.tasks.run('sweeping classroom presence', () =>
            sweepPresence(deps, (meetingId, actions) => deliver(namespaceOf(meetingId), actions)).finally(() => {
              sweeping = false;
            }),
          );
        }, sweepEveryMs)
      : null;
  sweeper?.unref();

  return {
    nsp,
    namespaceOf,
    stop: () => clearInterval(sweeper ?? undefined),
    /** A suspended or deleted person leaves every classroom held on this node (end-person.socket.ts). */
    endPerson: (userId: string, reason: AccountEndReason, keepSession = '') =>
      endPersonInClassrooms(io, deps, userId, reason, keepSession),
  };
}
