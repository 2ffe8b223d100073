/** Manage Admins (ADR 0026): routes × roles, the rules about who changes whom, and grants taking effect at once. */
import { randomBytes } from 'node:crypto';
import { type AdminPermission, adminTexts, ordinaryPermissions } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { useTwoNodes } from '../../../test/two-nodes.js';

const adminGroup: AdminPermission[] = ['admins.access', 'admins.create', 'admins.edit', 'admins.delete'];
const someKey = '00000000-0000-4000-8000-000000000000';
let serial = 0;
const newAdmin = (overrides: Record<string, unknown> = {}) => ({
  role: 'MANAGER',
  firstName: 'Mo',
  lastName: `Salah${++serial}`,
  email: `admin-${serial}-${randomBytes(3).toString('hex')}@example.test`,
  password: 'Str0ng!Pass',
  ...overrides,
});

describe('Manage Admins', () => {
  const { t, call } = useTestApp();

  describe('routes × roles', () => {
    const routes = [
      ['GET', '/api/admin/admins', 'admins.access', undefined],
      ['POST', '/api/admin/admins', 'admins.create', newAdmin()],
      ['PATCH', `/api/admin/admins/${someKey}`, 'admins.edit', { permissions: ['students.access'] }],
      ['PUT', `/api/admin/admins/${someKey}/suspension`, 'admins.edit', { suspended: true }],
      ['DELETE', `/api/admin/admins/${someKey}`, 'admins.delete', undefined],
    ] as const;

    it.each(routes)(
      '%s %s: 401 signed out; 403 for tutor, student and managers without %s',
      async (method, url, needs, body) => {
        expect((await call(method, url, body)).status).toBe(401);
        for (const person of [
          await t.signUp('TUTOR'),
          await t.signUp('STUDENT'),
          await t.signUp('MANAGER'),
          await t.signUp('MANAGER', { adminPermissions: adminGroup.filter((p) => p !== needs) }),
        ]) {
          const res = await call(method, url, body, person.cookie);
          expect(res.status, `${person.user.memberRole} ${person.user.adminPermissions}`).toBe(403);
        }
      },
    );

    it.each(routes)('%s %s: a master and a manager holding %s get past the gate', async (method, url, _needs, body) => {
      for (const person of [await t.signUp('MASTER'), await t.signUp('MANAGER', { adminPermissions: adminGroup })]) {
        const res = await call(method, url, method === 'POST' ? newAdmin() : body, person.cookie);
        expect([401, 403]).not.toContain(res.status);
        // The made-up key names nobody.
        if (url.includes(someKey)) expect(res.status).toBe(404);
        else expect(res.status).toBeLessThan(300);
      }
    });
  });

  it('creates a manager with only the students group, who signs in holding just that', async () => {
    const master = await t.signUp('MASTER');
    const input = newAdmin({ permissions: ['students.create'] });
    const created = await call('POST', '/api/admin/admins', input, master.cookie);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(adminTexts.created);
    // The action brings its page with it.
    expect(created.body.data.admin).toMatchObject({
      memberRole: 'MANAGER',
      permissions: ['students.access', 'students.create'],
      suspended: false,
    });

    const login = await call('POST', '/api/auth/login', { email: input.email, password: input.password });
    expect(login.status).toBe(200);
    expect(login.body.data.user.permissions).toEqual(['students.access', 'students.create']);
    const session = await call('GET', '/api/auth/session', undefined, login.cookie);
    expect(session.body.data.user.permissions).toEqual(['students.access', 'students.create']);
    expect((await call('GET', '/api/admin/admins', undefined, login.cookie)).status).toBe(403);

    const list = await call('GET', '/api/admin/admins', undefined, master.cookie);
    const listed = list.body.data.admins.find((a: { email: string }) => a.email === input.email);
    expect(listed).toMatchObject({ permissions: ['students.access', 'students.create'], suspended: false });
    const masterListed = list.body.data.admins.find((a: { key: string }) => a.key === master.user.id);
    expect(masterListed.permissions).toContain('coupons.delete');
  });

  it('answers a master’s session with every permission, a tutor’s with none', async () => {
    const master = await t.signUp('MASTER');
    const tutor = await t.signUp('TUTOR');
    expect((await call('GET', '/api/auth/session', undefined, master.cookie)).body.data.user.permissions).toContain(
      'admins.delete',
    );
    expect((await call('GET', '/api/auth/session', undefined, tutor.cookie)).body.data.user.permissions).toEqual([]);
  });

  it('a new group takes effect on the manager’s next request; losing one signs them out (ADR 0055)', async () => {
    const master = await t.signUp('MASTER');
    const manager = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    // The refusal is now in the session cache.
    expect((await call('GET', '/api/admin/admins', undefined, manager.cookie)).status).toBe(403);
    const changed = await call(
      'PATCH',
      `/api/admin/admins/${manager.user.id}`,
      { permissions: ['students.access', 'admins.access'] },
      master.cookie,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.admin.permissions).toEqual(['students.access', 'admins.access']);
    expect((await call('GET', '/api/admin/admins', undefined, manager.cookie)).status).toBe(200);
    const taken = await call('PATCH', `/api/admin/admins/${manager.user.id}`, { permissions: [] }, master.cookie);
    expect(taken.body.data.admin.permissions).toEqual([]);
    expect((await call('GET', '/api/admin/admins', undefined, manager.cookie)).status).toBe(401);
  });

  it('keeps restricted groups and master accounts a master’s business', async () => {
    const admin = await t.signUp('MANAGER', { adminPermissions: [...adminGroup, 'students.access', 'students.edit'] });
    const other = await t.signUp('MANAGER', { adminPermissions: [] });
    const master = await t.signUp('MASTER');
    const refusals: [string, string, unknown, string][] = [
      ['POST', '/api/admin/admins', newAdmin({ role: 'MASTER' }), adminTexts.onlyMasterCreatesMaster],
      ['POST', '/api/admin/admins', newAdmin({ permissions: ['coupons.access'] }), adminTexts.onlyMasterRestricted],
      ['POST', '/api/admin/admins', newAdmin({ permissions: ['tutors.access'] }), adminTexts.onlyHeld],
      [
        'PATCH',
        `/api/admin/admins/${other.user.id}`,
        { permissions: ['admins.access'] },
        adminTexts.onlyMasterRestricted,
      ],
      ['PATCH', `/api/admin/admins/${other.user.id}`, { role: 'MASTER' }, adminTexts.onlyMasterChangesRoles],
      ['PATCH', `/api/admin/admins/${master.user.id}`, { permissions: [] }, adminTexts.onlyMasterTouchesMaster],
      [
        'PUT',
        `/api/admin/admins/${master.user.id}/suspension`,
        { suspended: true },
        adminTexts.onlyMasterTouchesMaster,
      ],
      ['DELETE', `/api/admin/admins/${master.user.id}`, undefined, adminTexts.onlyMasterTouchesMaster],
      [
        'PATCH',
        `/api/admin/admins/${admin.user.id}`,
        { permissions: [...adminGroup, 'tutors.access'] },
        adminTexts.notSelf,
      ],
    ];
    for (const [method, url, body, message] of refusals) {
      const res = await call(method as 'POST', url, body, admin.cookie);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.message).toBe(message);
    }
    // What the manager holds, they may give.
    const given = await call(
      'PATCH',
      `/api/admin/admins/${other.user.id}`,
      { permissions: ['students.edit'] },
      admin.cookie,
    );
    expect(given.status).toBe(200);
    expect(given.body.data.admin.permissions).toEqual(['students.access', 'students.edit']);
    // A master gives restricted groups.
    const coupons = await call(
      'PATCH',
      `/api/admin/admins/${other.user.id}`,
      { permissions: ['coupons.edit'] },
      master.cookie,
    );
    expect(coupons.body.data.admin.permissions).toEqual(['coupons.access', 'coupons.edit']);
  });

  it('refuses bad input with field messages', async () => {
    const master = await t.signUp('MASTER');
    const unknown = await call('POST', '/api/admin/admins', newAdmin({ permissions: ['students.fly'] }), master.cookie);
    expect(unknown.status).toBe(400);
    const empty = await call('PATCH', `/api/admin/admins/${someKey}`, {}, master.cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ body: 'Nothing has changed yet' });
    expect(unknown.body.fields['permissions.0']).toBe('Unknown permission');
    const notAKey = await call('DELETE', '/api/admin/admins/nope', undefined, master.cookie);
    expect(notAKey.status).toBe(400);
    const twice = await call(
      'PATCH',
      `/api/admin/admins/${someKey}`,
      { permissions: ['faqs.access', 'faqs.access'] },
      master.cookie,
    );
    expect(twice.status).toBe(400);
    // A tutor is not an admin to manage.
    const tutor = await t.signUp('TUTOR');
    expect((await call('DELETE', `/api/admin/admins/${tutor.user.id}`, undefined, master.cookie)).status).toBe(404);
  });

  it('suspending ends sign-in at once and restoring lets the admin back in', async () => {
    const master = await t.signUp('MASTER');
    const input = newAdmin({ permissions: ['faqs.access'] });
    const { body } = await call('POST', '/api/admin/admins', input, master.cookie);
    const key = body.data.admin.key;
    const login = await call('POST', '/api/auth/login', { email: input.email, password: input.password });
    expect((await call('GET', '/api/auth/session', undefined, login.cookie)).status).toBe(200);

    const suspended = await call('PUT', `/api/admin/admins/${key}/suspension`, { suspended: true }, master.cookie);
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ message: adminTexts.suspended, data: { admin: { suspended: true } } });
    expect((await call('GET', '/api/auth/session', undefined, login.cookie)).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { email: input.email, password: input.password })).status).not.toBe(
      200,
    );

    const restored = await call('PUT', `/api/admin/admins/${key}/suspension`, { suspended: false }, master.cookie);
    expect(restored.body).toMatchObject({ message: adminTexts.restored, data: { admin: { suspended: false } } });
    expect((await call('POST', '/api/auth/login', { email: input.email, password: input.password })).status).toBe(200);
  });

  it('deleting keeps the record, ends sign-in and leaves the list', async () => {
    const master = await t.signUp('MASTER');
    const input = newAdmin();
    const { body } = await call('POST', '/api/admin/admins', input, master.cookie);
    const key = body.data.admin.key;
    const login = await call('POST', '/api/auth/login', { email: input.email, password: input.password });
    const deleted = await call('DELETE', `/api/admin/admins/${key}`, undefined, master.cookie);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe(adminTexts.deleted);
    expect((await call('GET', '/api/auth/session', undefined, login.cookie)).status).toBe(401);
    expect((await call('POST', '/api/auth/login', { email: input.email, password: input.password })).status).not.toBe(
      200,
    );
    const list = await call('GET', '/api/admin/admins', undefined, master.cookie);
    expect(list.body.data.admins.map((a: { key: string }) => a.key)).not.toContain(key);
    expect((await t.modules.accounts.users.findById(key))?.deletedAt).toBeInstanceOf(Date);
    expect((await call('DELETE', `/api/admin/admins/${key}`, undefined, master.cookie)).status).toBe(404);
  });

  it('lets a master make another master and step them back down', async () => {
    const master = await t.signUp('MASTER');
    const manager = await t.signUp('MANAGER', { adminPermissions: ['faqs.access'] });
    const promoted = await call('PATCH', `/api/admin/admins/${manager.user.id}`, { role: 'MASTER' }, master.cookie);
    expect(promoted.body.data.admin).toMatchObject({ memberRole: 'MASTER' });
    expect(promoted.body.data.admin.permissions).toContain('admins.delete');
    // Promoted without signing in again.
    expect((await call('GET', '/api/admin/admins', undefined, manager.cookie)).status).toBe(200);
    const back = await call(
      'PATCH',
      `/api/admin/admins/${manager.user.id}`,
      { role: 'MANAGER', permissions: [...ordinaryPermissions] },
      master.cookie,
    );
    expect(back.body.data.admin).toMatchObject({ memberRole: 'MANAGER', permissions: ordinaryPermissions });
    // Stepped down: signed out everywhere (ADR 0055).
    expect((await call('GET', '/api/admin/admins', undefined, manager.cookie)).status).toBe(401);
  });
});

