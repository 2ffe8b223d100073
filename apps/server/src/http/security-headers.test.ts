/**
 * The headers of each kind of answer (ADR 0055), from the server's own page serving over a web build laid out as
 * Vite writes it: a public page, a signed-in page, a classroom, the quiz-taking page and the API. Scripts need the
 * response's nonce, no page may be framed, only classroom and quiz pages may use the camera, HSTS in production.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

// The shape of Vite's built index.html: a module entry and a preloaded chunk.
const builtIndex = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Chalkline</title>
<script type="module" crossorigin src="/assets/index-abc123.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-def456.js"></head>
<body><div id="root"></div></body></html>`;

const pages = {
  public: '/about',
  signedIn: '/accounts/profile',
  classroom: '/meet/abc-defg-hij',
  demoClassroom: '/meet/demo',
  classroomRating: '/meet/abc-defg-hij/rating',
  quiz: '/tutors/quiz/fractions',
} as const;

async function webBuild() {
  const web = await mkdtemp(path.join(tmpdir(), 'chalkline-web-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), builtIndex);
  await writeFile(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  return web;
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('security headers per page kind', () => {
  let t: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    const web = await webBuild();
    t = await createTestApp({ WEB_DIST: web });
    production = await createTestApp({ WEB_DIST: web, NODE_ENV: 'production', PUBLIC_URL: 'https://school.example' });
  });
  afterAll(async () => {
    await production?.close();
    await t?.close();
  });
  const get = (url: string, app = t) => app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('gives every page a fresh script nonce that its scripts carry, and no inline script without it', async () => {
    const seen = new Set<string>();
    for (const url of Object.values(pages)) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const csp = directives(String(res.headers['content-security-policy']));
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      // Our own WebAssembly only (noise suppression, background blur: ADR 0086); never JavaScript eval.
      expect(scriptSrc).toContain("'wasm-unsafe-eval'");
      const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce!);
      const scripts = res.body.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(seen.size).toBe(Object.values(pages).length);
  });

  it('lets only classroom and quiz-taking pages use the camera, microphone and screen capture', async () => {
    const allowed = 'camera=(self), microphone=(self), display-capture=(self)';
    const denied = 'camera=(), microphone=(), display-capture=()';
    const expected: Record<keyof typeof pages, string> = {
      public: denied,
      signedIn: denied,
      classroom: allowed,
      demoClassroom: allowed,
      classroomRating: denied,
      quiz: allowed,
    };
    for (const [kind, url] of Object.entries(pages) as [keyof typeof pages, string][]) {
      const res = await get(url);
      expect(String(res.headers['permissions-policy']), kind).toContain(expected[kind]);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/system/health' });
    expect(String(api.headers['permissions-policy'])).toContain(denied);
  });

  it('answers the API with the same policy and no nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp.get('script-src')?.length).toBeGreaterThan(0);
    expect(
      csp
        .get('script-src')
        ?.filter((source) => source !== "'wasm-unsafe-eval'")
        .every((s) => s === "'self'"),
    ).toBe(true);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends HSTS in production only', async () => {
    expect(String((await get(pages.public, production)).headers['strict-transport-security'])).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const api = await production.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await get(pages.public)).headers['strict-transport-security']).toBeUndefined();
  });
});
