import { expect, test } from '@playwright/test';
import { startServer, useServer } from '../support/server';

const server = useServer();

test('the API health check answers', async ({ request }) => {
  const health = await request.get(server.url('/api/health'));
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const ready = await request.get(server.url('/api/ready'));
  expect(await ready.json()).toEqual({ status: 'ready', database: true });
});

test('a bad request gets a 400 with field messages', async ({ request }) => {
  const res = await request.get(server.url('/api/download/file'));
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { file: 'Please provide a file key' } });
});

test('the server shuts down gracefully on SIGTERM', async () => {
  const own = await startServer();
  expect(own.output()).toContain('master@chalkline.local');
  expect(await own.stop('SIGTERM')).toBe(0);
});
