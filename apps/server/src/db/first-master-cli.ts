/**
 * `npm run create-master` (or `node apps/server/dist/first-master-cli.mjs` in a deployment): migrates the
 * configured database and creates its first master account from MASTER_EMAIL, MASTER_FIRST_NAME,
 * MASTER_LAST_NAME and MASTER_PASSWORD. Exits 1 with the reason when it cannot.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { createFirstMaster, firstMasterFromEnv } from './first-master.js';

const config = loadConfig();
const database = await openDatabase(config.database);
const result = await database.exclusive(async () => {
  await database.migrate(config.migrationsDir);
  return createFirstMaster(database.db, firstMasterFromEnv(process.env));
});
await database.close();
if (result.created) {
  console.log(`Created the master account ${result.email}.`);
} else {
  if ('errors' in result)
    for (const [field, message] of Object.entries(result.errors)) console.error(`${field}: ${message}`);
  else console.error(result.reason);
  process.exitCode = 1;
}
