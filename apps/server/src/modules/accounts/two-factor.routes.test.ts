/** Two-factor sign-in (ADR 0056): enrolment, the sign-in step, recovery codes, remembered browsers, the rules. */
import { adminTexts, recoveryCodeCount, twoFactorTexts } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { recoveryCodes } from '../../db/schema/index.js';
import { hashPassword } from './password.js';

const password = 'Str0ng!Pass';
/** A code of the step `steps` after the current one (a code is good once, so each use needs a newer step). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The cookies a response set, as one Cookie header with those already held. */
function withCookies(held: string, headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).map((c: string) => c.split(';')[0]!);
  const jar = new Map(held ? held.split('; ').map((c) => [c.split('=')[0]!, c] as const) : []);
  for (const c of list) {
    const [name, value] = [c.split('=')[0]!, c.slice(c.indexOf('=') + 1)];
    if (value) jar.set(name, c);
    else jar.delete(name);
  }
  return [...jar.values()].join('; ');
}

describe('two-factor sign-in', () => {
  const { t, call } = useTestApp();

  /** A person with a password and a session, who then turns 2FA on through the API. */
  async function enrolled(role: 'MASTER' | 'MANAGER' | 'TUTOR' = 'MASTER') {
    const person = await t.signUp(role, { passwordHash: await hashPassword(password) });
    const setup = await call('POST', '/api/auth/two-factor/setup', undefined, person.cookie);
    expect(setup.status).toBe(200);
    const { secret, qrCode, uri } = setup.body.data;
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(uri).toContain(`secret=${secret}`);
    const enabled = await call('POST', '/api/auth/two-factor/enable', { code: await codeAt(secret) }, person.cookie);
    expect(enabled.status).toBe(200);
    return { ...person, secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
  }

  const login = (email: string, cookie = '') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { cookie } });
  const secondFactor = (cookie: string, code: string, remember = false) =>
    t.app.inject({ method: 'POST', url: '/api/auth/second-factor', payload: { code, remember }, headers: { cookie } });

  it('enrols with a confirmed code and gives ten recovery codes once, kept only hashed', async () => {
    const person = await enrolled();
    expect(person.recoveryCodes).toHaveLength(recoveryCodeCount);
    expect(new Set(person.recoveryCodes).size).toBe(recoveryCodeCount);
    const status = await call('GET', '/api/auth/two-factor', undefined, person.cookie);
    expect(status.body.data).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: recoveryCodeCount,
      passkeys: 0,
    });
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, person.user.id));
    expect(stored).toHaveLength(recoveryCodeCount);
    expect(stored.map((r) => r.codeHash)).not.toContain(person.recoveryCodes[0]);
    // A second set-up while it is on is refused; so is a wrong first code.
    expect((await call('POST', '/api/auth/two-factor/setup', undefined, person.cookie)).status).toBe(409);
    const other = await t.signUp('MANAGER');
    await call('POST', '/api/auth/two-factor/setup', undefined, other.cookie);
    const wrong = await call('POST', '/api/auth/two-factor/enable', { code: '000000' }, other.cookie);
    expect(wrong).toMatchObject({ status: 400, body: { fields: { code: twoFactorTexts.wrongCode } } });
  });

  it('signs in only after the code; a code and a recovery code are each good once', async () => {
    const person = await enrolled();
    const first = await login(person.user.email);
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toEqual({ secondFactor: true });
    const pending = withCookies('', first.headers);
    expect(pending).toContain('chalkline_2fa_pending=');
    expect(pending).not.toContain('chalkline_session=');

    expect((await secondFactor(pending, '123456')).statusCode).toBe(400);
    // The code of the step accepted at enrolment is spent; the next step's code signs in.
    expect((await secondFactor(pending, await codeAt(person.secret))).statusCode).toBe(400);
    const next = await codeAt(person.secret, 1);
    const signedIn = await secondFactor(pending, next);
    expect(signedIn.statusCode).toBe(200);
    const session = withCookies(pending, signedIn.headers);
    expect(session).toContain('chalkline_session=');
    expect(session).not.toContain('chalkline_2fa_pending=');
    expect((await call('GET', '/api/auth/session', undefined, session)).body.data.user.twoFactor).toEqual({
      enabled: true,
      required: false,
    });

    const again = withCookies('', (await login(person.user.email)).headers);
    expect((await secondFactor(again, next)).statusCode).toBe(400);
    const recovery = person.recoveryCodes[3]!;
    expect((await secondFactor(again, recovery.toUpperCase())).statusCode).toBe(200);
    const third = withCookies('', (await login(person.user.email)).headers);
    expect((await secondFactor(third, recovery)).statusCode).toBe(400);
    const status = await call('GET', '/api/auth/two-factor', undefined, person.cookie);
    expect(status.body.data.recoveryCodesLeft).toBe(recoveryCodeCount - 1);
  });

  it('refuses the code step without a pending sign-in or with a forged one', async () => {
    const person = await enrolled();
    expect((await secondFactor('', person.recoveryCodes[0]!)).statusCode).toBe(401);
    const forged = `chalkline_2fa_pending=${person.user.id}.${Date.now() + 60_000}.bad`;
    expect((await secondFactor(forged, person.recoveryCodes[0]!)).statusCode).toBe(401);
  });

  it('remembers a browser for 30 days when asked, until a master resets the second factor', async () => {
    const manager = await enrolled('MANAGER');
    const pending = withCookies('', (await login(manager.user.email)).headers);
    const done = await secondFactor(pending, manager.recoveryCodes[0]!, true);
    const device = withCookies('', done.headers)
      .split('; ')
      .find((c) => c.startsWith('chalkline_2fa_device='))!;
    expect(done.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^chalkline_2fa_device=.*Max-Age=2592000.*HttpOnly/)]),
    );
    expect((await login(manager.user.email, device)).statusCode).toBe(200);
    // Another person on the same browser is not let through by it.
    const other = await enrolled('MANAGER');
    expect((await login(other.user.email, device)).statusCode).toBe(202);

    const master = await t.signUp('MASTER');
    const reset = await call('DELETE', `/api/admin/admins/${manager.user.id}/two-factor`, undefined, master.cookie);
    expect(reset).toMatchObject({ status: 200, body: { message: adminTexts.twoFactorReset } });
    expect(reset.body.data.admin.twoFactor).toBe(false);
    // Reset: no second factor any more, so the password alone signs in; the old device cookie means nothing.
    const afterReset = await login(manager.user.email, device);
    expect(afterReset.statusCode).toBe(200);
    const log = await call('GET', '/api/admin/logs?action=admins.edit', undefined, master.cookie);
    expect(JSON.stringify(log.body.data)).toContain('"twoFactor":"reset"');
  });

  it('lets only a master reset another admin’s second factor', async () => {
    const target = await enrolled('MANAGER');
    const manager = await t.signUp('MANAGER', { adminPermissions: ['admins.access', 'admins.edit'] });
    const byManager = await call('DELETE', `/api/admin/admins/${target.user.id}/two-factor`, undefined, manager.cookie);
    expect(byManager).toMatchObject({ status: 403, body: { message: adminTexts.onlyMasterResetsTwoFactor } });
    const master = await enrolled('MASTER');
    const self = await call('DELETE', `/api/admin/admins/${master.user.id}/two-factor`, undefined, master.cookie);
    expect(self.status).toBe(403);
  });

  it('sends a required admin without a second factor to enrol first, and keeps a required one from turning it off', async () => {
    const master = await t.signUp('MASTER');
    const manager = await t.signUp('MANAGER');
    const tutor = await t.signUp('TUTOR');
    await t.modules.school.service.update({ requireAdminTwoFactor: true }, null);
    try {
      const refused = await call('GET', '/api/admin/admins', undefined, master.cookie);
      expect(refused).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED' } });
      expect((await call('GET', '/api/accounts/students', undefined, manager.cookie)).body.code).toBe(
        'TWO_FACTOR_REQUIRED',
      );
      // Their own things stay open, so they can enrol; a tutor is not concerned by the admins' policy.
      expect((await call('GET', '/api/auth/two-factor', undefined, master.cookie)).body.data).toMatchObject({
        enabled: false,
        required: true,
      });
      expect((await call('GET', '/api/auth/session', undefined, master.cookie)).status).toBe(200);
      expect((await call('GET', '/api/accounts/students', undefined, tutor.cookie)).body?.code).not.toBe(
        'TWO_FACTOR_REQUIRED',
      );

      const done = await enrolled('MASTER');
      expect((await call('GET', '/api/admin/admins', undefined, done.cookie)).status).toBe(200);
      const off = await call('DELETE', '/api/auth/two-factor', undefined, done.cookie);
      expect(off).toMatchObject({ status: 403, body: { message: twoFactorTexts.stillRequired } });

      await t.modules.school.service.update({ requireTutorTwoFactor: true }, null);
      expect((await call('GET', '/api/accounts/students', undefined, tutor.cookie)).body.code).toBe(
        'TWO_FACTOR_REQUIRED',
      );
    } finally {
      await t.modules.school.service.update({ requireAdminTwoFactor: false, requireTutorTwoFactor: false }, null);
    }
    const optional = await enrolled('MANAGER');
    expect((await call('DELETE', '/api/auth/two-factor', undefined, optional.cookie)).status).toBe(200);
    expect((await call('GET', '/api/auth/two-factor', undefined, optional.cookie)).body.data.enabled).toBe(false);
  });
});
