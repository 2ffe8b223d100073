/**
 * `npm run restore <archive>`: brings a backup back into an empty data folder (embedded default) or an empty
 * database (DATABASE_URL), refusing anything else in one line (ADR 0053). The schema is rebuilt with the
 * migrations of the backup's release, the rows are loaded and checked against the manifest's checksums, then
 * the migrations since are applied, so an archive of an older release restores into this one.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { extract } from 'tar';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { BackupManifest } from './backup.js';
import { openTarget } from './database-target.js';
import { migrationsUpTo } from './migration-level.js';
import { listTables, loadTables, tableChecksum } from './table-data.js';

/** An error whose message is the one line the command prints. */
export class RestoreRefused extends Error {}

const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** Refuses a data folder that already holds a database, files or a secret. */
function assertEmptyDataFolder(config: Config) {
  const taken = [
    config.database.kind === 'embedded' && hasEntries(config.database.dir) ? 'postgres/' : null,
    !config.files.s3 && hasEntries(config.files.dir) ? 'files/' : null,
    existsSync(config.auth.secretFile) ? 'secret.key' : null,
  ].filter(Boolean);
  if (taken.length > 0)
    throw new RestoreRefused(
      `Refusing to restore: the data folder ${config.dataDir} is not empty (${taken.join(', ')}); restore into an empty one.`,
    );
}

/**
 * Loads an unpacked backup's `database/` folder into the empty database at `url`: migrated to the backup's
 * level, loaded and checked, then migrated to this release.
 */
export async function restoreDatabase(
  url: string,
  folder: string,
  dump: BackupManifest['database'],
  migrationsDir: string,
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const existing = await listTables(client);
    const { rows } = await client.query(`select 1 from pg_namespace where nspname = 'drizzle'`);
    if (existing.length > 0 || rows.length > 0)
      throw new RestoreRefused(
        `Refusing to restore: the database is not empty (${existing.length} tables); restore into an empty database.`,
      );
    const cut = mkdtempSync(path.join(tmpdir(), 'chalkline-migrations-'));
    try {
      const atBackup = await openDatabase({ kind: 'postgres', url });
      try {
        await atBackup.migrate(migrationsUpTo(migrationsDir, dump.level, cut));
      } finally {
        await atBackup.close();
      }
    } finally {
      rmSync(cut, { recursive: true, force: true });
    }
    await loadTables(client, path.join(folder, 'database'), dump.tables);
    await client.query(`set timezone = 'UTC'`);
    for (const table of dump.tables) {
      const now = await tableChecksum(client, table.name, table.columns);
      if (now.rows !== table.rows || now.checksum !== table.checksum)
        throw new Error(`Table ${table.name} did not restore as it was backed up (${now.rows} of ${table.rows} rows)`);
    }
  } finally {
    await client.end();
  }
  const current = await openDatabase({ kind: 'postgres', url });
  try {
    await current.migrate(migrationsDir);
  } finally {
    await current.close();
  }
}

/** Restores the archive `file` into the configured data folder and database; answers its manifest. */
export async function restoreBackup(config: Config, file: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new RestoreRefused(`No backup archive at ${file}`);
  assertEmptyDataFolder(config);
  const folder = mkdtempSync(path.join(tmpdir(), 'chalkline-restore-'));
  try {
    await extract({ file, cwd: folder });
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new RestoreRefused(`Unknown backup format ${String(manifest.format)}`);
    const target = await openTarget(config.database);
    try {
      await restoreDatabase(target.url, folder, manifest.database, config.migrationsDir);
    } finally {
      await target.release();
    }
    if (manifest.files.kind === 'local' && existsSync(path.join(folder, 'files'))) {
      mkdirSync(config.files.dir, { recursive: true });
      cpSync(path.join(folder, 'files'), config.files.dir, { recursive: true });
    }
    if (manifest.secret) {
      mkdirSync(path.dirname(config.auth.secretFile), { recursive: true });
      cpSync(path.join(folder, 'secret.key'), config.auth.secretFile);
    }
    return manifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
