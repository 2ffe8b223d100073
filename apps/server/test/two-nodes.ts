/**
 * Two server nodes on one database and one Redis key prefix (ADR 0014), with the shared world built on node A:
 * the test bed of the several-node tests. Sockets opened with `open` are closed after the file.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { type Client, openClient } from './classroom-client.js';
import { createTestApp, createTestDatabase, listenOnLoopback, type TestApp } from './harness.js';
import { testRedis } from './redis.js';
import { createWorld, type World } from './world.js';

export function useTwoNodes(env: Record<string, string> = {}, options: Pick<BuildOptions, 'jobs'> = {}) {
  const redis = testRedis();
  const shared = { ...redis.env, SESSION_SECRET: randomBytes(32).toString('hex'), ...env };
  const bed = { redis } as { redis: typeof redis; database: Database; nodeA: TestApp; nodeB: TestApp; w: World };
  const clients: Client[] = [];
  const bases = new Map<TestApp, Promise<string>>();

  beforeAll(async () => {
    bed.database = await createTestDatabase();
    bed.nodeA = await createTestApp(shared, { database: bed.database, ...options });
    bed.nodeB = await createTestApp(shared, { database: bed.database, ...options });
    bed.w = await createWorld(bed.nodeA);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of [bed.nodeB, bed.nodeA]) await node?.close();
    await bed.database?.close();
    await redis.cleanup();
  });

  /** A classroom socket on `node` (listening on loopback from the first call), into the student A's classroom. */
  async function open(node: TestApp, token: string, meetingId = bed.w.studentA.user.meetingId!) {
    if (!bases.has(node)) bases.set(node, listenOnLoopback(node));
    const client = await openClient(await (bases.get(node) as Promise<string>), meetingId, token);
    clients.push(client);
    return client;
  }

  /**
   * The lesson most several-node tests start from: the tutor hosts on node A, the student knocks on node B and is
   * admitted. Returns both sockets and the key of the main room (for chat).
   */
  async function lessonAcrossNodes() {
    const config = { programId: bed.w.program.id };
    const tutor = await open(bed.nodeA, bed.w.tutorA.token);
    const snapshot = tutor.next<{ rooms: { key: string }[] }>('access_granted');
    await tutor.emit('launch', { config });
    const room = (await snapshot).rooms[0]!.key;
    const student = await open(bed.nodeB, bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    const granted = student.next('access_granted');
    await student.emit('launch', { config });
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    return { config, tutor, student, room };
  }

  return Object.assign(bed, { open, lessonAcrossNodes });
}
