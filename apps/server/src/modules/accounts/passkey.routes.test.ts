/**
 * Passkeys as a second factor (ADR 0070), with a software authenticator making real attestations and assertions:
 * registration, the sign-in step, and the refusals (a replayed or expired challenge, another origin, another
 * person's passkey, a counter that did not grow), removal and a master's reset.
 */
import { adminTexts, passkeyTexts, twoFactorTexts } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.js';
import { sessionCookieFrom } from '../../../test/requests.js';
import { createSoftAuthenticator } from '../../../test/webauthn-authenticator.js';
import { passkeyChallenges, passkeys } from '../../db/schema/index.js';
import { hashPassword } from './password.js';

const origin = 'https://school.example';
const password = 'Str0ng!Pass';

describe('passkeys', () => {
  const { t, call } = useTestApp({ PUBLIC_URL: `${origin}/` });

  /** A person with a password and a session, who then registers a passkey of `authenticator`. */
  async function withPasskey(role: 'MASTER' | 'MANAGER' | 'TUTOR' = 'MASTER', name = 'Laptop') {
    const person = await t.signUp(role, { passwordHash: await hashPassword(password) });
    const authenticator = createSoftAuthenticator();
    const options = await call('POST', '/api/auth/passkeys/options', undefined, person.cookie);
    expect(options.status).toBe(200);
    expect(options.body.data.rp).toEqual({ name: 'Chalkline', id: 'school.example' });
    const response = authenticator.register(options.body.data, origin);
    const added = await call('POST', '/api/auth/passkeys', { name, response }, person.cookie);
    expect(added).toMatchObject({ status: 200, body: { message: passkeyTexts.added, data: { name } } });
    return { ...person, authenticator, passkeyId: added.body.data.id as string };
  }

  /** The password step: answers the pending sign-in's cookie. */
  async function pending(email: string) {
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(first.statusCode).toBe(202);
    const raw = first.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [String(raw)]).find((c) => c.startsWith('chalkline_2fa_pending='));
    return cookie!.split(';')[0]!;
  }

  const signInOptions = async (cookie: string) => {
    const res = await call('POST', '/api/auth/second-factor/passkey/options', undefined, cookie);
    expect(res.status).toBe(200);
    return res.body.data as { challenge: string; rpId: string; allowCredentials: { id: string }[] };
  };
  const signIn = (cookie: string, response: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/passkey',
      payload: { response },
      headers: { cookie },
    });

  it('registers named passkeys, lists them, and asks for one at sign-in from then on', async () => {
    const person = await withPasskey('MASTER', 'Laptop');
    // A second one of another authenticator; the first is excluded from its options.
    const options = await call('POST', '/api/auth/passkeys/options', undefined, person.cookie);
    expect(options.body.data.excludeCredentials).toEqual([
      expect.objectContaining({ id: person.authenticator.keys[0]!.id.toString('base64url') }),
    ]);
    const phone = createSoftAuthenticator();
    const second = await call(
      'POST',
      '/api/auth/passkeys',
      { name: 'Phone', response: phone.register(options.body.data, origin) },
      person.cookie,
    );
    expect(second.status).toBe(200);
    const list = await call('GET', '/api/auth/passkeys', undefined, person.cookie);
    expect(list.body.data.map((p: { name: string }) => p.name)).toEqual(['Laptop', 'Phone']);
    const status = await call('GET', '/api/auth/two-factor', undefined, person.cookie);
    expect(status.body.data).toMatchObject({ enabled: false, passkeys: 2 });
    const me = await call('GET', '/api/auth/session', undefined, person.cookie);
    expect(me.body.data.user.twoFactor.enabled).toBe(true);

    const cookie = await pending(person.user.email);
    const request = await signInOptions(cookie);
    expect(request.rpId).toBe('school.example');
    expect(request.allowCredentials).toHaveLength(2);
    const signedIn = await signIn(cookie, phone.authenticate(request, origin));
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookieFrom(signedIn.headers)).toBeTruthy();
    const [stored] = await t.database.db.select().from(passkeys).where(eq(passkeys.name, 'Phone'));
    expect(stored).toMatchObject({ counter: 1, userId: person.user.id });
    expect(stored!.lastUsedAt).not.toBeNull();
  });

  it('refuses a registration signed for another origin, and a registration challenge used twice', async () => {
    const person = await t.signUp('TUTOR');
    const authenticator = createSoftAuthenticator();
    const options = (await call('POST', '/api/auth/passkeys/options', undefined, person.cookie)).body.data;
    const elsewhere = authenticator.register(options, 'https://evil.example');
    const refused = await call('POST', '/api/auth/passkeys', { name: 'Evil', response: elsewhere }, person.cookie);
    expect(refused).toMatchObject({ status: 400, body: { fields: { response: passkeyTexts.failed } } });
    // That answer spent the challenge: a good answer to the same options is refused too.
    const again = authenticator.register(options, origin);
    expect((await call('POST', '/api/auth/passkeys', { name: 'Again', response: again }, person.cookie)).status).toBe(
      400,
    );
    const blank = await call('POST', '/api/auth/passkeys', { name: ' ', response: again }, person.cookie);
    expect(blank).toMatchObject({ status: 400, body: { fields: { name: passkeyTexts.nameRequired } } });
    expect((await call('GET', '/api/auth/passkeys', undefined, person.cookie)).body.data).toEqual([]);
  });

  it('refuses a replayed challenge, another origin, a counter that did not grow and an expired challenge', async () => {
    const person = await withPasskey();
    const cookie = await pending(person.user.email);

    const request = await signInOptions(cookie);
    const answer = person.authenticator.authenticate(request, origin);
    expect((await signIn(cookie, answer)).statusCode).toBe(200);
    // The same answer again, and a fresh signature over the spent challenge: both refused.
    expect((await signIn(cookie, answer)).statusCode).toBe(400);
    const replayed = await signIn(cookie, person.authenticator.authenticate(request, origin));
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().fields).toEqual({ response: passkeyTexts.failed });

    const wrongOrigin = await signIn(
      cookie,
      person.authenticator.authenticate(await signInOptions(cookie), 'https://evil.example'),
    );
    expect(wrongOrigin.statusCode).toBe(400);
    const wrongRp = await signIn(
      cookie,
      person.authenticator.authenticate(await signInOptions(cookie), origin, { rpID: 'evil.example' }),
    );
    expect(wrongRp.statusCode).toBe(400);

    // A cloned key shows a counter no larger than the stored one (1 after the sign-in above).
    const cloned = person.authenticator.authenticate(await signInOptions(cookie), origin, { counter: 1 });
    expect((await signIn(cookie, cloned)).statusCode).toBe(400);

    const late = await signInOptions(cookie);
    await t.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, late.challenge));
    expect((await signIn(cookie, person.authenticator.authenticate(late, origin))).statusCode).toBe(400);

    expect(
      (await signIn(cookie, person.authenticator.authenticate(await signInOptions(cookie), origin))).statusCode,
    ).toBe(200);
  });

  it('refuses another person’s passkey, and a passkey step without a pending sign-in', async () => {
    const alice = await withPasskey('MASTER');
    const bob = await withPasskey('MANAGER');
    const cookie = await pending(alice.user.email);
    const request = await signInOptions(cookie);
    // Bob's authenticator signs Alice's challenge with Bob's key: a good signature, the wrong person.
    const forged = await signIn(cookie, bob.authenticator.authenticate(request, origin));
    expect(forged.statusCode).toBe(400);
    expect(sessionCookieFrom(forged.headers)).toBeNull();
    // Alice's own answer to the same challenge still works: the challenge was not spent by Bob's key.
    expect((await signIn(cookie, alice.authenticator.authenticate(request, origin))).statusCode).toBe(200);

    const noSignIn = await call('POST', '/api/auth/second-factor/passkey/options', undefined, '');
    expect(noSignIn).toMatchObject({ status: 400, body: { message: twoFactorTexts.noPendingSignIn } });
    const anonymous = await signIn('', alice.authenticator.authenticate(request, origin));
    expect(anonymous.statusCode).toBe(401);
  });

  it('removes one’s own passkeys only, keeps the last one a school requires, and a master’s reset clears them', async () => {
    const manager = await withPasskey('MANAGER');
    const master = await withPasskey('MASTER');
    expect((await call('DELETE', `/api/auth/passkeys/${manager.passkeyId}`, undefined, master.cookie)).status).toBe(
      404,
    );

    await t.modules.school.service.update({ requireAdminTwoFactor: true }, null);
    try {
      // The passkey satisfies the requirement: admin pages open.
      expect((await call('GET', '/api/admin/statistics', undefined, manager.cookie)).status).not.toBe(403);
      const last = await call('DELETE', `/api/auth/passkeys/${manager.passkeyId}`, undefined, manager.cookie);
      expect(last).toMatchObject({ status: 403, body: { message: passkeyTexts.lastRequired } });

      const reset = await call('DELETE', `/api/admin/admins/${manager.user.id}/two-factor`, undefined, master.cookie);
      expect(reset).toMatchObject({ status: 200, body: { message: adminTexts.twoFactorReset } });
      expect(reset.body.data.admin.twoFactor).toBe(false);
      expect((await call('GET', '/api/auth/passkeys', undefined, manager.cookie)).body.data).toEqual([]);
      const refused = await call('GET', '/api/admin/statistics', undefined, manager.cookie);
      expect(refused).toMatchObject({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED' } });
    } finally {
      await t.modules.school.service.update({ requireAdminTwoFactor: false }, null);
    }

    const removed = await call('DELETE', `/api/auth/passkeys/${master.passkeyId}`, undefined, master.cookie);
    expect(removed).toMatchObject({ status: 200, body: { message: passkeyTexts.removed } });
    // With no passkey left, the password alone signs in again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: master.user.email, password },
    });
    expect(login.statusCode).toBe(200);
  });
});
