/**
 * Every API route declares its permission (ADR 0027), and the hook answers 401/403 from the declaration alone,
 * before validation. The app-wide part walks `routes` from `buildApp`, so a route added later is covered too.
 */
import { type AdminPermission, adminPermissions, type MemberRole } from '@chalkline/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { viewerOf } from '../../test/viewers.js';
import type { Viewer } from '../modules/accounts/viewer.js';
import { registerErrorHandling } from './error-handler.js';
import {
  isAdminPermission,
  isRoutePermission,
  missingPermissionMessage,
  registerRoutePermissions,
} from './route-permission.js';

/** Path parameters compared by position only (`/:slug|:key` in Fastify's table), trailing slash ignored. */
const normalise = (url: string) => url.replace(/:\w+(\|:\w+)*/g, ':').replace(/(.)\/$/, '$1');

/** Every `METHOD /api/…` route in Fastify's own route table (a tree: children continue their parent's path). */
function fastifyApiRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│├└─\s]*)(\S+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? '').length / 4;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    // The Swagger UI's wildcard prints as a tree this parser does not follow; the hook marks those routes public.
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) continue;
    for (const method of (match[3] ?? '').split(', ')) if (method !== 'HEAD') found.push(`${method} ${normalise(url)}`);
  }
  return found.sort();
}

describe('every API route declares its permission', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists a good number of routes, each declaring one of the vocabulary', () => {
    expect(t.routes.length).toBeGreaterThan(40);
    const undeclared = t.routes.filter((r) => !r.permission).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, 'add config: { permission } to these routes').toEqual([]);
    const unknown = t.routes.filter((r) => !isRoutePermission(r.permission)).map((r) => `${r.method} ${r.url}`);
    expect(unknown).toEqual([]);
  });

  it('sees every /api route Fastify knows (none is registered outside the hook)', () => {
    const listed = new Set(t.routes.map((r) => `${r.method} ${normalise(r.url)}`));
    const missing = fastifyApiRoutes(t.app).filter((r) => !listed.has(r));
    expect(missing).toEqual([]);
  });

  it('puts every /api/admin… route behind an admin permission of spec 6.1', () => {
    // `/admin/...` is where the admin screens' calls live (platform spec 7): a group decides each of them.
    const loose = t.routes
      .filter((r) => r.url.startsWith('/api/admin') && !isAdminPermission(r.permission))
      .map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(loose).toEqual([]);
  });
});

describe('the permission hook', () => {
  const viewers: Record<string, Viewer> = {
    student: viewerOf('STUDENT'),
    tutor: viewerOf('TUTOR'),
    master: viewerOf('MASTER'),
    schedulingManager: viewerOf('MANAGER', 'manager-1', ['schedules.access', 'schedules.create']),
    otherManager: viewerOf(
      'MANAGER',
      'manager-2',
      adminPermissions.filter((p) => p !== 'schedules.create'),
    ),
  };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.decorateRequest('viewer', null);
    app.addHook('onRequest', async (request) => {
      request.viewer = viewers[String(request.headers['x-as'])] ?? null;
    });
    registerRoutePermissions(app);
    const body = z.object({ name: z.string().min(2, 'Too short') });
    const ok = async () => ({ ok: true });
    app.get('/open', { config: { permission: 'public' } }, ok);
    app.get('/mine', { config: { permission: 'signedIn' } }, ok);
    app.get('/rule', { config: { permission: 'student.read' } }, ok);
    app.post('/admin', { config: { permission: 'schedules.create' }, schema: { body } }, ok);
    app.get('/forgotten', ok);
    await app.ready();
  });
  afterAll(() => app.close());

  const call = async (method: 'GET' | 'POST', url: string, as?: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: as ? { 'x-as': as } : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, message: res.json<{ message?: string }>().message };
  };

  it('lets anyone call a public route', async () => {
    expect((await call('GET', '/open')).status).toBe(200);
  });

  it('answers 401 to anonymous callers of signed-in, rule and undeclared routes, and lets a student in', async () => {
    for (const url of ['/mine', '/rule', '/forgotten']) {
      expect((await call('GET', url)).status, url).toBe(401);
      expect((await call('GET', url, 'student')).status, url).toBe(200);
    }
  });

  it('decides an admin permission before validation: 401, then 403 naming the permission, then 400', async () => {
    const bad = { name: 'x' };
    expect((await call('POST', '/admin', undefined, bad)).status).toBe(401);
    for (const as of ['student', 'tutor', 'otherManager']) {
      const denied = await call('POST', '/admin', as, bad);
      expect(denied, as).toEqual({ status: 403, message: missingPermissionMessage('schedules.create') });
    }
    expect(missingPermissionMessage('schedules.create')).toBe('You do not have the “Create schedules” permission');
    for (const as of ['master', 'schedulingManager']) {
      expect((await call('POST', '/admin', as, bad)).status, as).toBe(400);
      expect((await call('POST', '/admin', as, { name: 'Ada' })).status, as).toBe(200);
    }
  });

  it('leaves unknown paths a 404', async () => {
    expect((await call('GET', '/nowhere')).status).toBe(404);
  });

  it('refuses to register a route with a permission outside the vocabulary', async () => {
    const other = Fastify();
    registerRoutePermissions(other);
    const typo = 'schedules.creat' as AdminPermission;
    expect(() => other.get('/typo', { config: { permission: typo } }, async () => ({}))).toThrow(/unknown permission/);
    await other.close();
  });

  it('knows every admin permission and no role name', () => {
    for (const p of adminPermissions) expect(isRoutePermission(p)).toBe(true);
    for (const role of ['STUDENT', 'MASTER'] satisfies MemberRole[]) expect(isRoutePermission(role)).toBe(false);
  });
});
