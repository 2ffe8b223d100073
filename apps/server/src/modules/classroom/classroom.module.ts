/**
 * The live classroom as one module: classroom state, chat, admission, whiteboards and media signalling, their
 * HTTP routes, the socket gateway and the shutdown steps. The composition root builds it, registers `routes`
 * under /api, calls `attach(io)` once realtime exists, `stop()` before sockets close and `close()` after.
 */

import { type FallbackMeetingLink, meetRoomId } from '@chalkline/contracts';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createMediaEngine, createVideoProbes, type MediaConfig } from '../../media/create-media-engine.js';
import type { AccountEndReason, Cluster } from '../../realtime/cluster.js';
import type { OverloadMonitor } from '../../realtime/overload.js';
import type { Realtime } from '../../realtime/server.js';
import type { FileStore } from '../../storage/file-store.js';
import type { SessionService } from '../accounts/session.service.js';
import type { UserRepository } from '../accounts/user.repository.js';
import type { ActivityRecord } from '../activity/activity.service.js';
import type { ProgramAccess } from '../billing/billing-access.js';
import type { FileRepository } from '../files/file.repository.js';
import type { RoomAccess } from '../files/room-access.js';
import { createGuestTickets } from './admission/guest.js';
import { createAttendanceRepository } from './attendance/attendance.repository.js';
import { createAttendanceRecorder } from './attendance/attendance.service.js';
import { mediaAudience } from './breakouts/breakout-audience.js';
import { applyBreakoutMedia } from './breakouts/breakout-media.js';
import { type BreakoutTimers, createBreakoutTimers } from './breakouts/breakout-timer.js';
import { registerBreakouts } from './breakouts/breakouts.socket.js';
import { createChatService } from './chat/meeting-chat.service.js';
import { attachClassroom } from './classroom.gateway.js';
import { createClassroomRoomResolver } from './classroom.policy.js';
import { createClassroomRepository } from './classroom.repository.js';
import { classroomRoutes } from './classroom.routes.js';
import { createClassroomService } from './classroom.service.js';
import { type ClassroomDeps, createBackgroundTasks } from './classroom-context.js';
import { registerLowBandwidth } from './media/low-bandwidth.socket.js';
import { createRouterRegistry, relayMediaEvents } from './media/media-relay.socket.js';
import { registerMediaSignalling } from './media/media-signalling.socket.js';
import { videoProbeRoutes } from './media/video-probe.routes.js';
import { offlineAfterMs } from './participants/presence.js';
import { createPollsRepository } from './polls/polls.repository.js';
import { pollsRoutes } from './polls/polls.routes.js';
import { createPollsService } from './polls/polls.service.js';
import { registerPolls } from './polls/polls.socket.js';
import { createRecordingRepository } from './recording/recording.repository.js';
import { createRecordingService } from './recording/recording.service.js';
import { registerRecording } from './recording/recording.socket.js';
import { registerHostControls } from './room/host-controls.socket.js';
import { registerLocks } from './room/locks.socket.js';
import { createRedisRoomStore } from './room/redis-room-store.js';
import type { ConsentPort } from './room/room-consent.js';
import { createRoomLimits, type RoomLimitsTable } from './room/room-limits.js';
import { createRoomState, type RoomStore } from './room/room-state.js';
import { createWhiteboardRepository } from './whiteboard/whiteboard.repository.js';
import { whiteboardRoutes } from './whiteboard/whiteboard.routes.js';
import { createWhiteboardService } from './whiteboard/whiteboard.service.js';
import { registerWhiteboard } from './whiteboard/whiteboard.socket.js';
import { createWhiteboardHub } from './whiteboard/whiteboard-hub.js';

