/** The shared infrastructure every module is handed: the secret, the cluster, the mailer, the job queue, the file store. */
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { createJobQueue } from '../jobs/job-queue.js';
import { createMailer } from '../mail/mailer.js';
import { loadSecret } from '../modules/accounts/secret.js';
import { createAccountEnds } from '../realtime/account-ends.js';
import { createCluster } from '../realtime/cluster.js';
import { createOverloadMonitor, type OverloadLimits } from '../realtime/overload.js';
import { createLocalFileStore } from '../storage/local-file-store.js';
import { createS3FileStore } from '../storage/s3-file-store.js';

export interface InfrastructureOptions {
  /** The job queue's clock and poll interval (tests control the clock; in tests it does not poll by default). */
  jobs?: { now?: () => Date; pollMs?: number };
  /**
   * The overload signal (ADR 0069): sampling starts outside tests, and in a test or benchmark that asks for it
   * (`start: true`); `limits` replaces some thresholds.
   */
  overload?: { start?: boolean; limits?: Partial<OverloadLimits> };
}

export async function createInfrastructure(
  config: Config,
  log: Logger,
  database: Database,
  options: InfrastructureOptions = {},
) {
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
  // Suspending or deleting a person ends their sockets on every node; the enders register once realtime exists.
  const accountEnds = createAccountEnds(cluster, log);
  // One overload signal per node (ADR 0069): the classroom sheds by it, the API refuses by it.
  const overload = createOverloadMonitor({
    limits: options.overload?.limits,
    poolWaiting: () => database.poolStats?.().waiting ?? 0,
    onChange: (level, reading, because) => log.warn({ level, reading, because }, 'load level changed'),
  });
  if (options.overload?.start ?? config.env !== 'test') overload.start();
  return {
    config,
    log,
    database,
    db,
    secret,
    cluster,
    limits,
    mailer,
    jobs,
    store,
    accountEnds,
    overload,
    /** The jobs' clock, which modules that schedule read too. */
    now: options.jobs?.now,
  };
}
export type Infrastructure = Awaited<ReturnType<typeof createInfrastructure>>;
