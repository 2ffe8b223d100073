/** Issue 15, Secure cookie behind a proxy: `Secure` follows the browser's scheme, and is always set in production on https. */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { studentRegistration } from '../../../test/requests.js';
import { loadConfig } from '../../config.js';

/** Registers someone and answers the session cookie the server set, attributes and all. */
async function sessionCookieOf(env: Record<string, string>, headers: Record<string, string>) {
  const t = await createTestApp(env);
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: studentRegistration(),
    });
    expect(res.statusCode).toBe(201);
    const cookies = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const session = cookies.find((c) => c.startsWith('chalkline_session='));
    expect(session).toBeDefined();
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...headers, cookie: session!.split(';')[0]! },
    });
    const cleared = [logout.headers['set-cookie']].flat().find((c) => c?.startsWith('chalkline_session='));
    return { set: session!, cleared: cleared ?? '' };
  } finally {
    await t.close();
  }
}

const secure = /;\s*Secure/i;

describe('Secure session cookie', () => {
  it('is Secure behind a trusted proxy that says the browser used https, and only then', async () => {
    const proxied = await sessionCookieOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'https' });
    expect(proxied.set).toMatch(secure);
    expect(proxied.set).toMatch(/HttpOnly/i);
    expect(proxied.cleared).toMatch(secure);
    expect((await sessionCookieOf({ TRUST_PROXY: 'true' }, { 'x-forwarded-proto': 'http' })).set).not.toMatch(secure);
    // Without TRUST_PROXY the header may come from anyone and is ignored.
    expect((await sessionCookieOf({}, { 'x-forwarded-proto': 'https' })).set).not.toMatch(secure);
  });

  it('is always Secure in production with an https PUBLIC_URL, even when the request looks like http', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://school.example' };
    expect((await sessionCookieOf(production, {})).set).toMatch(secure);
    expect(loadConfig(production).auth.alwaysSecureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://192.168.1.5:3000' }).auth.alwaysSecureCookies).toBe(
      false,
    );
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://school.example' }).auth.alwaysSecureCookies).toBe(
      false,
    );
  });
});
