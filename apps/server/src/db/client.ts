/**
 * Opens the database the configuration names: the embedded PostgreSQL server (started here, stopped on close),
 * a PostgreSQL server by URL (both through node-postgres), or PGlite (kept for the benchmark comparison).
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { type EmbeddedPostgres, embeddedDatabaseName, startEmbeddedPostgres } from './embedded-postgres.js';
import { refusePgliteFolder } from './pglite-folder.js';
import { defaultPoolMax } from './pool-size.js';
import { type PoolStats, watchPool } from './pool-watch.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** The embedded server's cluster folder, and the folder that kept it out of DATA_DIR if one did (ADR 0052). */
  embedded?: Pick<EmbeddedPostgres, 'dir' | 'unreachable'>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `task` while no other server node runs one: on PostgreSQL a session advisory lock, so nodes starting
   * together migrate and seed one after the other (the embedded server too); PGlite queues tasks in-process.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the connection pool's state and waits (the metrics endpoint). */
  poolStats?(): PoolStats;
  /** PGlite only: the data folder as a tarball (the benchmarks' migrated copies). */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock id of start-up work (migrations, demo seed): any fixed 64-bit number of ours. */
const startupLockKey = 0x63686b6c;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'embedded') {
    refusePgliteFolder(config.pgliteDir);
    const server = await startEmbeddedPostgres({ dir: config.dir, durable: config.durable });
    return openPostgres(server.urlFor(embeddedDatabaseName), 'embedded', config.poolMax, server);
  }
  if (config.kind === 'postgres') return openPostgres(config.url, 'postgres', config.poolMax);
  return openPglite(config);
}

/** One path for both PostgreSQL kinds; `server` is the embedded process this handle owns and stops on close. */
function openPostgres(
  url: string,
  kind: 'embedded' | 'postgres',
  max = defaultPoolMax(),
  server?: EmbeddedPostgres,
): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // A dropped idle connection must not crash the process.
  pool.on('error', () => {});
  const poolStats = watchPool(pool, max);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    kind,
    ...(server ? { embedded: { dir: server.dir, unreachable: server.unreachable } } : {}),
    ping: () => ping(db as unknown as Db),
    poolStats,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    exclusive: async (task) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [startupLockKey]);
        return await task();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
        holder.release();
      }
    },
    close: async () => {
      try {
        await pool.end();
      } finally {
        await server?.stop();
      }
    },
  };
}

/** PGlite, loaded only when asked for: the benchmark's baseline, no longer a mode of the server (ADR 0022). */
async function openPglite(config: Extract<DatabaseConfig, { kind: 'pglite' }>): Promise<Database> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (config.dir && !config.dir.startsWith('memory://')) mkdirSync(config.dir, { recursive: true });
  const client = await PGlite.create(config.dir, config.snapshot ? { loadDataDir: config.snapshot } : {});
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  let startup: Promise<unknown> = Promise.resolve();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => ping(db as unknown as Db),
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusive: (task) => {
      const run = startup.then(task);
      startup = run.catch(() => undefined);
      return run;
    },
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
