/** `npm run backup [file]`: writes the backup archive (default `chalkline-backup-<time>.tar.gz` here). */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createBackup } from './backup.js';

const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
const file = path.resolve(process.argv[2] ?? `chalkline-backup-${stamp}.tar.gz`);
try {
  const manifest = await createBackup(loadConfig(), file);
  const rows = manifest.database.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${manifest.database.tables.length} tables (${rows} rows, migration ${manifest.database.level.tag}), ` +
      `${manifest.files.count} ${manifest.files.kind === 's3' ? 'S3 objects listed' : 'files'}` +
      `${manifest.secret ? ', secret.key' : ''} to ${file}`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
