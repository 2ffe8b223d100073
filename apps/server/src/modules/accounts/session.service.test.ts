import { defaultSchoolSettings } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/builders.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, hashToken, sessionLifetimeMs } from './session.service.js';
import { sessionLimitsFor } from './two-factor.policy.js';

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
    const viewer = await t.modules.accounts.sessions.resolve(token);
    expect(viewer).toMatchObject({ id: user.id, role: 'TUTOR', email: user.email });
  });

  it('refuses unknown, revoked and expired tokens, and suspended people', async () => {
    expect(await t.modules.accounts.sessions.resolve('not-a-token')).toBeNull();
    expect(await t.modules.accounts.sessions.resolve(undefined)).toBeNull();

    const revoked = await t.signUp();
    const viewer = await t.modules.accounts.sessions.resolve(revoked.token);
    await t.modules.accounts.sessions.revoke(viewer!.sessionId);
    expect(await t.modules.accounts.sessions.resolve(revoked.token)).toBeNull();

    let now = new Date();
    const clocked = createSessionService(createSessionRepository(t.database.db), Buffer.alloc(32, 7), () => now);
    const { token } = await clocked.start(revoked.user.id);
    expect(await clocked.resolve(token)).not.toBeNull();
    now = new Date(now.getTime() + sessionLifetimeMs + 1);
    expect(await clocked.resolve(token)).toBeNull();

    const suspended = await t.signUp('STUDENT', { suspended: true });
    expect(await t.modules.accounts.sessions.resolve(suspended.token)).toBeNull();
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

describe('admin session limits (ADR 0056), on a fake clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const minute = 60_000;
  const policies = { ...defaultSchoolSettings, staffIdleMinutes: 30, staffSessionHours: 12 };
  const clocked = () => {
    const clock = { now: new Date('2026-03-02T08:00:00Z') };
    const service = createSessionService(createSessionRepository(t.database.db), Buffer.alloc(32, 7), () => clock.now, {
      limitsFor: async (role) => sessionLimitsFor(role, policies),
    });
    const advance = (ms: number) => {
      clock.now = new Date(clock.now.getTime() + ms);
    };
    return { service, advance };
  };

  it('ends an admin session idle past the school’s idle time, and not a student’s', async () => {
    const { service, advance } = clocked();
    const manager = await buildUser(t.database.db, 'MANAGER');
    const student = await buildUser(t.database.db, 'STUDENT');
    const admin = await service.start(manager.id);
    const child = await service.start(student.id);
    advance(29 * minute);
    expect(await service.resolve(admin.token)).not.toBeNull();
    advance(29 * minute);
    expect(await service.resolve(admin.token)).not.toBeNull();
    advance(31 * minute);
    expect(await service.resolve(admin.token)).toBeNull();
    expect(await service.resolve(child.token)).not.toBeNull();
    // Ended means revoked: it is gone from the person's list of browsers too.
    expect(await service.listForUser(manager.id)).toHaveLength(0);
  });

  it('ends a busy admin session at the absolute limit, renewals included', async () => {
    const { service, advance } = clocked();
    const master = await buildUser(t.database.db, 'MASTER');
    let { token, session } = await service.start(master.id);
    for (let used = 0; used < 11 * 60; used += 20) {
      advance(20 * minute);
      expect(await service.resolve(token), `after ${used + 20} min`).not.toBeNull();
    }
    // A renewal carries the sign-in time, so it does not stretch the limit.
    ({ token, session } = await service.start(master.id, {}, { signedInAt: session.signedInAt }));
    for (const step of [25, 25]) {
      advance(step * minute);
      expect(await service.resolve(token)).not.toBeNull();
    }
    advance(20 * minute);
    expect(await service.resolve(token)).toBeNull();
  });
});
