/**
 * `npm run backup`: one .tar.gz holding the database's rows (COPY text per table, with the migration level and
 * a checksum per table in manifest.json), the uploaded files ($DATA_DIR/files, or with S3 the objects'
 * listing), and the data folder's secret.key when there is one (ADR 0053).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { create } from 'tar';
import type { Config } from '../config.js';
import { openTarget } from './database-target.js';
import { appliedLevel, type MigrationLevel } from './migration-level.js';
import { listS3Objects } from './s3-listing.js';
import { dumpTables, type TableDump } from './table-data.js';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: { level: MigrationLevel; tables: TableDump[] };
  files: { kind: 'local'; count: number } | { kind: 's3'; bucket: string; count: number };
  secret: boolean;
}

/** Counts the files under a folder, recursively (0 when it does not exist). */
export function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/** Writes the backup archive to `file`; answers its manifest. */
export async function createBackup(config: Config, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(path.join(tmpdir(), 'chalkline-backup-'));
  const target = await openTarget(config.database);
  try {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    let tables: TableDump[];
    let level: MigrationLevel | null;
    try {
      level = await appliedLevel(client, config.migrationsDir);
      if (!level) throw new Error('The database has no Chalkline tables yet: start the server once first');
      mkdirSync(path.join(staging, 'database'));
      tables = await dumpTables(client, path.join(staging, 'database'));
    } finally {
      await client.end();
    }
    let files: BackupManifest['files'];
    if (config.files.s3) {
      const listing = await listS3Objects(config.files.s3);
      writeFileSync(path.join(staging, 'files.json'), JSON.stringify(listing, null, 1));
      files = { kind: 's3', bucket: config.files.s3.bucket, count: listing.length };
    } else {
      if (existsSync(config.files.dir)) cpSync(config.files.dir, path.join(staging, 'files'), { recursive: true });
      files = { kind: 'local', count: countFiles(path.join(staging, 'files')) };
    }
    const secret = existsSync(config.auth.secretFile);
    if (secret) cpSync(config.auth.secretFile, path.join(staging, 'secret.key'));
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: { level, tables },
      files,
      secret,
    };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 1));
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await create({ gzip: true, file, cwd: staging, portable: true }, ['.']);
    return manifest;
  } finally {
    await target.release();
    rmSync(staging, { recursive: true, force: true });
  }
}
