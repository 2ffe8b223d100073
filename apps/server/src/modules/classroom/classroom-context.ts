/** What every classroom handler shares: the namespace, state, services, and helpers to reach the right sockets. */

import type { MeetClientToServer, MeetServerToClient } from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Namespace, Socket } from 'socket.io';
import { AppError } from '../../errors/app-error.js';
import type { Cluster } from '../../realtime/cluster.js';
import type { OverloadMonitor } from '../../realtime/overload.js';
import type { ClassroomIdentity } from './admission/identity.js';
import type { AttendanceRecorder } from './attendance/attendance.service.js';
import type { ChatService } from './chat/meeting-chat.service.js';
import type { ClassroomRepository } from './classroom.repository.js';
import type { ClassroomService } from './classroom.service.js';
import type { RecordingService } from './recording/recording.service.js';
import type { ConsentPort } from './room/room-consent.js';
import type { Member, RoomStore } from './room/room-state.js';
import type { WhiteboardService } from './whiteboard/whiteboard.service.js';

export interface ClassroomSocketData {
  identity: ClassroomIdentity;
  /**
   * The tab's id from the handshake; once launched, the connection id the classroom gave the socket (the same,
   * unless another person held it there: R30).
   */
  instanceId: string;
  meetingId: string;
  /** The session a signed-in person's socket was opened with (guests have none): ADR 0055 ends other sessions'. */
  sessionId?: string;
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
  /** The classroom's boards (the snapshot's open board, restoring and releasing it with the room). */
  whiteboards: WhiteboardService;
  /** The classroom's settings and meeting-id rules. */
  classrooms: ClassroomService;
  /** Recording the classroom (R33–R36); a recording ends when its recorder leaves or the classroom closes. */
  recordings?: RecordingService;
  /** Each person's joins, leaves, media, hands and messages, written as they happen (ADR 0076). */
  attendance?: AttendanceRecorder;
  /** Guardians' consent to recording and camera (ADR 0079); absent: nobody is held back. */
  consent?: ConsentPort;
  /** The node's overload signal: what the classroom sheds, and its chat writes counted (R37, ADR 0069). */
  overload?: OverloadMonitor;
  /** Called when a connection leaves for good and when a classroom closes (media cleanup). */
  lifecycle: {
    memberLeft(roomKey: string, connection: string): Promise<void>;
    roomClosed(roomKey: string): Promise<void>;
    /** A signed-in person entered or left the call (their ON_CALL presence, ADR 0063); answers at once. */
    onCallChanged?(userKey: string): void;
  };
}

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
