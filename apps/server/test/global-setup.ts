/**
 * Migrates one database per test run, which every test file then copies: a PGlite data-dir snapshot by
 * default, or a PostgreSQL template database (random name, dropped at the end) when DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { serverRoot } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { databaseUrlFor, type TestDatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
  }
}

const migrationsDir = path.join(serverRoot, 'drizzle');

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const prefix = `chalkline_test_${randomBytes(5).toString('hex')}`;
    const template = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(url, template) });
    await database.migrate(migrationsDir);
    await database.close();
    project.provide('databaseTemplate', { kind: 'postgres', adminUrl: url, template, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${prefix}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'chalkline-db-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate(migrationsDir);
  const snapshotPath = path.join(dir, 'migrated.tar');
  await writeFile(snapshotPath, Buffer.from(await (await database.snapshot!()).arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', { kind: 'pglite', snapshotPath });
  return () => rm(dir, { recursive: true, force: true });
}
