/** What every classroom handler shares: the namespace, state, services, and helpers to reach the right sockets. */
import type { MeetClientToServer, MeetServerToClient, Participant } from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import { AppError } from '../errors/app-error.js';
import type { Cluster } from '../realtime/cluster.js';
import type { WhiteboardHub } from '../whiteboard/whiteboard-hub.js';
import type { ChatService } from './chat.service.js';
import type { ClassroomRepository } from './classroom.repository.js';
import type { ClassroomIdentity } from './identity.js';
import { type Member, type RoomStore, visibleParticipants } from './room-state.js';

export interface ClassroomSocketData {
  identity: ClassroomIdentity;
  instanceId: string;
  meetingId: string;
  /** Set once the socket has launched into a classroom (waiting or admitted). */
  roomKey?: string;
}

export type MeetNamespace = Namespace<
  MeetClientToServer,
  MeetServerToClient,
  Record<string, never>,
  ClassroomSocketData
>;
export type MeetSocket = Socket<MeetClientToServer, MeetServerToClient, Record<string, never>, ClassroomSocketData>;

export interface ClassroomDeps {
  repo: ClassroomRepository;
  state: RoomStore;
  /** This node, and the others when there are several (ADR 0014). */
  cluster: Cluster;
  /** Background work started by socket events (a disconnect's cleanup); shutdown waits for it. */
  tasks: BackgroundTasks;
  chat: ChatService;
  log: Logger;
  now: () => Date;
  /** How long a dropped participant stays "recently online" before going offline. */
  offlineAfterMs: number;
  /** The open whiteboards' documents (for the snapshot's whiteboard and closing boards with the room). */
  whiteboards: WhiteboardHub;
  /** Called when a connection leaves for good and when a classroom closes (media cleanup). */
  lifecycle: {
    memberLeft(roomKey: string, connection: string): Promise<void>;
    roomClosed(roomKey: string): Promise<void>;
  };
}

/** Socket.IO rooms per classroom: everyone admitted, admitted admins, and hosts (who see requests). */
export const channels = {
  all: (roomKey: string) => `r:${roomKey}`,
  admins: (roomKey: string) => `a:${roomKey}`,
  hosts: (roomKey: string) => `h:${roomKey}`,
};

/** The default chat room of a classroom; also the room id that its chat files are stored under. */
export const chatRoomOf = (roomKey: string) => `meet:${roomKey}`;

export const notAdmitted = 'You have not been admitted to this classroom';

/** Runs work outside the event that started it, remembering it so shutdown can wait for it. */
export function createBackgroundTasks(log: Logger) {
  const running = new Set<Promise<unknown>>();
  return {
    run(label: string, task: () => Promise<unknown>) {
      const p = task()
        .catch((error) => log.error({ err: error }, `${label} failed`))
        .finally(() => running.delete(p));
      running.add(p);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/** The socket's classroom and member, while the socket is admitted there. */
export async function memberOf(
  deps: ClassroomDeps,
  socket: MeetSocket,
): Promise<{ roomKey: string; member: Member } | null> {
  const roomKey = socket.data.roomKey;
  if (!roomKey) return null;
  const member = await deps.state.memberOnSocket(roomKey, socket.id, socket.data.instanceId);
  return member ? { roomKey, member } : null;
}

export async function requireMember(deps: ClassroomDeps, socket: MeetSocket) {
  const found = await memberOf(deps, socket);
  if (!found) throw new AppError(403, 'FORBIDDEN', notAdmitted);
  return found;
}

/**
 * Sends a participant event to those allowed to see that participant: an incognito admin's events reach
 * admins only (R12). `total` is recomputed per audience.
 */
export function emitAboutParticipant(
  nsp: MeetNamespace,
  room: { key: string; members: Member[] },
  participant: Participant,
  send: (target: ReturnType<MeetNamespace['to']>, total: number) => void,
  exceptSocketId?: string,
) {
  const adminsTotal = visibleParticipants(room.members, true).length;
  const othersTotal = visibleParticipants(room.members, false).length;
  const admins = exceptSocketId
    ? nsp.to(channels.admins(room.key)).except(exceptSocketId)
    : nsp.to(channels.admins(room.key));
  send(admins, adminsTotal);
  if (!participant.config.isIncognito) {
    const base = nsp.to(channels.all(room.key)).except(channels.admins(room.key));
    send(exceptSocketId ? base.except(exceptSocketId) : base, othersTotal);
  }
}
