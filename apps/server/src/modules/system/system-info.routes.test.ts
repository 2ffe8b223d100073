import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('GET /api/admin/info (issue 22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_URL: 'smtp://mailer:hunter2-smtp-password@mail.internal:587',
      SESSION_SECRET: 'a-session-secret-that-must-never-leak-0123456789',
      S3_BUCKET: 'chalk-files',
      S3_ACCESS_KEY_ID: 'AKIA-DO-NOT-SHOW',
      S3_SECRET_ACCESS_KEY: 's3-secret-do-not-show',
    });
  });
  afterAll(() => t.close());

  const get = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/admin/info', headers: cookie ? { cookie } : {} });

  it('tells a master and a manager holding account stats what the platform runs on', async () => {
    const master = await t.signUp('MASTER');
    const manager = await t.signUp('MANAGER', { adminPermissions: ['accountStats.access'] });
    for (const { cookie } of [master, manager]) {
      const res = await get(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        version: '0.1.0',
        environment: 'test',
        database: t.config.database.kind,
        mediaEngine: 'werift',
        nodes: 'single',
        storage: 's3',
        mail: 'smtp',
        googleSignIn: false,
        // No payment keys set: the manual provider; each job the modules handle, with its queue state.
        payments: 'manual',
        backgroundJobs: expect.arrayContaining([{ name: expect.any(String), state: expect.any(String) }]),
        apiDocs: '/api/docs',
        deploymentGuide: 'docs/deployment.md',
        uptimeSeconds: expect.any(Number),
      });
    }
  });

  it('never puts a secret, a password or an address in the body', async () => {
    const { cookie } = await t.signUp('MASTER');
    const body = (await get(cookie)).body;
    for (const secret of [
      'hunter2',
      'mail.internal',
      'a-session-secret',
      'AKIA',
      's3-secret',
      'chalk-files',
      'smtp://',
    ])
      expect(body).not.toContain(secret);
  });

  it('answers 403 to tutors, students and managers without the permission, 401 to guests', async () => {
    for (const role of ['TUTOR', 'STUDENT'] as const)
      expect((await get((await t.signUp(role)).cookie)).statusCode).toBe(403);
    const other = await t.signUp('MANAGER', { adminPermissions: ['tutors.access'] });
    expect((await get(other.cookie)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});

describe('GET /api/admin/info: background jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts the queued jobs of each name', async () => {
    const { cookie } = await t.signUp('MASTER');
    await t.jobs.enqueue('info-test-job', { n: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
    await t.jobs.enqueue('info-test-job', { n: 2 }, { runAt: new Date(Date.now() + 3_600_000) });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/info', headers: { cookie } });
    expect(res.json().data.backgroundJobs).toContainEqual({ name: 'info-test-job', state: '2 queued' });
  });
});
