import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { users } from './schema/index.js';
import { demoAccounts, seedDemoData } from './seed.js';
import { demoSchoolPeople } from './seed-school.js';

const template = inject('databaseTemplate');
const { migrationsDir } = loadConfig({});

/** Two handles on one new, empty database, as two server nodes starting at once would hold. */
async function twoNodesOnEmptyDatabase(): Promise<[Database, Database]> {
  const name = `${template.prefix}_empty_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(template.adminUrl);
  url.pathname = `/${name}`;
  return [
    await openDatabase({ kind: 'postgres', url: url.toString() }),
    await openDatabase({ kind: 'postgres', url: url.toString() }),
  ];
}

describe(`start-up work on ${template.kind}`, () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of new Set(opened)) await database.close();
  });

  it('runs one node’s start-up task at a time', async () => {
    const nodes = await twoNodesOnEmptyDatabase();
    opened.push(...nodes);
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} in`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      log.push(`${name} out`);
    };
    await Promise.all([nodes[0].exclusive(task('a')), nodes[1].exclusive(task('b'))]);
    expect(log).toHaveLength(4);
    expect(log[1]).toBe(`${log[0]?.split(' ')[0]} out`);
  });

  it('lets nodes that start together migrate and seed once, without failing each other', async () => {
    const nodes = await twoNodesOnEmptyDatabase();
    opened.push(...nodes);
    const start = (database: Database) =>
      database.exclusive(async () => {
        await database.migrate(migrationsDir);
        return seedDemoData(database.db);
      });
    const seeded = await Promise.all(nodes.map(start));
    expect(seeded.sort()).toEqual([false, true]);
    expect(await nodes[0].db.$count(users)).toBe(demoAccounts.length + demoSchoolPeople);
  });

  it('releases the lock when a task fails, so the next node can start', async () => {
    const nodes = await twoNodesOnEmptyDatabase();
    opened.push(...nodes);
    await expect(nodes[0].exclusive(() => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    );
    await expect(nodes[1].exclusive(async () => 'started')).resolves.toBe('started');
  });
});
