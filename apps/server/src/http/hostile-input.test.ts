/** Issue 15: strings carrying NUL and empty profile changes are refused with a 400 and a field message, never a 500. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { api } from '../../test/requests.js';
import { studentRegistration } from '../../test/requests.js';
import { useWorld, type World } from '../../test/world.js';
import { findNul, nulMessage } from './nul-guard.js';

type Method = Parameters<ReturnType<typeof api>>[0];

describe('hostile input over HTTP', () => {
  const s = useWorld();
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ w, call } = s);
  });

  /** Route, the field the NUL sits in, body, and who calls (null: anonymous). */
  const cases: Array<[Method, string, string, unknown, (() => string) | null]> = [
    ['POST', '/api/auth/login', 'email', { email: 'a\u0000@example.test', password: 'x' }, null],
    ['GET', '/api/programs?search=st%00ory', 'search', undefined, null],
    ['GET', '/api/programs/story%00club', 'slug', undefined, null],
    ['GET', '/api/download/file?file=avatars%2Fa%00.png', 'file', undefined, null],
    ['POST', '/api/meet/validate-meeting-link', 'meetingId', { meetingId: 'ab\u0000c' }, null],
    ['POST', '/api/meet/guest-token', 'name', { meetingId: 'abc', name: 'Gu\u0000est' }, null],
    ['POST', '/api/auth/register', 'school', studentRegistration({ school: 'Sun\u0000rise' }), null],
    [
      'POST',
      '/api/auth/register',
      'guardian.names',
      studentRegistration({ guardian: { ...studentRegistration().guardian, names: 'K\u0000' } }),
      null,
    ],
    ['GET', '/api/meet/messages?room=meet%3Aab%00c', 'room', undefined, () => w.studentA.cookie],
    ['PATCH', '/api/auth/update-account-profile', 'firstName', { firstName: 'To\u0000bi' }, () => w.studentA.cookie],
  ];

  it.each(cases)('%s %s: a NUL in %s answers 400 with a field message', async (method, url, field, body, cookie) => {
    const res = await call(method, url, body, cookie?.() ?? null);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: nulMessage } });
  });

  it('refuses an empty profile change with a message instead of failing in the database', async () => {
    const res = await call('PATCH', '/api/auth/update-account-profile', {}, w.studentA.cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { body: 'Nothing has changed yet' } });
    const stripped = await call('PATCH', '/api/auth/update-account-profile', { unknown: 'x' }, w.studentA.cookie);
    expect(stripped.status).toBe(400);
    const real = await call('PATCH', '/api/auth/update-account-profile', { firstName: 'Tobi' }, w.studentA.cookie);
    expect(real.status).toBe(200);
  });

  it('finds a NUL in object keys and in deeply nested payloads without overflowing the stack', () => {
    expect(findNul({ a: [{ 'b\u0000': 1 }] })).toEqual(['a', '0', 'b']);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNul(deep)).toHaveLength(100_000);
    expect(findNul({ a: ['fine', 1, null, { b: true }] })).toBeNull();
  });
});
