/** A stand-in server for the SIGKILL test: opens the embedded database in argv[2], writes a row, waits. */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';

const database = await openDatabase({ kind: 'embedded', dir: process.argv[2]!, durable: false });
await database.db.execute(sql`create table if not exists kept (note text)`);
await database.db.execute(sql`insert into kept values ('written before the crash')`);
console.log('ready');
setInterval(() => {}, 60_000);
