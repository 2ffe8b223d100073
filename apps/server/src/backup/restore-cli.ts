/** `npm run restore <archive>`: restores a backup into an empty data folder or an empty database. */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { RestoreRefused, restoreBackup } from './restore.js';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore <archive.tar.gz>');
  process.exit(2);
}
try {
  const manifest = await restoreBackup(loadConfig(), path.resolve(file));
  console.log(
    `Restored ${manifest.database.tables.length} tables from ${manifest.createdAt}, ` +
      `${manifest.files.kind === 'local' ? `${manifest.files.count} files` : `S3 bucket ${manifest.files.bucket} (${manifest.files.count} objects expected there)`}` +
      `${manifest.secret ? ', secret.key' : ''}. Start the server as usual.`,
  );
} catch (error) {
  console.error(error instanceof RestoreRefused ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
