import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/** The migrated template of this run, on the embedded test server or on the server DATABASE_URL names. */
export type TestDatabaseTemplate = {
  kind: 'embedded' | 'postgres';
  adminUrl: string;
  template: string;
  prefix: string;
};

export const databaseUrlFor = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A fresh, migrated database for one test file: a clone of the template, dropped on close. */
export async function copyTemplate(template: TestDatabaseTemplate): Promise<Database> {
  const name = `${template.prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    // Two files cloning the template at the same moment can collide (55006): wait and try again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template.template}"`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(template.adminUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
