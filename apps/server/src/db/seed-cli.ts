/** `npm run seed`: migrate and seed the configured database (does nothing if it already has accounts). */
import { loadConfig } from '../config.js';
import { createLocalFileStore } from '../storage/local-file-store.js';
import { createS3FileStore } from '../storage/s3-file-store.js';
import { openDatabase } from './client.js';
import { demoAccounts, seedDemoData } from './seed.js';
import { storeSeededFrames } from './seed-proctoring.js';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate(config.migrationsDir);
const seeded = await seedDemoData(database.db);
// The demo's proctoring frames, painted in code, go to the configured file store (ADR 0082).
if (seeded)
  await storeSeededFrames(
    database.db,
    config.files.s3 ? createS3FileStore(config.files.s3) : createLocalFileStore(config.files.dir),
  );
await database.close();
console.log(seeded ? 'Seeded demo data:' : 'The database already has accounts; nothing seeded. Demo logins:');
for (const a of demoAccounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  ${a.password}`);
