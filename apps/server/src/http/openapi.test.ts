import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { listDeclaredRoutes } from './openapi.js';

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  tags?: string[];
  responses?: Record<string, { description?: string; content?: unknown }>;
};
type Spec = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Routes that serve the documentation itself, not the API. */
const isDocsRoute = (url: string) => url === '/api/openapi.json' || url.startsWith('/api/docs');

/** Path parameters compared by position only: `/:slug|:key` (Fastify's table) and `{key}` (OpenAPI) alike. */
const normalise = (url: string) => url.replace(/\{\w+\}/g, ':').replace(/:\w+(\|:\w+)*/g, ':');

/** Every `METHOD /api/…` route in Fastify's own route table (a tree: children continue their parent's path). */
function listApiRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    if (!url.startsWith('/api/') || isDocsRoute(url)) continue;
    for (const method of (match[3] ?? '').split(', '))
      if (method !== 'HEAD') routes.push(`${method} ${normalise(url)}`);
  }
  return routes.sort();
}

/** What a route's handler reads from the request, found in its source: each part needs a declared schema. */
const inputsReadBy = (handler: unknown) => {
  const source = String(handler);
  return {
    params: /request\.params\b/.test(source),
    query: /request\.query\b/.test(source),
    body: /request\.body\b/.test(source),
  };
};

describe('OpenAPI document and route schemas', () => {
  let t: TestApp;
  let spec: Spec;
  const operations: { method: string; path: string; operation: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    spec = response.json();
    for (const [path, methods] of Object.entries(spec.paths))
      for (const [method, operation] of Object.entries(methods))
        if (method !== 'head') operations.push({ method: method.toUpperCase(), path, operation });
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(spec.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(spec) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every API route', () => {
    const listed = operations.map((o) => `${o.method} ${normalise(o.path)}`).sort();
    const routes = listApiRoutes(t);
    expect(routes.length).toBeGreaterThan(50);
    expect(listed).toEqual(routes);
  });

  it('declares a success response schema on every route', () => {
    const routes = listDeclaredRoutes(t.app).filter((r) => !r.schema?.hide);
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter(
        (r) => !Object.keys((r.schema?.response as object | undefined) ?? {}).some((code) => /^[23]\d\d$/.test(code)),
      )
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('declares a schema for every part of the request a handler reads', () => {
    const missing: string[] = [];
    for (const { method, url, schema, handler } of listDeclaredRoutes(t.app)) {
      if (schema?.hide) continue;
      const reads = inputsReadBy(handler);
      if ((reads.params || url.includes(':')) && !schema?.params) missing.push(`${method} ${url} params`);
      if (reads.query && !schema?.querystring) missing.push(`${method} ${url} querystring`);
      if (reads.body && !schema?.body) missing.push(`${method} ${url} body`);
    }
    expect(missing).toEqual([]);
  });

  it('documents each declared response in the OpenAPI document', () => {
    const login = spec.paths['/api/auth/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toContain('200');
    expect(login?.responses?.['200']?.content).toBeDefined();
    expect(login?.requestBody).toBeDefined();
    expect(login?.tags).toEqual(['auth']);
    const callback = spec.paths['/api/auth/google/callback']?.get;
    expect(callback?.responses?.['302']?.content).toBeUndefined();
  });

  it('lets no secret out: no response schema names a password, hash or secret', () => {
    const names = new Set<string>();
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'properties' && value && typeof value === 'object')
            for (const n of Object.keys(value)) names.add(n);
          collect(value);
        }
      }
    };
    for (const { operation } of operations) collect(operation.responses);
    expect(names.has('email')).toBe(true);
    // The one exception: enrolling a second factor shows its new TOTP secret to the person enrolling, once, to
    // type into an app that cannot scan the QR code (ADR 0056).
    const shownOnEnrolment = new Set(['secret']);
    expect([...names].filter((n) => /password|hash|secret/i.test(n) && !shownOnEnrolment.has(n))).toEqual([]);
  });

  it('finds what a handler reads (so the check above can fail)', () => {
    const handlerOf = (method: string, url: string) =>
      listDeclaredRoutes(t.app).find((r) => r.method === method && r.url === url)?.handler;
    expect(inputsReadBy(handlerOf('POST', '/api/auth/login')).body).toBe(true);
    expect(inputsReadBy(handlerOf('GET', '/api/programs/:slug')).params).toBe(true);
    expect(inputsReadBy(handlerOf('GET', '/api/tutors')).query).toBe(true);
    expect(inputsReadBy(handlerOf('POST', '/api/auth/logout'))).toEqual({ params: false, query: false, body: false });
  });

  it('serves the self-hosted docs page, which calls no other host', async () => {
    for (const url of ['/api/docs', '/api/docs/']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/https?:\/\//);
      for (const [, src] of page.body.matchAll(/(?:src|href)="([^"]+)"/g)) {
        const asset = await t.app.inject({ method: 'GET', url: new URL(src ?? '', `http://x${url}`).pathname });
        expect(asset.statusCode, src).toBe(200);
      }
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('validatorUrl: null');
  });
});
