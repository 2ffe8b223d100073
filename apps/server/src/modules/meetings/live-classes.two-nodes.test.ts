/**
 * Live Classes across nodes (ADR 0030, ADR 0014): with `REDIS_URL` the room store is shared, so an admin asking
 * any node sees who is in a classroom whose sockets another node holds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient } from '../../../test/classroom-client.js';
import { createTestApp, createTestDatabase, listenOnLoopback, type TestApp } from '../../../test/harness.js';
import { testRedis } from '../../../test/redis.js';
import { api } from '../../../test/requests.js';
import { createWorld, type World } from '../../../test/world.js';
import type { Database } from '../../db/client.js';

describe('live classes across two nodes', () => {
  const redis = testRedis();
  const env = { ...redis.env, SESSION_SECRET: randomBytes(32).toString('hex') };
  let database: Database;
  let nodeA: TestApp;
  let nodeB: TestApp;
  let w: World;
  const clients: Client[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    nodeA = await createTestApp(env, { database });
    nodeB = await createTestApp(env, { database });
    w = await createWorld(nodeA);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    for (const node of [nodeA, nodeB]) await node?.close();
    await database.close();
    await redis.cleanup();
  });

  it('shows on node B the tutor whose socket node A holds', async () => {
    const meetingId = w.studentA.user.meetingId!;
    const tutor = await openClient(await listenOnLoopback(nodeA), meetingId, w.tutorA.token);
    clients.push(tutor);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });

    const res = await api(nodeB)('GET', '/api/meet/admin/meetings', undefined, w.admin.cookie);
    expect(res.status).toBe(200);
    const room = res.body.data.live.find((r: { roomKey: string }) => r.roomKey === meetingId);
    expect(room.live.participants.map((p: { key: string }) => p.key)).toEqual([w.tutorA.user.id]);
    const students = await api(nodeB)('GET', '/api/meet/admin/meetings/students?limit=100', undefined, w.admin.cookie);
    const row = students.body.data.items.find((r: { roomKey: string }) => r.roomKey === meetingId);
    expect(row.live.participants).toHaveLength(1);
    await tutor.emit('leave_meeting');
  });
});
