import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { type LocalProvider, startLocalProvider } from '../../../test/oidc-provider.js';

describe('Google sign-in (against a local OpenID provider)', () => {
  let provider: LocalProvider;
  let t: TestApp;
  beforeAll(async () => {
    provider = await startLocalProvider(['http://localhost/api/auth/google/callback']);
    t = await createTestApp({
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('tells the web that Google sign-in is offered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { google: true } });
  });

  it('answers 307 with the provider address (PKCE S256, state, nonce) and keeps the verifier in a signed cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/google' });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBeUndefined();
    const href = new URL(res.json().data.href);
    expect(href.origin).toBe(provider.issuer);
    expect(href.searchParams.get('code_challenge_method')).toBe('S256');
    expect(href.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(href.searchParams.get('state')).toBeTruthy();
    expect(href.searchParams.get('redirect_uri')).toMatch(/^http:\/\/localhost(:80)?\/api\/auth\/google\/callback$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/chalkline_oidc=.+\..+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).not.toContain(href.searchParams.get('code_challenge')!);
  });

  it('sends a callback without a started sign-in, or with a forged cookie, back to the login page', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=xyz' });
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe('/login?error=google');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/google/callback?code=abc&state=xyz',
      headers: { cookie: 'chalkline_oidc=%7B%22state%22%3A%22xyz%22%7D.bad' },
    });
    expect(forged.headers.location).toBe('/login?error=google');
    expect(String(forged.headers['set-cookie'] ?? '')).not.toContain('chalkline_session=');
  });
});

it('says Google sign-in is unavailable, and not offered, when it is not configured', async () => {
  const t = await createTestApp();
  try {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/google' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Google sign-in is not available right now');
    const options = await t.app.inject({ method: 'GET', url: '/api/auth/options' });
    expect(options.json()).toEqual({ data: { google: false } });
  } finally {
    await t.close();
  }
});
