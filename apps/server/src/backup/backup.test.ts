/**
 * `npm run backup` then `npm run restore` round-trips the demo school (ADR 0053): every table's rows and
 * checksum, the uploaded files and the secret come back; a database or data folder that is not empty is refused
 * in one line.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrlFor } from '../../test/database-template.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../db/seed.js';
import { createBackup } from './backup.js';
import { RestoreRefused, restoreBackup } from './restore.js';
import { columnsOf, listTables, tableChecksum } from './table-data.js';

const template = inject('databaseTemplate');
const created: string[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: template.adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new database (a copy of the migrated template, or empty), dropped after the file. */
async function newDatabase(migrated: boolean): Promise<string> {
  const name = `${template.prefix}_bk_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"${migrated ? ` template "${template.template}"` : ''}`));
  created.push(name);
  return databaseUrlFor(template.adminUrl, name);
}

/** Every table's row count and checksum over all its columns. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set timezone = 'UTC'`);
    const tables: Record<string, { rows: number; checksum: string }> = {};
    for (const table of await listTables(client))
      tables[table] = await tableChecksum(client, table, await columnsOf(client, table));
    return tables;
  } finally {
    await client.end();
  }
}

describe('backup and restore', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'chalkline-bk-'));
    folders.push(dir);
    return dir;
  };
  let source = '';
  let sourceData = '';
  let archive = '';

  beforeAll(async () => {
    source = await newDatabase(true);
    const database = await openDatabase({ kind: 'postgres', url: source });
    try {
      expect(await seedDemoData(database.db)).toBe(true);
    } finally {
      await database.close();
    }
    sourceData = folder();
    mkdirSync(path.join(sourceData, 'files', 'avatars'), { recursive: true });
    writeFileSync(path.join(sourceData, 'files', 'avatars', 'tutor.png'), randomBytes(2048));
    writeFileSync(path.join(sourceData, 'files', 'notes.pdf'), 'a lesson plan');
    writeFileSync(path.join(sourceData, 'secret.key'), randomBytes(32).toString('hex'), { mode: 0o600 });
    archive = path.join(folder(), 'school.tar.gz');
  });
  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    await admin(async (c) => {
      for (const name of created) await c.query(`drop database if exists "${name}" with (force)`);
    });
  });

  it('brings every table, the files and the secret back into an empty database and data folder', async () => {
    const manifest = await createBackup(loadConfig({ DATABASE_URL: source, DATA_DIR: sourceData }), archive);
    expect(manifest.files).toEqual({ kind: 'local', count: 2 });
    expect(manifest.secret).toBe(true);
    expect(manifest.database.tables.find((t) => t.name === 'users')?.rows).toBeGreaterThanOrEqual(4);

    const target = await newDatabase(false);
    const targetData = folder();
    await restoreBackup(loadConfig({ DATABASE_URL: target, DATA_DIR: targetData }), archive);

    const before = await snapshot(source);
    expect(Object.keys(before).length).toBeGreaterThan(20);
    expect(await snapshot(target)).toEqual(before);
    for (const file of ['files/avatars/tutor.png', 'files/notes.pdf', 'secret.key'])
      expect(readFileSync(path.join(targetData, file)).equals(readFileSync(path.join(sourceData, file))), file).toBe(
        true,
      );
  });

  it('refuses a database or a data folder that is not empty, in one line', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => '',
        (error: Error) => {
          expect(error).toBeInstanceOf(RestoreRefused);
          expect(error.message).not.toContain('\n');
          return error.message;
        },
      );
    expect(await refusal(restoreBackup(loadConfig({ DATABASE_URL: source, DATA_DIR: folder() }), archive))).toMatch(
      /^Refusing to restore: the database is not empty/,
    );
    const empty = await newDatabase(false);
    expect(await refusal(restoreBackup(loadConfig({ DATABASE_URL: empty, DATA_DIR: sourceData }), archive))).toMatch(
      /^Refusing to restore: the data folder .* is not empty \(files\/, secret\.key\)/,
    );
  });
});
