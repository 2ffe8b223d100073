import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, hashToken, sessionLifetimeMs } from './session.service.js';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps only a hash of the token and resolves the viewer from it', async () => {
    const { user, token } = await t.signUp('TUTOR');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.tokenHash).not.toContain(token);
    const viewer = await t.services.sessions.resolve(token);
    expect(viewer).toMatchObject({ id: user.id, role: 'TUTOR', email: user.email });
  });

  it('refuses unknown, revoked and expired tokens, and suspended people', async () => {
    expect(await t.services.sessions.resolve('not-a-token')).toBeNull();
    expect(await t.services.sessions.resolve(undefined)).toBeNull();

    const revoked = await t.signUp();
    const viewer = await t.services.sessions.resolve(revoked.token);
    await t.services.sessions.revoke(viewer!.sessionId);
    expect(await t.services.sessions.resolve(revoked.token)).toBeNull();

    let now = new Date();
    const clocked = createSessionService(createSessionRepository(t.database.db), Buffer.alloc(32, 7), () => now);
    const { token } = await clocked.start(revoked.user.id);
    expect(await clocked.resolve(token)).not.toBeNull();
    now = new Date(now.getTime() + sessionLifetimeMs + 1);
    expect(await clocked.resolve(token)).toBeNull();

    const suspended = await t.signUp('STUDENT', { suspended: true });
    expect(await t.services.sessions.resolve(suspended.token)).toBeNull();
  });

  it('signs API requests in by cookie or bearer token', async () => {
    const { token, cookie } = await t.signUp();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/files/upload' });
    expect(anonymous.statusCode).toBe(401);
    for (const headers of [{ cookie }, { authorization: `Bearer ${token}` }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/files/upload', headers });
      // Signed in, so the refusal is about the (missing) multipart body, not about who is asking.
      expect(res.statusCode).toBe(400);
    }
  });
});
