/**
 * Every admin route × six actors, in one table (issue 16, ADR 0027). It walks `routes` from `buildApp`, so a
 * route added later is in the table as soon as it declares its permission: anonymous gets 401; a tutor, a
 * student and a manager holding every other permission get 403; a master and a manager holding exactly that
 * permission (with its group's page access) get past the permission (neither 401 nor 403, never a 500).
 * Rule-action and signed-in routes answer 401 to anonymous callers; public routes never do.
 */
import { randomUUID } from 'node:crypto';
import { type AdminPermission, adminPermissions } from '@chalkline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeclaredRoute, isAdminPermission, missingPermissionMessage } from '../src/http/route-permission.js';
import { createTestApp, type TestApp } from './harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Actor = 'anonymous' | 'student' | 'tutor' | 'master' | 'manager with it' | 'manager without it';
type Expected = 'unauthenticated' | 'forbidden' | 'allowed' | 'not 401';

/** A well-formed address for the route: every path parameter a fresh UUID, a wildcard one segment. */
const addressOf = (url: string) => url.replace(/:\w+/g, () => randomUUID()).replace(/\*$/, 'x');

/** The permission plus its group's page access: what a manager needs to open the page and do the action. */
const withItsPage = (permission: AdminPermission): AdminPermission[] => {
  const access = `${permission.split('.')[0]}.access` as AdminPermission;
  return [...new Set([access, permission])];
};

const meets = (route: DeclaredRoute, expected: Expected, { status, message }: { status: number; message?: string }) => {
  if (expected === 'unauthenticated') return status === 401;
  // The hook's own 403 (before validation), not a policy's further down.
  if (expected === 'forbidden')
    return status === 403 && message === missingPermissionMessage(route.permission as AdminPermission);
  // Never a crash; a 503 (Google sign-in not configured) is an honest answer.
  if (expected === 'not 401') return status !== 401 && status !== 500;
  return status !== 401 && status !== 403 && status !== 500;
};

describe('admin routes × actors (issue 16)', () => {
  let t: TestApp;
  const cookies = new Map<string, string>();
  const managers = new Map<AdminPermission, { with: string; without: string }>();

  const adminRoutes = () => t.routes.filter((r) => isAdminPermission(r.permission));

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ['STUDENT', 'TUTOR', 'MASTER'] as const) cookies.set(role, (await t.signUp(role)).cookie);
    for (const permission of new Set(adminRoutes().map((r) => r.permission as AdminPermission))) {
      const holding = await t.signUp('MANAGER', { adminPermissions: withItsPage(permission) });
      const lacking = await t.signUp('MANAGER', {
        adminPermissions: adminPermissions.filter((p) => p !== permission),
      });
      managers.set(permission, { with: holding.cookie, without: lacking.cookie });
    }
  });
  afterAll(() => t.close());

  const callAs = async (route: DeclaredRoute, cookie: string | undefined) => {
    const method = route.method as Method;
    const res = await t.app.inject({
      method,
      url: addressOf(route.url),
      // A minimal body: the permission is decided before validation, so an empty one tells us enough.
      ...(method === 'GET' ? {} : { payload: {} }),
      headers: cookie ? { cookie } : {},
    });
    return { status: res.statusCode, message: res.body ? res.json<{ message?: string }>().message : undefined };
  };

  /** The actors of a route with what each should get. */
  const tableFor = (route: DeclaredRoute): [Actor, string | undefined, Expected][] => {
    if (route.permission === 'public') return [['anonymous', undefined, 'not 401']];
    if (!isAdminPermission(route.permission)) return [['anonymous', undefined, 'unauthenticated']];
    const manager = managers.get(route.permission)!;
    return [
      ['anonymous', undefined, 'unauthenticated'],
      ['student', cookies.get('STUDENT'), 'forbidden'],
      ['tutor', cookies.get('TUTOR'), 'forbidden'],
      ['manager without it', manager.without, 'forbidden'],
      ['master', cookies.get('MASTER'), 'allowed'],
      ['manager with it', manager.with, 'allowed'],
    ];
  };

  it('has admin routes to walk, the known ones among them', () => {
    const listed = adminRoutes().map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/admin/schedules/new schedules.create',
        'GET /api/admin/statistics accountStats.access',
        'POST /api/programs programs.create',
        'DELETE /api/programs/:key programs.delete',
        'POST /api/programs/categories programCategories.access',
      ]),
    );
  });

  it('answers each actor of each route as its declared permission says', async () => {
    const wrong: string[] = [];
    let calls = 0;
    // Documentation routes are plugin-made and public; every other route is in the table.
    for (const route of t.routes.filter((r) => !r.url.startsWith('/api/docs'))) {
      for (const [actor, cookie, expected] of tableFor(route)) {
        const answer = await callAs(route, cookie);
        calls += 1;
        if (!meets(route, expected, answer))
          wrong.push(
            `${route.method} ${route.url} (${route.permission}) as ${actor}: ${answer.status} ${answer.message}, expected ${expected}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(adminRoutes().length * 6);
  });
});
