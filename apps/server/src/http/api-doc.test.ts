/**
 * `docs/api.md` is generated from the route table: regenerated here in memory, it must equal the committed page,
 * so a route added, removed or re-permissioned without `npm run docs:api` fails this test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { serverRoot } from '../config.js';
import { apiDocPath, collectRoutes, type DocumentedRoute, renderApiDoc } from './api-doc.js';
import { summariseSchema } from './api-doc-schema.js';

describe('docs/api.md', () => {
  let t: TestApp;
  let routes: DocumentedRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = await collectRoutes(t);
  });
  afterAll(() => t?.close());

  it('is the page the route table generates (run `npm run docs:api` after changing a route)', () => {
    expect(routes.length).toBe(t.routes.length);
    const committed = readFileSync(apiDocPath, 'utf8');
    // Compared line by line so a failure names the routes that changed.
    expect(committed.split('\n'), 'docs/api.md is stale: run `npm run docs:api`').toEqual(
      renderApiDoc(routes).split('\n'),
    );
  });

  it('puts each route under the folder that declares it, and that folder exists', () => {
    const ownerOf = (method: string, url: string) => routes.find((r) => r.method === method && r.url === url)?.owner;
    expect(ownerOf('POST', '/api/programs/categories')).toBe('modules/programs');
    // Paths built at run time: a template (`/accounts/restriction/${group}`) and a base (`base: '/blogs'`).
    expect(ownerOf('POST', '/api/accounts/restriction/tutors')).toBe('modules/accounts');
    expect(ownerOf('GET', '/api/blogs/:slug')).toBe('modules/articles');
    expect(ownerOf('GET', '/api/meet/whiteboards')).toBe('modules/classroom');
    for (const owner of new Set(routes.map((r) => r.owner)))
      expect(existsSync(path.join(serverRoot, 'src', owner)), owner).toBe(true);
  });

  it('summarises a route’s request and answers from its schemas', () => {
    const login = routes.find((r) => r.method === 'POST' && r.url === '/api/auth/login');
    expect(login?.request).toBe('body `{ email, password }`');
    expect(login?.answer).toMatch(/^200 `\{ .*data: \{ user/);
    expect(summariseSchema({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
  });
});
