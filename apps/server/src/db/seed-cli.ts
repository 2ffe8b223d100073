/** `npm run seed`: migrate and seed the configured database (does nothing if it already has accounts). */
import { loadConfig } from '../config.js';
import { openDatabase } from './client.js';
import { demoAccounts, seedDemoData } from './seed.js';

const config = loadConfig();
const database = await openDatabase(config.database);
await database.migrate(config.migrationsDir);
const seeded = await seedDemoData(database.db);
await database.close();
console.log(seeded ? 'Seeded demo data:' : 'The database already has accounts; nothing seeded. Demo logins:');
for (const a of demoAccounts) console.log(`  ${a.role.padEnd(8)} ${a.email}  ${a.password}`);
