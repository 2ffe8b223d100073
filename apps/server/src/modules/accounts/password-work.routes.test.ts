/**
 * Password work is throttled (issue 15): a bad reset token never costs an argon2 hash, resets are limited per
 * address, failed password confirmations and changes count toward the sign-in block, and the counts outlive a
 * restart without Redis.
 */
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestDatabase, useTestApp } from '../../../test/harness.js';
import { api, studentRegistration } from '../../../test/requests.js';
import { resetAttemptsPerWindow } from './auth.routes.js';
import { loginLimits } from './login-throttle.js';
import { invalidResetLink } from './password-reset.service.js';

const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('./password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password.js')>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      hashes.count++;
      return actual.hashPassword(password);
    },
  };
});

describe('password work', () => {
  const { t, call } = useTestApp();

  const resetFrom = (remoteAddress: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress,
      payload: { token, password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
    });

  it('answers a bad reset token without hashing the new password', async () => {
    const before = hashes.count;
    const res = await resetFrom('203.0.113.1', 'not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(invalidResetLink);
    expect(hashes.count).toBe(before);
  });

  it('refuses reset attempts from one address past the limit with 429', async () => {
    for (let i = 0; i < resetAttemptsPerWindow; i++) {
      expect((await resetFrom('203.0.113.2', `guess-token-${i}`)).statusCode).toBe(400);
    }
    const refused = await resetFrom('203.0.113.2', 'guess-last');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many password reset attempts/);
    expect((await resetFrom('203.0.113.3', 'guess-elsewhere')).statusCode).toBe(400);
  });

  it('counts failed password confirmations as failed sign-ins, until sign-in is blocked', async () => {
    const body = studentRegistration();
    const { cookie } = await call('POST', '/api/auth/register', body);
    for (let i = 0; i < loginLimits.perAccount.points; i++) {
      const wrong = await call('POST', '/api/auth/confirm-account-password', { password: `Wr0ng!${i}xx` }, cookie);
      expect(wrong.status).toBe(400);
    }
    const confirmAgain = await call('POST', '/api/auth/confirm-account-password', { password: body.password }, cookie);
    expect(confirmAgain.status).toBe(429);
    const login = await call('POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(429);
    expect(login.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(login.cookie).toBeNull();
  });

  it('counts failed password changes as failed sign-ins, until sign-in is blocked', async () => {
    const body = studentRegistration();
    const { cookie } = await call('POST', '/api/auth/register', body);
    const change = (currentPassword: string) =>
      call(
        'POST',
        '/api/auth/reset-account-password',
        { currentPassword, password: 'N3w!Passw0rd', confirmPassword: 'N3w!Passw0rd' },
        cookie,
      );
    for (let i = 0; i < loginLimits.perAccount.points; i++) expect((await change(`Wr0ng!${i}xx`)).status).toBe(400);
    // Blocked before the password is even checked: the right one is refused too, and nothing changes.
    expect((await change(body.password)).status).toBe(429);
    const login = await call('POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(429);
  });
});

describe('sign-in throttle on the embedded default (no Redis)', () => {
  it('keeps failed sign-ins across a restart: a new app on the same database still blocks the account', async () => {
    const database = await createTestDatabase();
    const first = await createTestApp({}, { database });
    const body = studentRegistration();
    try {
      expect((await api(first)('POST', '/api/auth/register', body)).status).toBe(201);
      for (let i = 0; i < loginLimits.perAccount.points; i++) {
        const wrong = await api(first)('POST', '/api/auth/login', { email: body.email, password: `Wr0ng!${i}xx` });
        expect(wrong.status).toBe(401);
      }
    } finally {
      await first.close();
    }
    const second = await createTestApp({}, { database });
    try {
      const login = await api(second)('POST', '/api/auth/login', { email: body.email, password: body.password });
      expect(login.status).toBe(429);
      expect(login.body.message).toMatch(/Too many failed sign-in attempts. Please try again in 15 minute/);
    } finally {
      await second.close();
      await database.close();
    }
  });
});
