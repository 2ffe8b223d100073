/**
 * Composition root, read top to bottom: database → infrastructure → modules → HTTP → realtime → background work and
 * shutdown. Each step lives in `compose/`; this file only says the order.
 */
import pino, { type Logger } from 'pino';
import { createHttp } from './compose/http.js';
import { createInfrastructure, type InfrastructureOptions } from './compose/infrastructure.js';
import { registerClosing, startBackground } from './compose/lifecycle.js';
import { createModules, type ModuleOptions } from './compose/modules.js';
import { attachRealtime } from './compose/realtime.js';
import type { Config } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { seedDemoData } from './db/seed.js';
import { storeSeededFrames } from './db/seed-proctoring.js';

export interface BuildOptions extends ModuleOptions, InfrastructureOptions {
  /** An already open database (tests pass a per-file copy); otherwise the configured one is opened. */
  database?: Database;
  logger?: Logger;
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
  const seeded = await migrateAndSeed(database, config, log);

  const infra = await createInfrastructure(config, log, database, options);
  // The demo's proctoring frames are painted in code and stored once the file store exists (ADR 0082).
  if (seeded) await storeSeededFrames(database.db, infra.store);
  const modules = createModules(infra, options);
  const { app, routes } = await createHttp(infra, modules);
  const io = attachRealtime(app.server, infra, modules);

  startBackground(infra, modules);
  // A database passed in belongs to the caller.
  registerClosing(app, io, infra, modules, !options.database);

  return {
    app,
    io,
    database,
    /** Every API route with the permission it declared (`config.permission`, http/route-permission.ts). */
    routes,
    /** Every module by name, each with its services (tests reach them here: `modules.accounts.sessions`). */
    modules,
    /** The shared infrastructure tests drive directly: the job queue, the cluster and the mailer. */
    jobs: infra.jobs,
    cluster: infra.cluster,
    mailer: infra.mailer,
    /** The file store (tests see what was stored and deleted). */
    store: infra.store,
    /** The node's overload signal (ADR 0069): tests pin its level to see what each level sheds. */
    overload: infra.overload,
  };
}
export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

/** Applies the committed migrations and seeds an empty database, one node at a time. */
async function migrateAndSeed(database: Database, config: Config, log: Logger) {
  let seeded = false;
  await database.exclusive(async () => {
    await database.migrate(config.migrationsDir);
    seeded = config.seedOnStart && (await seedDemoData(database.db));
    if (seeded) log.info('seeded demo data');
  });
  return seeded;
}
