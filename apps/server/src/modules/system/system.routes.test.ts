import { inject } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('health, readiness and the HTTP envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', uptime: expect.any(Number) });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ status: 'ready', database: true });
  });

  it('answers unknown API routes with the 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route POST /api/no/such/route not found', code: 'NOT_FOUND' });
  });

  it('answers a malformed JSON body with a 400 envelope, not a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      // A public route: a signed-in one answers 401 before it reads the body (ADR 0027).
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('sends security headers and a request id, reusing the caller’s id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toBe('trace-42');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

it('reports unavailable when the database stops answering', async () => {
  const t = await createTestApp();
  try {
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: false });
  } finally {
    await t.app.close();
  }
});

it('reports readiness 503 once the node has begun to shut down', async () => {
  const t = await createTestApp();
  await t.app.ready();
  // The HTTP server's own request handler: `app.inject` itself refuses to run once the app is closing.
  const handler = t.app.server.listeners('request')[0] as Parameters<typeof inject>[0];
  const ready = () => inject(handler, { method: 'GET', url: '/api/ready' });
  expect((await ready()).statusCode).toBe(200);
  await t.close();
  // Fastify's return503OnClosing: from the start of close every route, readiness among them, answers 503, so a
  // proxy or orchestrator stops sending new work here while sockets and jobs are wound down (ADR 0053).
  const res = await ready();
  expect(res.statusCode).toBe(503);
  expect(res.headers.connection).toBe('close');
});
