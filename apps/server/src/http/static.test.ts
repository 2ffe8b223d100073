import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const page = '<!doctype html><title>Chalkline</title><div id="root"></div>';
const script = 'console.log("a hashed asset")';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const web = await mkdtemp(path.join(tmpdir(), 'chalkline-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), page);
    await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What the web build's precompress step writes beside each file.
    await writeFile(path.join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(web, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    await writeFile(path.join(web, 'index.html.br'), brotliCompressSync(page));
    await writeFile(path.join(web, 'index.html.gz'), gzipSync(page));
    t = await createTestApp({ WEB_DIST: web });
  });
  afterAll(() => t.close());

  it('answers client routes with index.html (history fallback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/accounts/profile?tab=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Chalkline</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a hashed asset brotli-compressed to browsers that accept it, cached for good', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to browsers without brotli, and the plain file to those that accept neither', async () => {
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': '' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends the history fallback compressed and revalidated on every visit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/accounts/programs',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
  });

  it('keeps API 404s as JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
