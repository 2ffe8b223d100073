/**
 * A passkey beside step-up and recovery (ADR 0070): a passkey confirms it is the person before a sensitive action,
 * over a single-use challenge of its own; a first passkey that turns two-factor sign-in on signs the other browsers
 * out and makes recovery codes (shown once, good once at sign-in); new codes need the password.
 */
import { passkeyTexts, recoveryCodeCount, stepUpWindowMinutes, twoFactorTexts } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { createSoftAuthenticator } from '../../../test/webauthn-authenticator.js';
import { sessions } from '../../db/schema/index.js';
import { hashPassword } from './password.js';
import { sessionCookieName } from './session.service.js';

const origin = 'https://school.example';
const password = 'Str0ng!Pass';

describe('a passkey for step-up and passkey-only recovery codes', () => {
  const { t, call } = useTestApp({ PUBLIC_URL: `${origin}/` });

  /** A master with a password, two sessions (here and elsewhere), who adds a first passkey here. */
  async function withPasskey() {
    const person = await t.signUp('MASTER', { passwordHash: await hashPassword(password) });
    const elsewhere = await t.modules.accounts.sessions.start(person.user.id);
    const authenticator = createSoftAuthenticator();
    const options = await call('POST', '/api/auth/passkeys/options', undefined, person.cookie);
    const response = authenticator.register(options.body.data, origin);
    const added = await call('POST', '/api/auth/passkeys', { name: 'Laptop', response }, person.cookie);
    expect(added.status).toBe(200);
    return { ...person, authenticator, added, elsewhereCookie: `${sessionCookieName}=${elsewhere.token}` };
  }

  /** Makes the person's sessions' last check `minutes` old. */
  async function age(userId: string, minutes: number) {
    const verifiedAt = new Date(Date.now() - minutes * 60_000);
    await t.database.db.update(sessions).set({ verifiedAt }).where(eq(sessions.userId, userId));
    t.modules.accounts.sessions.refreshUser(userId);
  }

  const stepUpOptions = async (cookie: string) => {
    const res = await call('POST', '/api/auth/reauthenticate/passkey/options', undefined, cookie);
    expect(res.status).toBe(200);
    return res.body.data as { challenge: string; allowCredentials: { id: string }[] };
  };
  const stepUp = (cookie: string, response: unknown) =>
    call('POST', '/api/auth/reauthenticate/passkey', { response }, cookie);
  const policy = (cookie: string) => call('PATCH', '/api/admin/school-settings', { keepMessages: true }, cookie);

  it('accepts a passkey for step-up, once per challenge, and not a sign-in challenge', async () => {
    const person = await withPasskey();
    await age(person.user.id, stepUpWindowMinutes + 1);
    expect((await policy(person.cookie)).body.code).toBe('STEP_UP_REQUIRED');

    const request = await stepUpOptions(person.cookie);
    expect(request.allowCredentials).toHaveLength(1);
    const answer = person.authenticator.authenticate(request, origin);
    expect(await stepUp(person.cookie, answer)).toMatchObject({
      status: 200,
      body: { message: twoFactorTexts.confirmed },
    });
    expect((await policy(person.cookie)).status).toBe(200);

    // The challenge was spent: the same answer, or a new signature over it, is refused.
    await age(person.user.id, stepUpWindowMinutes + 1);
    const replayed = await stepUp(person.cookie, answer);
    expect(replayed).toMatchObject({ status: 400, body: { fields: { response: passkeyTexts.failed } } });
    expect((await stepUp(person.cookie, person.authenticator.authenticate(request, origin))).status).toBe(400);
    expect((await policy(person.cookie)).body.code).toBe('STEP_UP_REQUIRED');

    // A challenge made for the sign-in's second step is not good for a step-up.
    const forSignIn = await t.modules.accounts.passkeys.authenticationOptions(person.user.id, {
      rpID: 'school.example',
      origin,
    });
    expect((await stepUp(person.cookie, person.authenticator.authenticate(forSignIn, origin))).status).toBe(400);

    // Another person's passkey over this person's challenge does not count.
    const other = await withPasskey();
    const mine = await stepUpOptions(person.cookie);
    expect((await stepUp(person.cookie, other.authenticator.authenticate(mine, origin))).status).toBe(400);
    expect((await stepUp(person.cookie, person.authenticator.authenticate(mine, origin))).status).toBe(200);
  });

  it('refuses a step-up without a session, and a person without passkeys', async () => {
    const anonymous = await call('POST', '/api/auth/reauthenticate/passkey/options', undefined, '');
    expect(anonymous.status).toBe(401);
    expect((await stepUp('', { id: 'x', rawId: 'x', type: 'public-key', response: {} })).status).toBe(401);
    const plain = await t.signUp('MANAGER');
    const none = await call('POST', '/api/auth/reauthenticate/passkey/options', undefined, plain.cookie);
    expect(none).toMatchObject({ status: 404, body: { message: passkeyTexts.noPasskeys } });
  });

  it('a first passkey signs the other browsers out and makes recovery codes, good once at sign-in', async () => {
    const person = await withPasskey();
    const codes = person.added.body.recoveryCodes as string[];
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(codes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await call('GET', '/api/auth/session', undefined, person.elsewhereCookie)).status).toBe(401);
    expect((await call('GET', '/api/auth/session', undefined, person.cookie)).status).toBe(200);
    const status = await call('GET', '/api/auth/two-factor', undefined, person.cookie);
    expect(status.body.data).toMatchObject({ enabled: false, passkeys: 1, recoveryCodesLeft: recoveryCodeCount });

    // A second passkey makes no codes and signs no one out.
    const again = await t.modules.accounts.sessions.start(person.user.id);
    const options = await call('POST', '/api/auth/passkeys/options', undefined, person.cookie);
    const phone = createSoftAuthenticator().register(options.body.data, origin);
    const second = await call('POST', '/api/auth/passkeys', { name: 'Phone', response: phone }, person.cookie);
    expect(second.status).toBe(200);
    expect(second.body.recoveryCodes).toBeUndefined();
    expect((await call('GET', '/api/auth/session', undefined, `${sessionCookieName}=${again.token}`)).status).toBe(200);

    const signIn = async (code: string) => {
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: person.user.email, password },
      });
      expect(first.statusCode).toBe(202);
      const pending = String(first.headers['set-cookie']).match(/chalkline_2fa_pending=[^;]+/)![0];
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/second-factor',
        payload: { code },
        headers: { cookie: pending },
      });
    };
    expect((await signIn(codes[0]!)).statusCode).toBe(200);
    expect((await signIn(codes[0]!)).statusCode).toBe(400);
  });

  it('makes new recovery codes only after the password, and the old ones stop working', async () => {
    const person = await withPasskey();
    const old = person.added.body.recoveryCodes as string[];
    const wrong = await call('POST', '/api/auth/two-factor/recovery-codes', { password: 'nope' }, person.cookie);
    expect(wrong).toMatchObject({ status: 400, body: { fields: { password: 'The password is incorrect' } } });
    const missing = await call('POST', '/api/auth/two-factor/recovery-codes', {}, person.cookie);
    expect(missing.status).toBe(400);
    const made = await call('POST', '/api/auth/two-factor/recovery-codes', { password }, person.cookie);
    expect(made).toMatchObject({ status: 200, body: { message: twoFactorTexts.recoveryCodesNew } });
    const fresh = made.body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(recoveryCodeCount);
    expect(fresh).not.toContain(old[0]);
    const user = (await t.modules.accounts.users.findById(person.user.id))!;
    expect(await t.modules.accounts.twoFactor.verifyCode(user, old[0]!)).toBe(false);
    expect(await t.modules.accounts.twoFactor.verifyCode(user, fresh[0]!)).toBe(true);

    // Without a second factor there is nothing to renew; without a session, nothing at all.
    const plain = await t.signUp('TUTOR', { passwordHash: await hashPassword(password) });
    const none = await call('POST', '/api/auth/two-factor/recovery-codes', { password }, plain.cookie);
    expect(none).toMatchObject({ status: 409, body: { message: twoFactorTexts.noSecondFactor } });
    expect((await call('POST', '/api/auth/two-factor/recovery-codes', { password }, '')).status).toBe(401);
  });

  it('drops the codes with the last passkey when the app is off', async () => {
    const person = await withPasskey();
    const list = await call('GET', '/api/auth/passkeys', undefined, person.cookie);
    const removed = await call('DELETE', `/api/auth/passkeys/${list.body.data[0].id}`, undefined, person.cookie);
    expect(removed.status).toBe(200);
    const status = await call('GET', '/api/auth/two-factor', undefined, person.cookie);
    expect(status.body.data).toMatchObject({ passkeys: 0, recoveryCodesLeft: 0 });
    const user = (await t.modules.accounts.users.findById(person.user.id))!;
    const code = (person.added.body.recoveryCodes as string[])[1]!;
    expect(await t.modules.accounts.twoFactor.verifyCode(user, code)).toBe(false);
  });
});