export interface ClassroomModuleDeps {
  db: Db;
  secret: Buffer;
  cluster: Cluster;
  log: Logger;
  media: MediaConfig;
  users: UserRepository;
  sessions: SessionService;
  files: FileRepository;
  /** File and history access: the module registers who belongs to `meet:…` rooms. */
  rooms: RoomAccess;
  limits?: RateLimitStore;
  /** How long a dropped participant stays recently online (tests shorten it). */
  offlineAfterMs?: number;
  /** Replaces some room-event rate limits (throughput benchmarks). */
  roomLimits?: Partial<RoomLimitsTable>;
  /** Which paid programs a student may enter now (billing, ADR 0042); absent: enrolment is enough. */
  billingAccess?: ProgramAccess;
  /** Where recordings' chunks and joined files are kept. */
  store: FileStore;
  /** Joins abandoned recordings later (ADR 0044). */
  jobs?: JobQueue;
  /** The school's Alternative Meeting Link, which the lobby offers those it lets in (ADR 0062); absent: none. */
  altMeetingLink?: () => Promise<FallbackMeetingLink | null>;
  /** The node's overload signal (ADR 0069). */
  overload?: OverloadMonitor;
  /** Someone signed in entered or left a call: the platform chat pushes their ON_CALL presence (ADR 0063). */
  onCallChanged?: (userKey: string) => void;
  /** Guardians' consent (the families module, ADR 0079): recording and camera held back without it. */
  consent?: ConsentPort;
  /** The activity log: a host removing a classroom chat message is recorded there (ADR 0081). */
  activity?: { record(entry: ActivityRecord): Promise<unknown> };
}

