/**
 * Why server tests copy one migrated database instead of migrating their own: opening PGlite from a
 * data-dir snapshot against creating and migrating a fresh one, in the same process.
 */
import path from 'node:path';
import { serverRoot } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { report, timeIt } from './measure.js';

const migrations = path.join(serverRoot, 'drizzle');
const runs = 5;

const fresh = await timeIt(runs, async () => {
  const db = await openDatabase({ kind: 'pglite' });
  await db.migrate(migrations);
  await db.close();
});

const source = await openDatabase({ kind: 'pglite' });
await source.migrate(migrations);
const snapshot = await source.snapshot!();
await source.close();

const copied = await timeIt(runs, async () => {
  const db = await openDatabase({ kind: 'pglite', snapshot });
  await db.ping();
  await db.close();
});

report('db-snapshot', { label: 'fresh migrate', ms: fresh }, { label: 'snapshot copy', ms: copied });
