/** Opens the database the configuration names (embedded PGlite or PostgreSQL) and applies migrations. */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `task` while no other server node runs one: on PostgreSQL a session advisory lock, so nodes starting
   * together migrate and seed one after the other; embedded PGlite has one process, so tasks queue in it.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** PGlite only: the data folder as a tarball, so tests can start from a migrated copy. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock id of start-up work (migrations, demo seed): any fixed 64-bit number of ours. */
const startupLockKey = 0x63686b6c;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => ping(db as unknown as Db),
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
      close: () => pool.end(),
    };
  }
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
