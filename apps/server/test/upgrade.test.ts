/**
 * Upgrades keep data (issue 32): the previous release's database, with rows in every table
 * (fixtures/release-data, made by fixtures/make-upgrade-fixture.ts), is restored at its own migration level,
 * then migrated to this release's head. Every table's rows are still there, unchanged in every column the
 * fixture had. When this release adds migrations they run on top of the fixture here; one that changes data on
 * purpose names the columns it changes in `changedOnPurpose`, with its reason.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BackupManifest } from '../src/backup/backup.js';
import { appliedLevel } from '../src/backup/migration-level.js';
import { restoreDatabase } from '../src/backup/restore.js';
import { listTables, tableChecksum } from '../src/backup/table-data.js';
import { serverRoot } from '../src/config.js';
import { databaseUrlFor } from './database-template.js';

const fixture = path.join(serverRoot, 'test', 'fixtures', 'release-data');
const migrationsDir = path.join(serverRoot, 'drizzle');

/** `table.column` → why a migration since the fixture's release changes it (none yet). */
const changedOnPurpose: Record<string, string> = {};

const template = inject('databaseTemplate');
const name = `${template.prefix}_upgrade_${randomBytes(4).toString('hex')}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: template.adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('upgrading from the previous release', () => {
  afterAll(() => admin(`drop database if exists "${name}" with (force)`));

  it('keeps every row of every table, unchanged, through the migrations since', async () => {
    const dump = JSON.parse(readFileSync(path.join(fixture, 'manifest.json'), 'utf8')) as BackupManifest['database'];
    expect(dump.tables.filter((t) => t.rows === 0).map((t) => t.name)).toEqual([]);

    await admin(`create database "${name}"`);
    const url = databaseUrlFor(template.adminUrl, name);
    await restoreDatabase(url, fixture, dump, migrationsDir);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
        entries: { tag: string }[];
      };
      expect((await appliedLevel(client, migrationsDir))?.tag).toBe(journal.entries.at(-1)?.tag);

      await client.query(`set timezone = 'UTC'`);
      const tables = new Set(await listTables(client));
      const changed: string[] = [];
      for (const table of dump.tables) {
        expect(tables, `${table.name} still exists`).toContain(table.name);
        const kept = table.columns.filter((c) => !changedOnPurpose[`${table.name}.${c}`]);
        const now = await tableChecksum(client, table.name, kept);
        expect(now.rows, `${table.name} rows`).toBe(table.rows);
        if (kept.length === table.columns.length && now.checksum !== table.checksum) changed.push(table.name);
      }
      expect(changed, 'tables whose content a migration changed').toEqual([]);
    } finally {
      await client.end();
    }
  });
});
