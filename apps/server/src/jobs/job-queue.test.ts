/**
 * The job queue on the test server (the embedded PostgreSQL, or the PostgreSQL `DATABASE_URL` names), with two
 * queues standing for two server nodes on one database, and on PGlite. The clock is a variable of the test.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { type Database, openDatabase } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { createJobQueue, type JobQueueOptions } from './job-queue.js';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const log = pino({ level: 'silent' });

let database: Database;
let clock = new Date('2026-03-02T09:00:00Z');
const now = () => clock;
const queue = (options: Partial<JobQueueOptions> = {}) =>
  createJobQueue({ db: database.db, log, now, pollMs: 0, ...options });
const rowsOf = (name: string) => database.db.select().from(jobs).where(eq(jobs.name, name));

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());
beforeEach(() => {
  clock = new Date('2026-03-02T09:00:00Z');
});

describe('the job queue', () => {
  it('runs a job when it is due, not before', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.work<{ n: number }>('later', async (payload) => void seen.push(payload.n));
    await q.enqueue('later', { n: 1 }, { runAt: new Date(clock.getTime() + 60_000) });
    expect(await q.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 59_999);
    expect(await q.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await q.runDue()).toBe(1);
    expect(seen).toEqual([1]);
    expect((await rowsOf('later'))[0]?.state).toBe('done');
    expect(await q.runDue()).toBe(0);
  });

  it('runs each of many jobs exactly once with two nodes claiming at the same time', async () => {
    const counts = new Map<number, number>();
    const nodes = [queue({ batchSize: 3 }), queue({ batchSize: 3 })];
    for (const node of nodes)
      node.work<{ n: number }>('both', async ({ n }) => {
        await new Promise((r) => setTimeout(r, 2));
        counts.set(n, (counts.get(n) ?? 0) + 1);
      });
    for (let n = 0; n < 40; n++) await nodes[n % 2]?.enqueue('both', { n });
    const [a, b] = await Promise.all(nodes.map((node) => node.runDue()));
    expect((a ?? 0) + (b ?? 0)).toBe(40);
    expect([...counts.values()].every((c) => c === 1)).toBe(true);
    expect(counts.size).toBe(40);
  });

  it('queues a singleton key once, from two nodes, and not again after it ran', async () => {
    const [a, b] = [queue(), queue()];
    let runs = 0;
    for (const node of [a, b]) node.work('single', async () => void runs++);
    await Promise.all([
      a.enqueue('single', {}, { singletonKey: 'single:1' }),
      b.enqueue('single', {}, { singletonKey: 'single:1' }),
    ]);
    expect(await rowsOf('single')).toHaveLength(1);
    await Promise.all([a.runDue(), b.runDue()]);
    await b.enqueue('single', {}, { singletonKey: 'single:1' });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(runs).toBe(1);
  });

  it('cancels a queued job by its key, and the key can be queued again', async () => {
    const q = queue();
    let runs = 0;
    q.work('cancelled', async () => void runs++);
    await q.enqueue('cancelled', {}, { singletonKey: 'c:1', runAt: new Date(clock.getTime() + 1000) });
    expect(await q.cancel('c:1')).toBe(true);
    expect(await q.cancel('c:1')).toBe(false);
    clock = new Date(clock.getTime() + 5000);
    expect(await q.runDue()).toBe(0);
    await q.enqueue('cancelled', {}, { singletonKey: 'c:1' });
    expect(await q.runDue()).toBe(1);
    expect(runs).toBe(1);
  });

  it('retries a failing job with growing backoff and gives up after maxAttempts', async () => {
    const q = queue({ backoffMs: (attempt) => 1000 * 2 ** (attempt - 1) });
    let attempts = 0;
    q.work('flaky', async () => {
      attempts++;
      throw new Error(`boom ${attempts}`);
    });
    await q.enqueue('flaky', {}, { maxAttempts: 3 });
    expect(await q.runDue()).toBe(1);
    expect(attempts).toBe(1);
    clock = new Date(clock.getTime() + 999);
    expect(await q.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await q.runDue()).toBe(1);
    clock = new Date(clock.getTime() + 1999);
    expect(await q.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await q.runDue()).toBe(1);
    expect(attempts).toBe(3);
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await q.runDue()).toBe(0);
    const [row] = await rowsOf('flaky');
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toBe('boom 3');
  });

  it('succeeds on a retry after a failure', async () => {
    const q = queue({ backoffMs: () => 10 });
    let attempts = 0;
    q.work('second-time', async () => {
      attempts++;
      if (attempts === 1) throw new Error('not yet');
    });
    await q.enqueue('second-time', {});
    await q.runDue();
    clock = new Date(clock.getTime() + 10);
    await q.runDue();
    expect(attempts).toBe(2);
    expect((await rowsOf('second-time'))[0]?.state).toBe('done');
  });

  it('keeps queued jobs across a restart: a new node runs what the stopped one queued', async () => {
    const before = queue();
    before.work('survives', async () => {
      throw new Error('this node never runs it');
    });
    await before.enqueue('survives', { lesson: 'x' }, { runAt: new Date(clock.getTime() + 60_000) });
    await before.stop();
    const after = queue();
    const seen: unknown[] = [];
    after.work('survives', async (payload) => void seen.push(payload));
    clock = new Date(clock.getTime() + 60_000);
    expect(await after.runDue()).toBe(1);
    expect(seen).toEqual([{ lesson: 'x' }]);
  });

  it('takes over a job whose node died mid-run once its lease runs out, and the dead node cannot finish it', async () => {
    const dying = queue({ leaseMs: 30_000 });
    let release: () => void = () => {};
    dying.work('lease', () => new Promise<void>((resolve) => (release = resolve)));
    await dying.enqueue('lease', {});
    const stuck = dying.runDue();
    await expect.poll(async () => (await rowsOf('lease'))[0]?.state).toBe('running');
    const other = queue({ leaseMs: 30_000 });
    let runs = 0;
    other.work('lease', async () => void runs++);
    expect(await other.runDue()).toBe(0);
    clock = new Date(clock.getTime() + 30_001);
    expect(await other.runDue()).toBe(1);
    expect(runs).toBe(1);
    release();
    await stuck;
    const [row] = await rowsOf('lease');
    expect(row?.state).toBe('done');
    expect(row?.attempts).toBe(2);
  });

  it('deletes finished jobs once they are older than the retention, and keeps queued ones', async () => {
    const q = queue({ keepFinishedMs: 60_000 });
    // A day on, the other tests' finished jobs are past the retention: clear them first.
    clock = new Date(clock.getTime() + 86_400_000);
    await q.purgeFinished();
    q.work('old', async () => {});
    await q.enqueue('old', {}, { singletonKey: 'old:1' });
    await q.enqueue('old', {}, { runAt: new Date(clock.getTime() + 3_600_000) });
    await q.runDue();
    clock = new Date(clock.getTime() + 59_999);
    expect(await q.purgeFinished()).toBe(0);
    clock = new Date(clock.getTime() + 2);
    expect(await q.purgeFinished()).toBe(1);
    expect((await rowsOf('old')).map((r) => r.state)).toEqual(['queued']);
  });

  it('polls by itself when started, and stop waits for the running job', async () => {
    const q = queue({ pollMs: 5 });
    let began = false;
    let finished = false;
    q.work('polled', async () => {
      began = true;
      await new Promise((r) => setTimeout(r, 20));
      finished = true;
    });
    q.start();
    await q.enqueue('polled', {});
    await expect.poll(() => began).toBe(true);
    await q.stop();
    expect(finished).toBe(true);
    expect((await rowsOf('polled'))[0]?.state).toBe('done');
  });
});

describe('the job queue on PGlite', () => {
  let pglite: Database;
  beforeAll(async () => {
    pglite = await openDatabase({ kind: 'pglite' });
    await pglite.migrate(migrationsDir);
  });
  afterAll(() => pglite?.close());

  it('runs a job once, honours a singleton key and retries', async () => {
    const q = createJobQueue({ db: pglite.db, log, now, pollMs: 0, backoffMs: () => 0 });
    let runs = 0;
    q.work('pg', async () => {
      runs++;
      if (runs === 1) throw new Error('first fails');
    });
    await q.enqueue('pg', {}, { singletonKey: 'pg:1' });
    await q.enqueue('pg', {}, { singletonKey: 'pg:1' });
    await q.runDue();
    await q.runDue();
    expect(runs).toBe(2);
    const rows = await pglite.db.select().from(jobs);
    expect(rows.map((r) => r.state)).toEqual(['done']);
  });
});
