/**
 * Suspending someone on one node ends them on every node (ADR 0029): the admin's call reaches node B, the student
 * sits in a classroom on node A and has a cached session there; within 2 s node A drops both and frees the seat.
 */
import { randomBytes } from 'node:crypto';
import { peopleTexts } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient } from '../../test/classroom-client.js';
import { createTestApp, createTestDatabase, listenOnLoopback, type TestApp } from '../../test/harness.js';
import { testRedis } from '../../test/redis.js';
import { api } from '../../test/requests.js';
import { createWorld, type World } from '../../test/world.js';
import type { Database } from '../db/client.js';

describe('a suspension crosses nodes', () => {
  const redis = testRedis();
  const env = { ...redis.env, SESSION_SECRET: randomBytes(32).toString('hex'), MEDIA_WORKER: 'false' };
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
    await nodeB?.close();
    await nodeA?.close();
    await database.close();
    await redis.cleanup();
  });

  it('ends the student’s socket, seat and cached session on the other node within 2 s', async () => {
    const base = await listenOnLoopback(nodeA);
    const open = async (token: string) => {
      const c = await openClient(base, w.studentA.user.meetingId!, token);
      clients.push(c);
      return c;
    };
    const config = { programId: w.program.id };
    const tutor = await open(w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await open(w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    // Node A now holds the student's session in its cache.
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, w.studentA.cookie)).status).toBe(200);

    const alert = student.next<{ code: string; message: string }>('alert', 2000);
    const left = tutor.next<{ user: string }>('leave_meeting', 2000);
    const started = Date.now();
    const res = await api(nodeB)(
      'POST',
      '/api/accounts/restriction/students',
      { key: w.studentA.user.id, suspended: true },
      w.admin.cookie,
    );
    expect(res.status).toBe(200);
    const [alerted] = await Promise.all([alert, left]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alerted).toEqual({ code: 'account_ended', message: peopleTexts.endedBySuspension });
    expect(student.socket.connected).toBe(false);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, w.studentA.cookie)).status).toBe(401);
  });
});
