/** The session cache (ADR 0024): lookups answer from memory, and a revoked session is refused at once on every node. */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/harness.js';
import { countQueries } from '../../../test/query-count.js';
import { testRedis } from '../../../test/redis.js';
import type { Database } from '../../db/client.js';
import { createSessionCache, sessionCacheLifeMs } from './session-cache.js';
import type { Viewer } from './viewer.js';

const viewer = (id: string, sessionId: string): Viewer => ({
  id,
  sessionId,
  role: 'STUDENT',
  email: `${id}@example.test`,
  firstName: 'Ada',
  lastName: 'Obi',
});

const sessionOf = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

describe('session cache', () => {
  it('keeps a viewer for its short life, never past the session end, and forgets by session or person', () => {
    let clock = 1_000;
    const cache = createSessionCache({ lifeMs: 100, now: () => clock });
    cache.set('a', viewer('u1', 's1'));
    cache.set('b', viewer('u1', 's2'));
    cache.set('c', viewer('u2', 's3'), clock + 10);
    expect(cache.get('a')?.sessionId).toBe('s1');
    clock += 20;
    expect(cache.get('c')).toBeNull();
    cache.forgetSession('s1');
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.sessionId).toBe('s2');
    cache.forgetUser('u1');
    expect(cache.get('b')).toBeNull();
    cache.set('d', viewer('u3', 's4'));
    clock += 101;
    expect(cache.get('d')).toBeNull();
    expect(sessionCacheLifeMs).toBeGreaterThanOrEqual(10_000);
    expect(sessionCacheLifeMs).toBeLessThanOrEqual(30_000);
  });

  describe('on one node', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('resolves a session from memory after the first lookup', async () => {
      const counter = countQueries(t.database);
      const { token } = await t.signUp('STUDENT');
      expect(await t.modules.accounts.sessions.resolve(token)).not.toBeNull();
      const again = await counter.measure(() => t.modules.accounts.sessions.resolve(token));
      expect(again.result?.role).toBe('STUDENT');
      expect(again.count).toBe(0);
    });

    it('refuses the old token at once after sign-out', async () => {
      const { cookie } = await t.signUp('STUDENT');
      expect((await sessionOf(t, cookie)).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect((await sessionOf(t, cookie)).statusCode).toBe(401);
    });
  });

  describe('on two nodes sharing Redis', () => {
    const redis = testRedis();
    const env = { ...redis.env, SESSION_SECRET: randomBytes(32).toString('hex') };
    let database: Database;
    let nodeA: TestApp;
    let nodeB: TestApp;
    beforeAll(async () => {
      database = await createTestDatabase();
      nodeA = await createTestApp(env, { database });
      nodeB = await createTestApp(env, { database });
    });
    afterAll(async () => {
      await nodeB?.close();
      await nodeA?.close();
      await database?.close();
      await redis.cleanup();
    });

    it('a sign-out on one node is refused on the other well within the cache life', async () => {
      const { cookie } = await nodeA.signUp('TUTOR');
      // Both nodes now hold the session in memory.
      expect((await sessionOf(nodeA, cookie)).statusCode).toBe(200);
      expect((await sessionOf(nodeB, cookie)).statusCode).toBe(200);
      const signedOutAt = Date.now();
      await nodeA.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect((await sessionOf(nodeA, cookie)).statusCode).toBe(401);
      let status = 200;
      while (status === 200 && Date.now() - signedOutAt < 2_000) {
        status = (await sessionOf(nodeB, cookie)).statusCode;
        if (status === 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(401);
      expect(Date.now() - signedOutAt).toBeLessThan(sessionCacheLifeMs / 5);
    });

    it('ending all of a person’s sessions reaches the other node too', async () => {
      const { cookie, user } = await nodeA.signUp('STUDENT');
      expect((await sessionOf(nodeB, cookie)).statusCode).toBe(200);
      await nodeA.modules.accounts.sessions.revokeAllForUser(user.id);
      const started = Date.now();
      let status = 200;
      while (status === 200 && Date.now() - started < 2_000) {
        status = (await sessionOf(nodeB, cookie)).statusCode;
        if (status === 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(401);
    });
  });
});
