/** Issue 15, CSRF: cookie-authenticated state changes from another site are refused; our pages and API clients are not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createWorld, inHours, type World } from '../../test/world.js';
import { crossSiteMessage } from './csrf.js';

const foreign = 'https://evil.example';
const allowed = 'https://school.example';

describe('cross-site request guard', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_ORIGINS: allowed });
    w = await createWorld(t);
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: string | Record<string, unknown>,
  ) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

  const multipart = () => {
    const boundary = 'chalklineboundary';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="folder"',
      '',
      'chats',
      `--${boundary}`,
      'Content-Disposition: form-data; name="files"; filename="a.txt"',
      'Content-Type: text/plain',
      '',
      'hello',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    return { body, type: `multipart/form-data; boundary=${boundary}` };
  };

  it('refuses logout, refresh, marking a lesson and a multipart upload from a foreign Origin', async () => {
    const admin = await t.signUp('MASTER');
    const lesson = await buildSchedule(t.database.db, {
      studentId: w.studentA.user.id,
      programId: w.program.id,
      time: new Date(inHours(-2)),
      tutorIds: [w.tutorA.user.id],
    });
    const form = multipart();
    const attempts = [
      send('POST', '/api/auth/logout', { cookie: w.studentA.cookie, origin: foreign }),
      send('POST', '/api/auth/refresh', { cookie: w.studentA.cookie, origin: foreign }),
      send('POST', `/api/accounts/schedules/${lesson.id}/mark`, { cookie: admin.cookie, origin: foreign }),
      send(
        'POST',
        '/api/files/upload',
        { cookie: w.studentA.cookie, origin: foreign, 'content-type': form.type },
        form.body,
      ),
      // Without Origin, the browser's Sec-Fetch-Site says where the request came from.
      send('POST', '/api/auth/logout', { cookie: w.studentA.cookie, 'sec-fetch-site': 'cross-site' }),
      send('POST', '/api/auth/logout', { cookie: w.studentA.cookie, 'sec-fetch-site': 'same-site' }),
      send('POST', '/api/auth/logout', { cookie: w.studentA.cookie, origin: 'null' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: crossSiteMessage });
    }
    // Nothing happened: the session still works and the lesson is not marked.
    const session = await send('GET', '/api/auth/session', { cookie: w.studentA.cookie });
    expect(session.statusCode).toBe(200);
    const marked = await send('POST', `/api/accounts/schedules/${lesson.id}/mark`, {
      cookie: admin.cookie,
      origin: 'http://localhost',
    });
    expect(marked.statusCode).toBe(200);
  });

  it('accepts the same origin, an allowed origin, Sec-Fetch-Site same-origin and requests without either', async () => {
    const form = multipart();
    const upload = await send(
      'POST',
      '/api/files/upload',
      { cookie: w.studentB.cookie, origin: 'http://localhost:80', 'content-type': form.type },
      form.body,
    );
    expect(upload.statusCode).toBe(200);
    const cases: Record<string, string>[] = [
      { origin: allowed },
      { 'sec-fetch-site': 'same-origin' },
      {},
      // Behind a proxy without TRUST_PROXY the scheme differs; the host is what matters.
      { origin: 'https://localhost:80', host: 'localhost:80' },
    ];
    for (const headers of cases) {
      const { cookie } = await t.signUp('STUDENT');
      const res = await send('POST', '/api/auth/refresh', { cookie, ...headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leaves bearer-token clients and requests without the session cookie alone', async () => {
    const { token } = await t.signUp('STUDENT');
    const bearer = await send('POST', '/api/auth/refresh', { authorization: `Bearer ${token}`, origin: foreign });
    expect(bearer.statusCode).toBe(200);
    const anonymous = await send('POST', '/api/auth/logout', { origin: foreign });
    expect(anonymous.statusCode).toBe(200);
    // Reading is never refused.
    const read = await send('GET', '/api/auth/session', { cookie: w.studentA.cookie, origin: foreign });
    expect(read.statusCode).toBe(200);
  });
});
