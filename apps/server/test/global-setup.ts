/**
 * Migrates one template database per test run, which every test file then clones (ADR 0002, 0022): on an
 * embedded PostgreSQL server started here by default, or on the server DATABASE_URL names. Chooses the run's
 * Redis too, starting a private one when there is none (test/redis-server.ts).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { serverRoot } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { type EmbeddedPostgres, startEmbeddedPostgres, stopOrphanedPostgres } from '../src/db/embedded-postgres.js';
import { isAlive } from '../src/db/postmaster.js';
import { databaseUrlFor, type TestDatabaseTemplate } from './database-template.js';
import { provideTestRedis } from './redis-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
    redisUrl: string;
  }
}

const migrationsDir = path.join(serverRoot, 'drizzle');
const clusterPrefix = 'chalkline-test-pg-';

const runFile = (folder: string) => path.join(folder, 'run.pid');

/** Stops and removes the clusters of earlier runs that were killed before their teardown. */
async function sweepKilledRuns() {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(clusterPrefix)) continue;
    const folder = path.join(tmpdir(), name);
    const run = Number.parseInt(await readFile(runFile(folder), 'utf8').catch(() => ''), 10);
    // A run that is still going, or one that has just created its folder, keeps it.
    const age = await stat(folder).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (Number.isNaN(run) ? age < 600_000 : isAlive(run)) continue;
    try {
      await stopOrphanedPostgres(path.join(folder, 'postgres'));
      await rm(folder, { recursive: true, force: true });
    } catch {
      // Another run is sweeping it at the same moment.
    }
  }
}

/** A throw-away embedded server (no fsync) in a fresh temporary folder. */
async function startTestCluster(): Promise<{ server: EmbeddedPostgres; folder: string }> {
  await sweepKilledRuns();
  const folder = await mkdtemp(path.join(tmpdir(), clusterPrefix));
  await writeFile(runFile(folder), `${process.pid}\n`);
  // As root, PostgreSQL runs as the postgres user, who must be able to reach its folder.
  await chmod(folder, 0o755);
  const server = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres'), durable: false });
  return { server, folder };
}

export default async function setup(project: TestProject) {
  const redis = await provideTestRedis({
    url: process.env.REDIS_URL,
    private: process.env.CHALKLINE_TEST_REDIS === 'private',
  });
  project.provide('redisUrl', redis.url);
  try {
    return await setUpDatabase(project, redis.stop);
  } catch (error) {
    await redis.stop();
    throw error;
  }
}

/** The template database; the teardown it answers also stops the run's Redis (`stopRedis`). */
async function setUpDatabase(project: TestProject, stopRedis: () => Promise<void>) {
  const cluster = process.env.DATABASE_URL ? null : await startTestCluster();
  const url = process.env.DATABASE_URL ?? cluster!.server.urlFor('postgres');
  const prefix = `chalkline_test_${randomBytes(5).toString('hex')}`;
  const template = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${template}"`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, template) });
  await database.migrate(migrationsDir);
  await database.close();
  project.provide('databaseTemplate', { kind: cluster ? 'embedded' : 'postgres', adminUrl: url, template, prefix });
  return async () => {
    await stopRedis();
    if (cluster) {
      await admin.end();
      await cluster.server.stop();
      await rm(cluster.folder, { recursive: true, force: true });
      return;
    }
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${prefix}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
  };
}
