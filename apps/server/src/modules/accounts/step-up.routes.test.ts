/**
 * Step-up (ADR 0056): each sensitive action answers STEP_UP_REQUIRED when the session's last check of the password
 * or second factor is older than ten minutes, and goes through once the person confirms it is them.
 */
import { randomUUID } from 'node:crypto';
import { stepUpWindowMinutes } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { sessions } from '../../db/schema/index.js';
import { hashPassword } from './password.js';

/** The sensitive actions: managing admins, the payment provider's keys, the school policies, one's own 2FA, data rights. */
const sensitive = [
  'POST /api/admin/admins',
  'PATCH /api/admin/admins/:key',
  'PUT /api/admin/admins/:key/suspension',
  'DELETE /api/admin/admins/:key/two-factor',
  'DELETE /api/admin/admins/:key',
  'PUT /api/admin/billing/settings',
  'PATCH /api/admin/school-settings',
  'DELETE /api/auth/two-factor',
  // Adding or removing a passkey changes how the account signs in (ADR 0070).
  'POST /api/auth/passkeys/options',
  'POST /api/auth/passkeys',
  'DELETE /api/auth/passkeys/:id',
  // Exporting or erasing everything held about a person (ADR 0072).
  'POST /api/admin/people/:key/export',
  'POST /api/admin/people/:key/erase',
  // The same, run to answer a guardian's data request (ADR 0085).
  'POST /api/admin/data-requests/:key/export',
  'POST /api/admin/data-requests/:key/erase',
];

describe('step-up for sensitive actions', () => {
  const { t, call } = useTestApp();

  /** Makes the person's sessions' last check `minutes` old. */
  async function age(userId: string, minutes: number) {
    const verifiedAt = new Date(Date.now() - minutes * 60_000);
    await t.database.db.update(sessions).set({ verifiedAt }).where(eq(sessions.userId, userId));
    t.modules.accounts.sessions.refreshUser(userId);
  }

  it('marks exactly the sensitive routes', () => {
    const marked = t.routes.filter((r) => r.stepUp).map((r) => `${r.method} ${r.url}`);
    expect(marked.sort()).toEqual([...sensitive].sort());
  });

  it('asks an older session to confirm before each sensitive action, and lets it through after', async () => {
    const master = await t.signUp('MASTER', { passwordHash: await hashPassword('Str0ng!Pass') });
    const target = await t.signUp('MANAGER');
    for (const route of sensitive) {
      const [method, url] = route.split(' ') as ['POST', string];
      const address = url.replace(':key', route.includes('suspension') ? target.user.id : randomUUID());
      await age(master.user.id, stepUpWindowMinutes + 1);
      const refused = await call(method, address, {}, master.cookie);
      expect(refused, route).toMatchObject({ status: 403, body: { code: 'STEP_UP_REQUIRED' } });
      // A wrong password is refused (once: more failures than routes would trip the sign-in throttle).
      if (route === sensitive[0]) {
        const wrong = await call('POST', '/api/auth/reauthenticate', { password: 'nope' }, master.cookie);
        expect(wrong.status).toBe(400);
      }
      const confirmed = await call('POST', '/api/auth/reauthenticate', { password: 'Str0ng!Pass' }, master.cookie);
      expect(confirmed.status).toBe(200);
      const retried = await call(method, address, {}, master.cookie);
      expect(retried.body?.code, route).not.toBe('STEP_UP_REQUIRED');
      expect(retried.status, route).not.toBe(401);
    }
    // Within the window nothing is asked.
    await age(master.user.id, stepUpWindowMinutes - 1);
    const fresh = await call(
      'PUT',
      `/api/admin/admins/${target.user.id}/suspension`,
      { suspended: false },
      master.cookie,
    );
    expect(fresh.status).toBe(200);
  });

  it('accepts a second-factor code instead of the password', async () => {
    const master = await t.signUp('MASTER');
    const setup = await call('POST', '/api/auth/two-factor/setup', undefined, master.cookie);
    const { secret } = setup.body.data;
    await call('POST', '/api/auth/two-factor/enable', { code: await generate({ secret }) }, master.cookie);
    await age(master.user.id, 30);
    const before = await call('PATCH', '/api/admin/school-settings', { keepMessages: true }, master.cookie);
    expect(before.body.code).toBe('STEP_UP_REQUIRED');
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await call('POST', '/api/auth/reauthenticate', { code: next }, master.cookie)).status).toBe(200);
    expect((await call('PATCH', '/api/admin/school-settings', { keepMessages: true }, master.cookie)).status).toBe(200);
  });
});