describe('the last master stays', () => {
  const { t, call } = useTestApp();

  it('refuses a master changing themselves, and of two masters demoting each other at once only one wins', async () => {
    const a = await t.signUp('MASTER');
    const b = await t.signUp('MASTER');
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/admins/${a.user.id}`, { role: 'MANAGER' }],
      ['PUT', `/api/admin/admins/${a.user.id}/suspension`, { suspended: true }],
      ['DELETE', `/api/admin/admins/${a.user.id}`, undefined],
    ] as const) {
      const res = await call(method, url, body, a.cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(adminTexts.notSelf);
    }
    const both = await Promise.all([
      call('PATCH', `/api/admin/admins/${b.user.id}`, { role: 'MANAGER' }, a.cookie),
      call('PATCH', `/api/admin/admins/${a.user.id}`, { role: 'MANAGER' }, b.cookie),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)?.body.message).toBe(adminTexts.lastMaster);
    const masters = (await t.modules.accounts.users.listAdmins()).filter((u) => u.memberRole === 'MASTER');
    expect(masters).toHaveLength(1);
  });

  it('refuses suspending or deleting the last active master', async () => {
    // Whoever is master now is the only one; a second master suspends them… only after becoming master first.
    const [only] = (await t.modules.accounts.users.listAdmins()).filter((u) => u.memberRole === 'MASTER');
    const other = await t.signUp('MASTER');
    const suspended = await call('PUT', `/api/admin/admins/${only!.id}/suspension`, { suspended: true }, other.cookie);
    expect(suspended.status).toBe(200);
    // `other` is now the last active master; the suspended one cannot act, and nobody else may remove them.
    const stillOne = (await t.modules.accounts.users.listAdmins()).filter(
      (u) => u.memberRole === 'MASTER' && !u.suspended,
    );
    expect(stillOne.map((u) => u.id)).toEqual([other.user.id]);
    expect(
      await t.modules.accounts.admins
        .setSuspended({ ...(await viewerFor(t, only!.id)), role: 'MASTER' }, other.user.id, true)
        .catch((e: { status: number; message: string }) => e),
    ).toMatchObject({ status: 409, message: adminTexts.lastMaster });
  });
});

/** A viewer for a person whose session may have ended (service-level calls only). */
async function viewerFor(t: TestApp, id: string) {
  const row = (await t.modules.accounts.users.findById(id))!;
  return {
    id,
    role: row.memberRole,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    sessionId: 'x',
  };
}

describe('grant changes across nodes', () => {
  const s = useTwoNodes();

  it('a master’s change on one node reaches the manager’s cached session on the other within 2 s', async () => {
    const { nodeA, nodeB } = s;
    const master = await nodeA.signUp('MASTER');
    const manager = await nodeA.signUp('MANAGER', { adminPermissions: [] });
    const onB = api(nodeB);
    expect((await onB('GET', '/api/admin/admins', undefined, manager.cookie)).status).toBe(403);
    const changedAt = Date.now();
    const res = await api(nodeA)(
      'PATCH',
      `/api/admin/admins/${manager.user.id}`,
      { permissions: ['admins.access'] },
      master.cookie,
    );
    expect(res.status).toBe(200);
    let status = 403;
    while (status === 403 && Date.now() - changedAt < 2_000) {
      status = (await onB('GET', '/api/admin/admins', undefined, manager.cookie)).status;
      if (status === 403) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(200);
  });
});
