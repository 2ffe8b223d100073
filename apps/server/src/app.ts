/** Composition root: database → modules → HTTP app → realtime → shutdown, read top to bottom. */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { registerActivityLog } from './http/activity-hook.js';
import { registerViewer } from './http/auth.js';
import { registerCsrfGuard } from './http/csrf.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerOpenApi } from './http/openapi.js';
import { createPageMetaResolver } from './http/page-meta.js';
import { type DeclaredRoute, registerRoutePermissions } from './http/route-permission.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerShutdown } from './http/shutdown.js';
import { registerWebApp } from './http/static.js';
import { createJobQueue } from './jobs/job-queue.js';
import { createMailer } from './mail/mailer.js';
import { createAccountsModule } from './modules/accounts/accounts.module.js';
import { loadSecret } from './modules/accounts/secret.js';
import { needsStepUp } from './modules/accounts/two-factor.policy.js';
import { createActivityModule } from './modules/activity/activity.module.js';
import { createArticlesModule } from './modules/articles/articles.module.js';
import { createAssessmentsModule } from './modules/assessments/assessments.module.js';
import { createBillingModule } from './modules/billing/billing.module.js';
import { createChatModule } from './modules/classroom/chat/platform-chat.module.js';
import { createClassroomModule } from './modules/classroom/classroom.module.js';
import { createRecordingsModule } from './modules/classroom/recording/recordings.module.js';
import type { RoomLimitsTable } from './modules/classroom/room/room-limits.js';
import { createDashboardsModule } from './modules/dashboards/dashboards.module.js';
import { createFilesModule } from './modules/files/files.module.js';
import { createFormsModule } from './modules/forms/forms.module.js';
import { createMailingModule } from './modules/mailing/mailing.module.js';
import { createMeetingsModule } from './modules/meetings/meetings.module.js';
import { createMetricsModule } from './modules/metrics/metrics.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { createProgramsModule } from './modules/programs/programs.module.js';
import { createQuizzesModule } from './modules/quizzes/quizzes.module.js';
import { createReferenceModule } from './modules/reference/reference.module.js';
import { createRemindersModule } from './modules/reminders/reminders.module.js';
import { createSchedulesModule } from './modules/schedules/schedules.module.js';
import { createSchoolModule } from './modules/school/school.module.js';
import { createSearchModule } from './modules/search/search.module.js';
import { createSystemModule } from './modules/system/system.module.js';
import { createTeachingModule } from './modules/teaching/teaching.module.js';
import { createWebsiteModule } from './modules/website/website.module.js';
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
  /** The job queue's clock and poll interval (tests control the clock; in tests it does not poll by default). */
  jobs?: { now?: () => Date; pollMs?: number };
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
  // Modules register their job handlers while they are built; the queue starts once all are registered.
  const jobs = createJobQueue({
    db,
    log,
    now: options.jobs?.now,
    pollMs: options.jobs?.pollMs ?? (config.env === 'test' ? 0 : 1_000),
  });
  const store = config.files.s3 ? createS3FileStore(config.files.s3) : createLocalFileStore(config.files.dir);

  const system = createSystemModule({
    ping: () => database.ping(),
    config,
    // Read per request, after every module exists (billing is built further down).
    live: async () => ({ payments: await billing.providerName(), backgroundJobs: await jobs.health() }),
  });
  const reference = createReferenceModule();
  const files = createFilesModule({ db, store, quotaBytes: config.files.quotaBytes });
  // Suspending or deleting a person ends their sockets on every node; the enders register once realtime exists.
  const accountEnds = createAccountEnds(cluster, log);
  const school = createSchoolModule({ db, cluster });
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
    // Read per request, once the notifications module exists (it is built further down).
    unreadNotifications: (userId) => notifications.repo.unreadCount(userId),
    policies: () => school.service.read(),
  });
  const activity = createActivityModule({ db, users: accounts.users });
  const programs = createProgramsModule({ db, files: files.repo });
  const articles = createArticlesModule({ db, files: files.repo });
  const teaching = createTeachingModule({ db, users: accounts.users });
  // Notifications (each person's list, Account Notifications, email copies) and lesson reminders (ADR 0039).
  const notifications = createNotificationsModule({
    db,
    jobs,
    mailer,
    log,
    publicUrl: config.publicUrl,
    now: options.jobs?.now,
  });
  const reminders = createRemindersModule({
    db,
    jobs,
    events: notifications.events,
    schoolSettings: school.service,
    log,
    now: options.jobs?.now,
  });
  const schedules = createSchedulesModule({
    db,
    teaching: teaching.repo,
    reminders: reminders.service,
    events: notifications.events,
  });
  // Billing (ADR 0042): the classroom asks it which paid programs a student may enter.
  const billing = createBillingModule({
    db,
    jobs,
    mailer,
    settings: school.service,
    teaching: teaching.repo,
    publicUrl: config.publicUrl,
    events: notifications.events,
    log,
    limits,
    now: options.jobs?.now,
  });
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
    store,
    jobs,
    billingAccess: billing.access,
  });
  // Classroom recordings: the recorder's uploads, and the list, playback and deleting (ADR 0044).
  const recordings = createRecordingsModule({
    db,
    store,
    recordings: classroom.services.recordings,
    rooms: classroom.services.roomStore,
    schoolSettings: school.service,
    activity: activity.service,
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
  // Prometheus metrics behind METRICS_TOKEN (ADR 0053): sockets, media, jobs and the pool of this node.
  const metrics = createMetricsModule({
    db,
    token: config.metrics.token,
    engine: classroom.services.engine,
    poolStats: database.poolStats,
    now: options.jobs?.now,
  });
  // Direct conversations and program groups on the meeting chat's engine, with presence (ADR 0038).
  const chat = createChatModule({
    db,
    cluster,
    files: files.repo,
    rooms: files.rooms,
    sessions: accounts.sessions,
    users: accounts.users,
    schoolSettings: school.service,
    roomStore: classroom.services.roomStore,
    log,
  });
  // The public website: its settings, forms (demo bookings make demo sessions) and the newsletter and mailings.
  const website = createWebsiteModule({ db, cluster });
  const forms = createFormsModule({
    db,
    jobs,
    mailer,
    store,
    limits,
    openFile: (viewer, key) => files.service.openForDownload(viewer, key),
    publicUrl: config.publicUrl,
    events: notifications.events,
  });
  const mailing = createMailingModule({
    db,
    jobs,
    mailer,
    website: website.repo,
    limits,
    secret,
    publicUrl: config.publicUrl,
  });
  const quizzes = createQuizzesModule({
    db,
    files: files.repo,
    jobs,
    events: notifications.events,
    jobsNow: options.jobs?.now,
  });
  const assessments = createAssessmentsModule({ db, teaching: teaching.repo, events: notifications.events });

  const app = await createHttpApp(config, log, secret);
  let routes: readonly DeclaredRoute[] = [];
  await app.register(
    async (api) => {
      registerViewer(api, accounts.sessions);
      routes = registerRoutePermissions(api, {
        mustEnrol: (viewer) => accounts.twoFactor.mustEnrol(viewer),
        needsStepUp: (viewer, now) => needsStepUp(viewer.verifiedAt, now),
      });
      registerActivityLog(api, activity.service);
      await registerOpenApi(api);
      const modules = [
        metrics,
        system,
        reference,
        files,
        accounts,
        programs,
        articles,
        teaching,
        schedules,
        notifications,
        meetings,
        search,
        chat,
        assessments,
        dashboards,
        classroom,
        recordings,
        activity,
        school,
        quizzes,
        billing,
        website,
        forms,
        mailing,
      ];
      for (const module of modules) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, config.webDist, {
    resolve: createPageMetaResolver({ articles: articles.service, programs: programs.service }),
    publicUrl: config.publicUrl,
  });

  const io = createRealtime(app.server, { allowedOrigins: config.allowedOrigins, log, sessions: accounts.sessions });
  cluster.attach(io);
  classroom.attach(io);
  notifications.attach(io);
  chat.attach(io);
  metrics.attach(io);
  accountEnds.register(endRootSockets(io));
  accountEnds.register(classroom.endPerson);

  // Every module has registered its job handlers by now.
  jobs.start();
  // Lessons planned before this node started (or before reminders existed) get their reminder queued once.
  if (config.env !== 'test')
    void reminders.service
      .syncUpcoming()
      .catch((error) => log.warn({ err: error }, 'queueing lesson reminders failed'));
  // The daily digest (ADR 0054): the next one is queued once, whichever node asks.
  if (config.env !== 'test')
    void notifications.queueNextDigest().catch((error) => log.warn({ err: error }, 'queueing the digest failed'));
  registerShutdown(app, io, {
    beforeSockets: () => {
      chat.stop();
      classroom.stop();
    },
    afterSockets: [
      () => chat.drain(),
      () => jobs.stop(),
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
      articles: articles.service,
      teaching: teaching.service,
      schedules: schedules.service,
      meetings: meetings.service,
      liveClasses: meetings.live,
      search: search.service,
      assignments: assessments.assignments,
      performance: assessments.performance,
      dashboards: dashboards.service,
      activity: activity.service,
      notifications: notifications.service,
      events: notifications.events,
      notificationDigest: notifications.queueNextDigest,
      reminders: reminders.service,
      schoolSettings: school.service,
      billing: billing.service,
      payments: billing.payments,
      coupons: billing.coupons,
      website: website.service,
      forms: forms.service,
      mailing: mailing.service,
      newsletter: mailing.newsletter,
      quizzes: quizzes.service,
      quizAssignments: quizzes.assignments,
      platformChat: chat.service,
      presence: chat.presence,
      ...classroom.services,
      cluster,
      jobs,
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
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  registerErrorHandling(app);
  registerNulGuard(app);
  await app.register(fastifyCookie, { secret });
  registerCsrfGuard(app, config.allowedOrigins);
  await registerSecurityHeaders(app, { production: config.env === 'production' });
  await app.register(fastifyMultipart);
  return app;
}
