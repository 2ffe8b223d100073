/**
 * Room-event limits hold across nodes (R32, ADR 0031): with `REDIS_URL` the counters live in Redis, so a person
 * who spent their chat budget on node A gets no fresh one by reconnecting to node B.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient, sleep } from '../../test/classroom-client.js';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/harness.js';
import { testRedis } from '../../test/redis.js';
import { createWorld, type World } from '../../test/world.js';
import { rateLimitedText, roomLimits } from '../classroom/room-limits.js';
import type { Database } from '../db/client.js';
import { chatMessages } from '../db/schema/index.js';

const baseOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

describe('room-event limits across two nodes', () => {
  const redis = testRedis();
  const env = { ...redis.env, SESSION_SECRET: randomBytes(32).toString('hex') };
  let database: Database;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let w: World;
  const clients: Client[] = [];
  const meetingId = () => w.studentA.user.meetingId!;
  const room = () => `meet:${meetingId()}`;
  const join = async (node: TestApp, token: string) => {
    const client = await openClient(baseOf(node), meetingId(), token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    nodeA = await createTestApp(env, { database });
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    nodeB = await createTestApp(env, { database });
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    w = await createWorld(nodeA);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of [nodeA, nodeB]) await node?.close();
    await database.close();
    await redis.cleanup();
  });

  it('R32 a person’s chat budget is shared by the nodes; what is refused is neither stored nor sent', async () => {
    const tutor = await join(nodeB, w.tutorA.token);
    expect(await tutor.emit('launch', { config: {} })).toMatchObject({ status: 'enrolled' });
    const admit = async (node: TestApp) => {
      const student = await join(node, w.studentA.token);
      const request = tutor.next<{ connection: string }>('access_request');
      expect(await student.emit('launch', { config: {} })).toEqual({ status: 'waiting' });
      const granted = student.next('access_granted');
      expect(await tutor.emit('access_granted', { connection: (await request).connection })).toEqual({});
      await granted;
      return student;
    };
    const say = (c: Client, key = randomUUID()) =>
      c.emit('message', { message: { key, room: room(), content: `flood ${key}` } });
    const { perSocket, perPerson } = roomLimits.chat;

    const onA = await admit(nodeA);
    for (let i = 0; i < perSocket; i++) expect(await say(onA)).toMatchObject({ sent: true });
    expect(await say(onA)).toEqual({ error: rateLimitedText, code: 'RATE_LIMITED' });
    // The counters are in Redis under this deployment's prefix.
    expect((await redis.keys()).some((k) => k.includes('rl:events-chat-person'))).toBe(true);

    // Back on node B with a new tab: the per-socket budget is new, the person's is not.
    const onB = await admit(nodeB);
    for (let i = 0; i < perPerson - perSocket; i++) expect(await say(onB)).toMatchObject({ sent: true });
    const refused = randomUUID();
    expect(await say(onB, refused)).toEqual({ error: rateLimitedText, code: 'RATE_LIMITED' });
    await sleep(200);
    expect(tutor.received.filter((r) => r.event === 'message')).toHaveLength(perPerson);
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.key, refused))).toHaveLength(0);
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.room, room()))).toHaveLength(perPerson);
    for (const c of [onB, tutor]) await c.emit('leave_meeting');
  });
});
