/**
 * The activity log is append-only in the database itself (ADR 0028): UPDATE, DELETE and TRUNCATE fail on the
 * test server (the embedded PostgreSQL, or the PostgreSQL `DATABASE_URL` names) and on PGlite alike.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { type Database, openDatabase } from '../../db/client.js';
import { activityLog } from '../../db/schema/index.js';
import { createActivityRepository } from './activity.repository.js';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** The Postgres error behind drizzle's wrapper (node-postgres and PGlite both put it in `cause`). */
const failureOf = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'it succeeded';
};

const engines: [string, () => Promise<Database>][] = [
  [process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PostgreSQL', createTestDatabase],
  [
    'PGlite',
    async () => {
      const database = await openDatabase({ kind: 'pglite' });
      await database.migrate(migrationsDir);
      return database;
    },
  ],
];

describe.each(engines)('activity_log on %s', (_name, open) => {
  let database: Database;
  let repo: ReturnType<typeof createActivityRepository>;
  beforeAll(async () => {
    database = await open();
    repo = createActivityRepository(database.db);
  }, 60_000);
  afterAll(() => database?.close());

  const entry = (over: Partial<typeof activityLog.$inferInsert> = {}) => ({
    actorName: 'Ada Lovelace',
    action: 'programs.create',
    wording: 'Ada Lovelace created the program Story Club',
    ...over,
  });

  it('appends entries and reads them newest first, filtered and paged', async () => {
    const actorId = crypto.randomUUID();
    const first = await repo.append(entry({ actorId, at: new Date('2026-01-01T10:00:00Z') }));
    await repo.append(entry({ action: 'programs.delete', at: new Date('2026-01-02T10:00:00Z') }));
    const third = await repo.append(entry({ actorId, at: new Date('2026-01-03T10:00:00Z') }));

    const all = await repo.list({}, 2, 0);
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id)).toEqual([third.id, expect.any(String)]);
    expect((await repo.list({ actorId }, 20, 0)).rows.map((r) => r.id)).toEqual([third.id, first.id]);
    expect((await repo.list({ action: 'programs.delete' }, 20, 0)).total).toBe(1);
    const day = await repo.list(
      { from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-01-02T00:00:00Z') },
      20,
      0,
    );
    expect(day.rows.map((r) => r.id)).toEqual([first.id]);
    expect(await repo.actors()).toEqual([{ id: actorId, name: 'Ada Lovelace', email: null }]);
  });

  it('refuses UPDATE of an entry', async () => {
    const row = await repo.append(entry());
    const failure = await failureOf(database.db.update(activityLog).set({ wording: 'nothing happened' }));
    expect(failure).toMatch(/append-only: UPDATE/);
    expect((await database.db.select().from(activityLog).where(sql`id = ${row.id}`))[0]?.wording).toBe(row.wording);
  });

  it('refuses DELETE and TRUNCATE', async () => {
    await repo.append(entry());
    const before = (await repo.list({}, 100, 0)).total;
    expect(await failureOf(database.db.delete(activityLog))).toMatch(/append-only: DELETE/);
    expect(await failureOf(database.db.execute(sql`truncate activity_log`))).toMatch(/append-only: TRUNCATE/);
    expect((await repo.list({}, 100, 0)).total).toBe(before);
  });
});