export function createClassroomModule(deps: ClassroomModuleDeps) {
  const { db, cluster, log, users, sessions, rooms } = deps;
  const repo = createClassroomRepository(db, deps.billingAccess);
  const roomState = createRoomState();
  const roomStore: RoomStore = cluster.redis ? createRedisRoomStore(cluster.redis, cluster.keyPrefix) : roomState;
  const chat = createChatService({ repo, files: deps.files });
  const guests = createGuestTickets(deps.secret);
  const classrooms = createClassroomService({ repo, users, guests });
  const boardRepo = createWhiteboardRepository(db);
  const hub = createWhiteboardHub(boardRepo, log, undefined, cluster);
  const whiteboards = createWhiteboardService({
    boards: boardRepo,
    hub,
    state: roomStore,
    classrooms: repo,
    cluster,
    mayEnter: classrooms.mayEnterNow,
  });
  rooms.register(meetRoomId.prefix.slice(0, -1), createClassroomRoomResolver({ roomStore, classroomRepo: repo }));

  const roomLimits = createRoomLimits({
    store: deps.limits ?? null,
    limits: deps.roomLimits,
    isStoredMessage: async (key) => (await repo.findMessage(key)) !== null,
  });
  const polls = createPollsService({
    polls: createPollsRepository(db),
    state: roomStore,
    classrooms,
    secret: deps.secret,
    now: () => new Date(),
  });
  const tasks = createBackgroundTasks(log);
  const engine = createMediaEngine(deps.media, (line) => log.info({ janus: line }, 'janus'));
  const routers = createRouterRegistry(engine);
  // The lobby's video-path check (ADR 0086): short-lived werift peers in this process, whichever engine runs.
  const videoProbes = createVideoProbes(deps.media);
  const recordings = createRecordingService({
    repo: createRecordingRepository(db),
    store: deps.store,
    state: roomStore,
    log,
    now: () => new Date(),
    run: tasks.run,
    jobs: deps.jobs,
  });
  const classroomDeps: ClassroomDeps = {
    repo,
    state: roomStore,
    cluster,
    tasks,
    chat,
    classrooms,
    whiteboards,
    recordings,
    log,
    now: () => new Date(),
    offlineAfterMs: deps.offlineAfterMs ?? offlineAfterMs,
    overload: deps.overload,
    consent: deps.consent,
    attendance: createAttendanceRecorder({ repo: createAttendanceRepository(db), log, now: () => new Date() }),
    lifecycle: {
      memberLeft: (roomKey, connection) => engine.closePeer({ routerId: roomKey, peerId: connection }),
      roomClosed: async (roomKey) => {
        await routers.close(roomKey);
        cluster.publish('room:closed', roomKey);
      },
      onCallChanged: deps.onCallChanged,
    },
  };
  // A classroom ended on another node releases its media router here too.
  cluster.on('room:closed', (roomKey) => routers.close(roomKey));

  let gateway: ReturnType<typeof attachClassroom> | null = null;
  let breakoutTimers: BreakoutTimers | null = null;
  let stopRelay = () => {};
  return {
    /** The classroom's and the boards' HTTP routes, for registering under /api. */
    routes: async (api: FastifyInstance) => {
      await api.register(
        classroomRoutes({ classrooms, chat, rooms, limits: deps.limits, altMeetingLink: deps.altMeetingLink }),
      );
      await api.register(videoProbeRoutes({ probes: videoProbes, limits: deps.limits }));
      await api.register(whiteboardRoutes(whiteboards));
      await api.register(pollsRoutes(polls));
    },
    /** The `/meet/{meetingId}` namespaces with every handler, and engine events relayed to them. */
    attach(io: Realtime) {
      const attached = attachClassroom(io, { ...classroomDeps, sessions, users, guests, roomLimits }, [
        (nsp, socket) => registerWhiteboard(nsp, classroomDeps, socket),
        (nsp, socket) => registerMediaSignalling(nsp, { ...classroomDeps, engine, routers }, socket),
        (nsp, socket) => registerRecording(nsp, { ...classroomDeps, recordings }, socket),
        (nsp, socket) => registerPolls(nsp, { ...classroomDeps, polls }, socket),
        (nsp, socket) => registerLocks(nsp, { ...classroomDeps, engine }, socket),
        (nsp, socket) => registerHostControls(nsp, { ...classroomDeps, engine, activity: deps.activity }, socket),
        (_nsp, socket) => registerLowBandwidth({ ...classroomDeps, engine }, socket),
        (nsp, socket) => registerBreakouts(nsp, { ...classroomDeps, engine, timers: () => breakoutTimers }, socket),
      ]);
      gateway = attached;
      breakoutTimers = createBreakoutTimers({ ...classroomDeps, engine }, attached.namespaceOf);
      // Breakouts changed on another node: media held here follows (ADR 0087).
      cluster.on('classroom:breakouts', (roomKey, before, after) => {
        const meetingId = roomStore.meetingIdOf(roomKey);
        if (!meetingId) return;
        const nsp = attached.namespaceOf(meetingId);
        return applyBreakoutMedia(nsp, { state: roomStore, engine }, roomKey, JSON.parse(before), JSON.parse(after));
      });
      stopRelay = relayMediaEvents(
        engine,
        routers,
        (roomKey) => {
          const meetingId = roomStore.meetingIdOf(roomKey);
          return meetingId ? attached.namespaceOf(meetingId) : null;
        },
        (roomKey, audience, owner) => mediaAudience({ state: roomStore }, roomKey, audience, owner),
        (error) => log.warn({ err: error }, 'relaying a media event failed'),
      );
    },
    /** Ends a suspended or deleted person's classroom sockets on this node, freeing their seats. */
    endPerson: async (userId: string, reason: AccountEndReason, keepSession = '') =>
      gateway?.endPerson(userId, reason, keepSession),
    /** Before sockets close: no more presence sweeps. */
    stop: () => {
      gateway?.stop();
      breakoutTimers?.stop();
    },
    /** After sockets closed: their cleanups finish, media stops, open boards are saved. */
    async close() {
      stopRelay();
      await tasks.drain();
      await engine.close();
      await videoProbes.close();
      await hub.flushAll();
    },
    services: {
      chat,
      classrooms,
      roomState,
      roomStore,
      guests,
      whiteboards: hub,
      boards: whiteboards,
      engine,
      videoProbes,
      recordings,
      polls,
      /** This node's breakout timers (a two-node test stops one node's to show the other closes the rooms). */
      breakoutTimers: () => breakoutTimers,
    },
  };
}
export type ClassroomModule = ReturnType<typeof createClassroomModule>;
