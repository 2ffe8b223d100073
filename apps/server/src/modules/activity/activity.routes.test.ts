/** The activity log over HTTP: the hook writes one entry per successful admin action, and `/admin/logs` reads them. */
import type { ActivityEntry } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { createActivityRepository } from './activity.repository.js';

type Person = Awaited<ReturnType<TestApp['signUp']>>;
const nameOf = (p: Person) => `${p.user.firstName} ${p.user.lastName}`;

describe('activity log', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let master: Person;
  let logReader: Person;
  let noCategories: Person;
  beforeAll(async () => {
    ({ t, w, call } = s);
    master = await t.signUp('MASTER');
    logReader = await t.signUp('MANAGER', { adminPermissions: ['activityLogs.access'] });
    noCategories = await t.signUp('MANAGER', { adminPermissions: ['programs.access'] });
  });

  const entriesBy = async (actor: Person, extra = ''): Promise<ActivityEntry[]> => {
    const res = await call('GET', `/api/admin/logs?actor=${actor.user.id}&limit=100${extra}`, undefined, master.cookie);
    expect(res.status).toBe(200);
    return res.body.data.items;
  };

  it('records a successful admin action once, in its wording, with the target named', async () => {
    const created = await call('POST', '/api/programs/categories', { title: 'Star Gazing' }, master.cookie);
    expect(created.status).toBe(201);
    const key = created.body.data.category.key;
    const [entry, ...rest] = await entriesBy(master);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor: { key: master.user.id, name: nameOf(master), email: master.user.email },
      action: 'programCategories.access',
      target: { kind: 'programCategory', key, label: 'Star Gazing' },
      wording: `${nameOf(master)} created the program category Star Gazing`,
    });
    expect(entry!.requestId).toBe(created.headers['x-request-id']);

    expect((await call('DELETE', `/api/programs/categories/${key}`, undefined, master.cookie)).status).toBe(200);
    expect((await entriesBy(master))[0]!.wording).toBe(`${nameOf(master)} deleted the program category Star Gazing`);
  });

  it('records nothing for refused or failed admin actions (400, 403, 404, 409) nor for reads', async () => {
    const actors = [w.tutorA, noCategories, master];
    const before = await Promise.all(actors.map((a) => entriesBy(a)));
    expect((await call('POST', '/api/programs/categories', { title: 'Nope' }, w.tutorA.cookie)).status).toBe(403);
    expect((await call('POST', '/api/programs/categories', { title: 'Nope' }, noCategories.cookie)).status).toBe(403);
    expect((await call('POST', '/api/programs/categories', { title: '' }, master.cookie)).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('DELETE', `/api/programs/${missing}`, undefined, master.cookie)).status).toBe(404);
    const busy = await call('DELETE', `/api/programs/categories/${w.category.id}`, undefined, master.cookie);
    expect(busy.status).toBe(409);
    expect((await call('GET', '/api/admin/logs', undefined, master.cookie)).status).toBe(200);
    const after = await Promise.all(actors.map((a) => entriesBy(a)));
    expect(after.map((e) => e.length)).toEqual(before.map((e) => e.length));
  });

  it('records an admin passing a rule through its admin permission, not a tutor passing it by relation', async () => {
    const lesson = () =>
      buildSchedule(t.database.db, {
        programId: w.program.id,
        studentId: w.studentA.user.id,
        time: new Date(Date.now() - 2 * 60 * 60 * 1000),
        tutorIds: [w.tutorA.user.id],
      });
    const byTutor = await lesson();
    expect((await call('POST', `/api/accounts/schedules/${byTutor.id}/mark`, undefined, w.tutorA.cookie)).status).toBe(
      200,
    );
    expect(await entriesBy(w.tutorA)).toEqual([]);
    const byAdmin = await lesson();
    expect((await call('POST', `/api/accounts/schedules/${byAdmin.id}/mark`, undefined, master.cookie)).status).toBe(
      200,
    );
    const [entry] = await entriesBy(master, '&action=schedules.edit');
    expect(entry).toMatchObject({ action: 'schedules.edit', target: { kind: 'schedule', key: byAdmin.id } });
    expect(entry!.wording).toMatch(new RegExp(`^${nameOf(master)} marked as held the schedule .+ with `));
  });

  it('is for holders of the restricted activity logs group only', async () => {
    expect((await call('GET', '/api/admin/logs')).status).toBe(401);
    expect((await call('GET', '/api/admin/logs', undefined, w.tutorA.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/logs', undefined, w.studentA.cookie)).status).toBe(403);
    // The world's manager holds every ordinary group, and activity logs is not one of them.
    expect((await call('GET', '/api/admin/logs', undefined, w.admin.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/logs/actors', undefined, w.admin.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/logs', undefined, logReader.cookie)).status).toBe(200);
    expect((await call('GET', '/api/admin/logs', undefined, master.cookie)).status).toBe(200);
  });

  it('filters by actor, action and date range, pages on the server and lists the actors', async () => {
    const repo = createActivityRepository(t.database.db);
    const actorId = crypto.randomUUID();
    const at = (day: number, hour: number) => new Date(Date.UTC(2025, 0, day, hour));
    for (let i = 0; i < 12; i++) {
      await repo.append({
        actorId,
        actorName: 'Grace Hopper',
        actorEmail: 'grace@example.test',
        action: i % 3 === 0 ? 'coupons.delete' : 'coupons.create',
        wording: `Grace Hopper did ${i}`,
        at: at(1 + Math.floor(i / 4), i),
      });
    }
    const get = (q: string) => call('GET', `/api/admin/logs?actor=${actorId}&${q}`, undefined, logReader.cookie);

    const page2 = await get('page=2&limit=5');
    expect(page2.body.data).toMatchObject({ total: 12, page: 2, limit: 5 });
    expect(page2.body.data.items.map((e: ActivityEntry) => e.wording)).toEqual(
      [6, 5, 4, 3, 2].map((i) => `Grace Hopper did ${i}`),
    );
    expect((await get('')).body.data.limit).toBe(20);
    expect((await get('action=coupons.delete')).body.data.total).toBe(4);
    const jan2 = await get(`from=${at(2, 0).toISOString()}&to=${at(3, 0).toISOString()}`);
    expect(jan2.body.data.items.map((e: ActivityEntry) => e.wording)).toEqual(
      [7, 6, 5, 4].map((i) => `Grace Hopper did ${i}`),
    );
    const actors = await call('GET', '/api/admin/logs/actors', undefined, logReader.cookie);
    expect(actors.body.data.actors).toContainEqual({ key: actorId, name: 'Grace Hopper', email: 'grace@example.test' });
  });

  it('answers bad filters with 400 and field messages', async () => {
    const bad = await call(
      'GET',
      '/api/admin/logs?limit=7&page=0&action=coupons.fly&actor=nobody&from=yesterday',
      undefined,
      master.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      limit: 'Limit must be one of 5, 10, 20, 30, 40, 50, 100',
      action: 'Please choose an action from the list',
      actor: 'Please choose an admin from the list',
      from: 'Please enter a valid From date',
    });
    expect(bad.body.fields).toHaveProperty('page');
    const reversed = await call(
      'GET',
      '/api/admin/logs?from=2025-02-01T00:00:00Z&to=2025-01-01T00:00:00Z',
      undefined,
      master.cookie,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ from: 'From cannot be after To', to: 'To cannot be before From' });
  });
});
