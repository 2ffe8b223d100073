import { defaultSchoolSettings } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';

describe('school policies (ADR 0045)', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    call = api(t);
  });
  afterAll(() => t.close());

  it('starts with the safe defaults and lets everyone signed in read them, nobody else', async () => {
    expect(defaultSchoolSettings).toEqual({
      studentDirectMessages: false,
      keepMessages: true,
      messageRetentionDays: 365,
      studentsSeeRecordings: false,
      renewalGraceDays: 3,
      reminderMinutesBefore: 30,
      requireAdminTwoFactor: true,
      requireTutorTwoFactor: false,
      staffIdleMinutes: 30,
      staffSessionHours: 12,
      attendanceMinSharePercent: 50,
      proctoringRetentionDays: 30,
      guardiansWatchLessons: false,
    });
    const student = await t.signUp('STUDENT');
    const read = await call('GET', '/api/school-settings', undefined, student.cookie);
    expect(read.status).toBe(200);
    // The test school, like the demo school, does not require admins to use a second factor (test/harness.ts).
    expect(read.body.data).toEqual({ ...defaultSchoolSettings, requireAdminTwoFactor: false });
    expect((await call('GET', '/api/school-settings')).status).toBe(401);
  });

  it('lets a higher admin change a policy, logs it, and every reader sees the change', async () => {
    const master = await t.signUp('MASTER');
    const changed = await call('PATCH', '/api/admin/school-settings', { studentDirectMessages: true }, master.cookie);
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ studentDirectMessages: true, keepMessages: true });
    expect((await t.modules.school.service.read()).studentDirectMessages).toBe(true);
    const log = await call('GET', '/api/admin/logs?action=schoolPolicies.access', undefined, master.cookie);
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body.data)).toContain('the school policies studentDirectMessages');
    await call('PATCH', '/api/admin/school-settings', { studentDirectMessages: false }, master.cookie);
  });

  it('refuses tutors, students and managers without the group, and bad values', async () => {
    const master = await t.signUp('MASTER');
    const manager = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    const tutor = await t.signUp('TUTOR');
    const student = await t.signUp('STUDENT');
    for (const who of [manager, tutor, student]) {
      const res = await call('PATCH', '/api/admin/school-settings', { keepMessages: false }, who.cookie);
      expect(res.status).toBe(403);
    }
    const bad = await call('PATCH', '/api/admin/school-settings', { renewalGraceDays: -1 }, master.cookie);
    expect(bad.status).toBe(400);
    expect((await call('PATCH', '/api/admin/school-settings', {}, master.cookie)).status).toBe(400);
    expect((await call('PATCH', '/api/admin/school-settings', { surprise: 1 }, master.cookie)).status).toBe(400);
    expect((await t.modules.school.service.read()).keepMessages).toBe(true);
  });
});
