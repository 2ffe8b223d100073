import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';

describe('programs and categories', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  it('lets admins create categories and programs with tutors; others may not', async () => {
    const category = { title: 'Creative Writing' };
    expect((await call('POST', '/api/programs/categories', category, w.tutorA.cookie)).status).toBe(403);
    const created = await call('POST', '/api/programs/categories', category, w.admin.cookie);
    expect(created.status).toBe(201);
    expect(created.body.data.category.slug).toBe('creative-writing');
    expect((await call('POST', '/api/programs/categories', category, w.admin.cookie)).status).toBe(409);

    const program = {
      title: 'Story Club',
      summary: 'Write and share stories',
      categoryKey: created.body.data.category.key,
      tutorKeys: [w.tutorA.user.id],
    };
    expect((await call('POST', '/api/programs', program, w.studentA.cookie)).status).toBe(403);
    const made = await call('POST', '/api/programs', program, w.admin.cookie);
    expect(made.status).toBe(201);
    expect(made.body.data.program).toMatchObject({
      slug: 'story-club',
      category: { slug: 'creative-writing' },
      classesHeld: [],
    });
    expect(made.body.data.program.tutors.map((x: { key: string }) => x.key)).toEqual([w.tutorA.user.id]);
    const notTutor = await call(
      'POST',
      '/api/programs',
      { ...program, title: 'Other', tutorKeys: [w.studentA.user.id] },
      w.admin.cookie,
    );
    expect(notTutor.body.fields).toHaveProperty('tutorKeys');
    const badBody = await call('POST', '/api/programs', { title: '', categoryKey: 'nope' }, w.admin.cookie);
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.body.fields)).toEqual(expect.arrayContaining(['title', 'categoryKey']));

    const listed = await call('GET', '/api/programs/categories');
    expect(listed.body.data.categories.find((c: { slug: string }) => c.slug === 'creative-writing').programsCount).toBe(
      1,
    );
    expect(
      (await call('DELETE', `/api/programs/categories/${created.body.data.category.key}`, undefined, w.admin.cookie))
        .status,
    ).toBe(409);
    expect(
      (await call('DELETE', `/api/programs/${made.body.data.program.key}`, undefined, w.admin.cookie)).status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/programs/categories/${created.body.data.category.key}`, undefined, w.admin.cookie))
        .status,
    ).toBe(200);
  });

  it('lets admins edit categories and programs, keeping slugs unique and images real', async () => {
    const cat = await call('POST', '/api/programs/categories', { title: 'Languages' }, w.admin.cookie);
    const catKey = cat.body.data.category.key;
    const rename = { title: 'World Languages', slug: 'world-languages' };
    expect((await call('PUT', `/api/programs/categories/${catKey}`, rename, w.tutorA.cookie)).status).toBe(403);
    const renamed = await call('PUT', `/api/programs/categories/${catKey}`, rename, w.admin.cookie);
    expect(renamed.status).toBe(200);
    expect((await call('GET', '/api/programs/categories')).body.data.categories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: catKey, title: 'World Languages', slug: 'world-languages' }),
      ]),
    );
    const notImage = await call(
      'PUT',
      `/api/programs/categories/${catKey}`,
      { ...rename, images: ['programs/missing.png'] },
      w.admin.cookie,
    );
    expect(notImage.body.fields).toHaveProperty('images');

    const made = await call(
      'POST',
      '/api/programs',
      { title: 'French', categoryKey: catKey, tutorKeys: [w.tutorA.user.id] },
      w.admin.cookie,
    );
    const key = made.body.data.program.key;
    const edit = {
      title: 'French for Beginners',
      summary: 'Bonjour!',
      categoryKey: catKey,
      tutorKeys: [w.tutorB.user.id],
    };
    expect((await call('PUT', `/api/programs/${key}`, edit, w.studentA.cookie)).status).toBe(403);
    const edited = await call('PUT', `/api/programs/${key}`, edit, w.admin.cookie);
    expect(edited.status).toBe(200);
    expect(edited.body.data.program).toMatchObject({ title: 'French for Beginners', summary: 'Bonjour!' });
    expect(edited.body.data.program.tutors.map((x: { key: string }) => x.key)).toEqual([w.tutorB.user.id]);
    const clash = await call('PUT', `/api/programs/${key}`, { ...edit, slug: w.program.slug }, w.admin.cookie);
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toHaveProperty('slug');
  });

  it('lists programs publicly with paging and a category filter', async () => {
    const res = await call('GET', `/api/programs?category=${w.category.slug}&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(res.body.data.items[0]).toMatchObject({ slug: w.program.slug, nextSchedule: null, unreadChatsCount: 0 });
    expect((await call('GET', `/api/programs/${w.program.slug}`)).body.data.program.title).toBe(w.program.title);
    expect((await call('GET', '/api/programs/no-such-program')).status).toBe(404);
  });

  it('counts each viewer’s own classes held and next lesson on the card', async () => {
    const db = t.database.db;
    const past = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const future = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const lesson = { programId: w.program.id, studentId: w.studentA.user.id, tutorIds: [w.tutorA.user.id] };
    await buildSchedule(db, { ...lesson, time: past, kept: true });
    await buildSchedule(db, { ...lesson, time: future });
    const asA = (await call('GET', `/api/programs/${w.program.slug}`, undefined, w.studentA.cookie)).body.data.program;
    expect(asA.classesHeld).toHaveLength(1);
    expect(asA.nextSchedule).toBe(future.toISOString());
    const asB = (await call('GET', `/api/programs/${w.program.slug}`, undefined, w.studentB.cookie)).body.data.program;
    expect(asB.classesHeld).toHaveLength(0);
    expect(asB.nextSchedule).toBeNull();
    const mine = await call('GET', '/api/programs?mine=true', undefined, w.studentB.cookie);
    expect(mine.body.data.items.map((p: { key: string }) => p.key)).toEqual([w.program.id]);
  });
});
