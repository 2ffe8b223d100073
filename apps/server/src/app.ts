/** Composition root: database → services → HTTP routes, realtime and the web app. */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { createChatService } from './classroom/chat.service.js';
import { attachClassroom } from './classroom/classroom.gateway.js';
import { createClassroomRepository } from './classroom/classroom.repository.js';
import { classroomRoutes } from './classroom/classroom.routes.js';
import { createBackgroundTasks } from './classroom/classroom-context.js';
import { createGuestTickets } from './classroom/guest.js';
import {
  createRouterRegistry,
  registerMediaSignalling,
  relayMediaEvents,
} from './classroom/media-signalling.socket.js';
import { createRedisRoomStore } from './classroom/redis-room-store.js';
import { createRoomState, type RoomStore } from './classroom/room-state.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { registerViewer } from './http/auth.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerWebApp } from './http/static.js';
import { createMailer } from './mail/mailer.js';
import { createMediaEngine } from './media/create-media-engine.js';
import { accountRoutes } from './modules/accounts/accounts.routes.js';
import { authRoutes } from './modules/accounts/auth.routes.js';
import { createAuthService } from './modules/accounts/auth.service.js';
import { createGoogleService } from './modules/accounts/google.service.js';
import { createLoginThrottle } from './modules/accounts/login-throttle.js';
import { createPasswordResetRepository } from './modules/accounts/password-reset.repository.js';
import { createPasswordResetService } from './modules/accounts/password-reset.service.js';
import { createProfileService } from './modules/accounts/profile.service.js';
import { createRegistrationService } from './modules/accounts/registration.service.js';
import { loadSecret } from './modules/accounts/secret.js';
import { createSessionRepository } from './modules/accounts/session.repository.js';
import { createSessionService } from './modules/accounts/session.service.js';
import { createUserRepository } from './modules/accounts/user.repository.js';
import { createDashboardRepository } from './modules/dashboards/dashboard.repository.js';
import { createDashboardService } from './modules/dashboards/dashboard.service.js';
import { dashboardRoutes } from './modules/dashboards/dashboards.routes.js';
import { createFileRepository } from './modules/files/file.repository.js';
import { createFileService } from './modules/files/file.service.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { createRoomAccess } from './modules/files/room-access.js';
import { createMeetingRepository } from './modules/meetings/meeting.repository.js';
import { createMeetingService } from './modules/meetings/meeting.service.js';
import { meetingRoutes } from './modules/meetings/meetings.routes.js';
import { createProgramRepository } from './modules/programs/program.repository.js';
import { createProgramService } from './modules/programs/program.service.js';
import { programRoutes } from './modules/programs/programs.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { createReferenceService } from './modules/reference/reference.service.js';
import { createScheduleRepository } from './modules/schedules/schedule.repository.js';
import { createScheduleService } from './modules/schedules/schedule.service.js';
import { scheduleRoutes } from './modules/schedules/schedules.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { createTeachingRepository } from './modules/teaching/teaching.repository.js';
import { teachingRoutes } from './modules/teaching/teaching.routes.js';
import { createTeachingService } from './modules/teaching/teaching.service.js';
import { createCluster } from './realtime/cluster.js';
import { createRealtime } from './realtime/server.js';
import { createLocalFileStore } from './storage/local-file-store.js';
import { createS3FileStore } from './storage/s3-file-store.js';
import { createWhiteboardRepository } from './whiteboard/whiteboard.repository.js';
import { whiteboardRoutes } from './whiteboard/whiteboard.routes.js';
import { registerWhiteboard } from './whiteboard/whiteboard.socket.js';
import { createWhiteboardHub } from './whiteboard/whiteboard-hub.js';

export interface BuildOptions {
  /** An already open database (tests pass a per-file copy); otherwise the configured one is opened. */
  database?: Database;
  logger?: Logger;
  /** How long a dropped classroom participant stays recently online (tests shorten it). */
  offlineAfterMs?: number;
}

