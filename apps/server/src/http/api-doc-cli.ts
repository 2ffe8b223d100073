/**
 * `npm run docs:api`: builds the app and writes `docs/api.md` from its route table. The routes exist once the
 * app is built, so no database is needed: the app gets a connection pool that is never used (nothing is queried
 * while building) and skips migrations.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { apiDocPath, collectRoutes, renderApiDoc } from './api-doc.js';

const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-api-doc-'));
// Port 1 on loopback: a query by mistake fails at once instead of reaching a real database.
const pool = new pg.Pool({ connectionString: 'postgres://docs@127.0.0.1:1/none' });
const database: Database = {
  db: drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Db,
  kind: 'postgres',
  ping: async () => false,
  migrate: async () => {},
  exclusive: (task) => task(),
  close: () => pool.end(),
};
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_ON_START: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
  });
  const built = await buildApp(config, { database });
  try {
    const routes = await collectRoutes(built);
    await writeFile(apiDocPath, renderApiDoc(routes));
    console.log(`wrote ${path.relative(process.cwd(), apiDocPath)}: ${routes.length} routes`);
  } finally {
    await built.app.close();
  }
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
