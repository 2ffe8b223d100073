/** Composition root: database → modules → HTTP app → realtime → shutdown, read top to bottom. */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import { createClassroomModule } from './classroom/classroom.module.js';
import type { RoomLimitsTable } from './classroom/room-limits.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { registerActivityLog } from './http/activity-hook.js';
import { registerViewer } from './http/auth.js';
import { registerCsrfGuard } from './http/csrf.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerOpenApi } from './http/openapi.js';
import { type DeclaredRoute, registerRoutePermissions } from './http/route-permission.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerShutdown } from './http/shutdown.js';
import { registerWebApp } from './http/static.js';
import { createMailer } from './mail/mailer.js';
import { createAccountsModule } from './modules/accounts/accounts.module.js';
import { loadSecret } from './modules/accounts/secret.js';
import { createActivityModule } from './modules/activity/activity.module.js';
import { createDashboardsModule } from './modules/dashboards/dashboards.module.js';
import { createFilesModule } from './modules/files/files.module.js';
import { createMeetingsModule } from './modules/meetings/meetings.module.js';
import { createProgramsModule } from './modules/programs/programs.module.js';
import { createReferenceModule } from './modules/reference/reference.module.js';
import { createSchedulesModule } from './modules/schedules/schedules.module.js';
import { createSearchModule } from './modules/search/search.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createTeachingModule } from './modules/teaching/teaching.module.js';
import { createAccountEnds, endRootSockets } from './realtime/account-ends.js';
import { createCluster } from './realtime/cluster.js';
import { createRealtime } from './realtime/server.js';
import { createLocalFileStore } from './storage/local-file-store.js';
import { createS3FileStore } from './storage/s3-file-store.js';

export interface BuildOptions {
  /** An already open database (tests pass a per-file copy); otherwise the configured one is opened. */
  database?: Database;
  logger?: Logger;
  /** How long a dropped classroom participant stays recently online (tests shorten it). */
  offlineAfterMs?: number;
  /** Replaces some room-event rate limits (benchmarks that measure throughput raise them). */
  roomLimits?: Partial<RoomLimitsTable>;
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
  await migrateAndSeed(database, config, log);
  const db = database.db;

  const secret = await loadSecret(config.auth);
  // One node by default; with REDIS_URL, several nodes share sockets, classroom state and rate limits.
  const cluster = await createCluster(config.redis, log);
  const limits = cluster.redis ? { redis: cluster.redis, keyPrefix: cluster.keyPrefix } : null;
  const mailer = createMailer(config.mail);
  const store = config.files.s3 ? createS3FileStore(config.files.s3) : createLocalFileStore(config.files.dir);

  const system = createSystemModule({ ping: () => database.ping(), config });
  const reference = createReferenceModule();
  const files = createFilesModule({ db, store, quotaBytes: config.files.quotaBytes });
  // Suspending or deleting a person ends their sockets on every node; the enders register once realtime exists.
  const accountEnds = createAccountEnds(cluster, log);
  const accounts = createAccountsModule({
    db,
    secret,
    settings: config,
    mailer,
    reference: reference.service,
    files: files.repo,
    limits,
    log,
    cluster,
    accountEnds,
  });
  const activity = createActivityModule({ db, users: accounts.users });
  const programs = createProgramsModule({ db, files: files.repo });
  const teaching = createTeachingModule({ db, users: accounts.users });
  const schedules = createSchedulesModule({ db, teaching: teaching.repo });
  const dashboards = createDashboardsModule({
    db,
    programs: programs.service,
    schedules: schedules.service,
    teaching: teaching.service,
  });
  // The classroom, its whiteboards and media signalling: routes, socket gateway and shutdown steps.
  const classroom = createClassroomModule({
    db,
    secret,
    cluster,
    log,
    media: config.media,
    users: accounts.users,
    sessions: accounts.sessions,
    files: files.repo,
    rooms: files.rooms,
    limits,
    offlineAfterMs: options.offlineAfterMs,
    roomLimits: options.roomLimits,
  });
  // After the classroom: the admin's Live Classes read who is in which classroom from its room store.
  const meetings = createMeetingsModule({
    db,
    programs: programs.repo,
    schedules: schedules.repo,
    teaching: teaching.repo,
    rooms: classroom.services.roomStore,
  });
  const search = createSearchModule({ db });

  const app = await createHttpApp(config, log, secret);
  let routes: readonly DeclaredRoute[] = [];
  await app.register(
    async (api) => {
      registerViewer(api, accounts.sessions);
      routes = registerRoutePermissions(api);
      registerActivityLog(api, activity.service);
      await registerOpenApi(api);
      const modules = [
        system,
        reference,
        files,
        accounts,
        programs,
        teaching,
        schedules,
        meetings,
        search,
        dashboards,
        classroom,
        activity,
      ];
      for (const module of modules) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDist);

  const io = createRealtime(app.server, { allowedOrigins: config.allowedOrigins, log, sessions: accounts.sessions });
  cluster.attach(io);
  classroom.attach(io);
  accountEnds.register(endRootSockets(io));
  accountEnds.register(classroom.endPerson);

  registerShutdown(app, io, {
    beforeSockets: () => classroom.stop(),
    afterSockets: [
      () => classroom.close(),
      () => cluster.close(),
      // A database passed in belongs to the caller.
      () => (options.database ? undefined : database.close()),
    ],
  });

  return {
    app,
    io,
    database,
    /** Every API route with the permission it declared (`config.permission`, http/route-permission.ts). */
    routes,
    services: {
      users: accounts.users,
      sessions: accounts.sessions,
      auth: accounts.auth,
      registration: accounts.registration,
      profiles: accounts.profiles,
      resets: accounts.resets,
      people: accounts.people,
      admins: accounts.admins,
      throttle: accounts.throttle,
      files: files.service,
      rooms: files.rooms,
      reference: reference.service,
      mailer,
      programs: programs.service,
      teaching: teaching.service,
      schedules: schedules.service,
      meetings: meetings.service,
      liveClasses: meetings.live,
      search: search.service,
      dashboards: dashboards.service,
      activity: activity.service,
      ...classroom.services,
      cluster,
    },
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

/** Applies the committed migrations and seeds an empty database, one node at a time. */
async function migrateAndSeed(database: Database, config: Config, log: Logger) {
  await database.exclusive(async () => {
    await database.migrate(config.migrationsDir);
    if (config.seedOnStart && (await seedDemoData(database.db))) log.info('seeded demo data');
  });
}

/** Fastify with zod schemas, request ids, the error envelope, security headers, signed cookies and uploads. */
async function createHttpApp(config: Config, log: Logger, secret: Buffer) {
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
  registerNulGuard(app);
  await app.register(fastifyCookie, { secret });
  registerCsrfGuard(app, config.allowedOrigins);
  await registerSecurityHeaders(app);
  await app.register(fastifyMultipart);
  return app;
}