export function createLogger(config: Config): Logger {
  return pino({
    level: config.log.level,
    ...(config.log.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  });
}

export async function buildApp(config: Config, options: BuildOptions = {}) {
  const log = options.logger ?? createLogger(config);
  const database = options.database ?? (await openDatabase(config.database));
  await database.exclusive(async () => {
    await database.migrate(config.migrationsDir);
    if (config.seedOnStart && (await seedDemoData(database.db))) log.info('seeded demo data');
  });

  const secret = await loadSecret(config.auth);
  // One node by default; with REDIS_URL, several nodes share sockets, classroom state and rate limits.
  const cluster = await createCluster(config.redis, log);
  const limits = cluster.redis ? { redis: cluster.redis, keyPrefix: cluster.keyPrefix } : null;
  const users = createUserRepository(database.db);
  const sessions = createSessionService(createSessionRepository(database.db), secret);
  const rooms = createRoomAccess();
  const fileRepo = createFileRepository(database.db);
  const store = config.files.s3 ? createS3FileStore(config.files.s3) : createLocalFileStore(config.files.dir);
  const files = createFileService({ repo: fileRepo, store, rooms });
  const reference = createReferenceService();
  const mailer = createMailer(config.mail);
  const throttle = createLoginThrottle(limits);
  const auth = createAuthService({ users, sessions, throttle });
  const registration = createRegistrationService({ users, reference });
  const profiles = createProfileService({ users, files: fileRepo, reference });
  const resets = createPasswordResetService({
    users,
    resets: createPasswordResetRepository(database.db),
    sessions,
    throttle,
    mailer,
    log,
  });
  const google = config.google ? createGoogleService(config.google, users, log) : null;
  const programRepo = createProgramRepository(database.db);
  const programs = createProgramService({ repo: programRepo, files: fileRepo });
  const teachingRepo = createTeachingRepository(database.db);
  const teaching = createTeachingService({ repo: teachingRepo, users });
  const scheduleRepo = createScheduleRepository(database.db);
  const schedules = createScheduleService({ repo: scheduleRepo, teaching: teachingRepo });
  const meetings = createMeetingService({
    repo: createMeetingRepository(database.db),
    schedules: scheduleRepo,
    teaching: teachingRepo,
    programTitle: async (id) => (await programRepo.findProgram({ id }))?.program.title ?? null,
  });
  const classroomRepo = createClassroomRepository(database.db);
  const roomState = createRoomState();
  const roomStore: RoomStore = cluster.redis ? createRedisRoomStore(cluster.redis, cluster.keyPrefix) : roomState;
  const chat = createChatService({ repo: classroomRepo, files: fileRepo });
  const guests = createGuestTickets(secret);
  const boards = createWhiteboardRepository(database.db);
  const whiteboards = createWhiteboardHub(boards, log, undefined, cluster);
  // Members of a classroom (now, or in any earlier lesson) may read its chat files and history.
  rooms.register('meet', async (viewer, roomId) => {
    const roomKey = roomId.slice('meet:'.length);
    if ((await roomStore.members(roomKey)).some((m) => m.identity.key === viewer.id)) return true;
    return classroomRepo.attendedRoom(roomKey, viewer.id);
  });
  const dashboards = createDashboardService({
    repo: createDashboardRepository(database.db),
    programs,
    schedules,
    teaching,
  });

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);

  await app.register(fastifyCookie, { secret });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyMultipart);

  await app.register(
    async (api) => {
      registerViewer(api, sessions);
      await api.register(systemRoutes(() => database.ping()));
      await api.register(referenceRoutes(reference));
      await api.register(fileRoutes(files));
      await api.register(
        authRoutes({
          auth,
          registration,
          resets,
          profiles,
          sessions,
          google,
          publicUrl: config.publicUrl,
          cookieDomain: config.auth.cookieDomain,
          log,
          limits,
        }),
      );
      await api.register(accountRoutes({ profiles, registration, users }));
      await api.register(programRoutes(programs));
      await api.register(teachingRoutes(teaching));
      await api.register(scheduleRoutes(schedules));
      await api.register(meetingRoutes(meetings));
      await api.register(dashboardRoutes(dashboards));
      await api.register(classroomRoutes({ repo: classroomRepo, chat, guests, rooms, users, limits }));
      await api.register(whiteboardRoutes({ boards, hub: whiteboards, rooms }));
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDist);

  const io = createRealtime(app.server, { allowedOrigins: config.allowedOrigins, log, sessions });
  cluster.attach(io);
  const tasks = createBackgroundTasks(log);
  const engine = createMediaEngine(config.media, (line) => log.info({ janus: line }, 'janus'));
  const routers = createRouterRegistry(engine);
  const classroomDeps = {
    repo: classroomRepo,
    state: roomStore,
    cluster,
    tasks,
    chat,
    log,
    now: () => new Date(),
    offlineAfterMs: options.offlineAfterMs ?? 60_000,
    whiteboards,
    lifecycle: {
      memberLeft: (roomKey: string, connection: string) => engine.closePeer({ routerId: roomKey, peerId: connection }),
      roomClosed: async (roomKey: string) => {
        await routers.close(roomKey);
        cluster.publish('room:closed', roomKey);
      },
    },
  };
  // A classroom ended on another node releases its media router here too.
  cluster.on('room:closed', (roomKey) => routers.close(roomKey as string));
  const classroom = attachClassroom(io, { ...classroomDeps, sessions, users, guests }, [
    (nsp, socket) => registerWhiteboard(nsp, { ...classroomDeps, boards }, socket),
    (nsp, socket) => registerMediaSignalling(nsp, { ...classroomDeps, engine, routers }, socket),
  ]);
  const stopRelay = relayMediaEvents(engine, (roomKey) => {
    const meetingId = roomStore.meetingIdOf(roomKey);
    return meetingId ? classroom.namespaceOf(meetingId) : null;
  });
  // Sockets hold the HTTP server open: this node's own go first (locally: through the adapter, disconnecting
  // would reach every node's), so the close does not wait for clients to leave.
  app.addHook('preClose', async () => {
    classroom.stop();
    for (const nsp of io._nsps.values()) for (const socket of nsp.sockets.values()) socket.disconnect(true);
  });
  app.addHook('onClose', async () => {
    stopRelay();
    await io.close();
    // Disconnect cleanups of the sockets just closed still write the classroom state.
    await tasks.drain();
    await engine.close();
    await whiteboards.flushAll();
    await cluster.close();
    if (!options.database) await database.close();
  });

  return {
    app,
    io,
    database,
    services: {
      users,
      sessions,
      files,
      rooms,
      reference,
      mailer,
      auth,
      registration,
      profiles,
      resets,
      throttle,
      programs,
      teaching,
      schedules,
      meetings,
      dashboards,
      chat,
      roomState,
      roomStore,
      cluster,
      guests,
      whiteboards,
      engine,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;
