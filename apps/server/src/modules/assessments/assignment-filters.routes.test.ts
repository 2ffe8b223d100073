/**
 * Finding class and home assignments (issue 31, ADR 0065): search, program, student, status and the assigned-date
 * range, with paging, for each role that sees the lists (a filter narrows the viewer's scope, never widens it), bad
 * values answered 400 with field messages, and `%` and `_` searched as text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assignTutors, buildProgram, enrol } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';

describe('class and home assignment filters', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let art: { id: string };
  const given: Record<string, string> = {};

  const list = (query: string, cookie = w.tutorA.cookie, kind = 'class') =>
    call('GET', `/api/accounts/assignments/${kind}?${query}`, undefined, cookie);
  const keysOf = (res: { body: { data: { items: { key: string }[] } } }) =>
    res.body.data.items.map((i) => i.key).sort();

  async function record(cookie: string, values: Record<string, unknown>, kind = 'class') {
    const res = await call(
      'POST',
      `/api/accounts/assignments/${kind}`,
      { programKey: w.program.id, studentKey: w.studentA.user.id, total: 20, submittedAt: null, ...values },
      cookie,
    );
    expect(res.status).toBe(201);
    return res.body.data.assignment.key as string;
  }

  beforeAll(async () => {
    ({ t, w, call } = s);
    art = await buildProgram(t.database.db, { categoryId: w.category.id, title: 'Art_and Design' });
    await assignTutors(t.database.db, art.id, [w.tutorA.user.id]);
    await enrol(t.database.db, { studentId: w.studentA.user.id, programId: art.id });
    const grading = { points: 15, remarks: 'Well done' };
    given.percent = await record(w.tutorA.cookie, { title: 'Score 50% of the map', assignedAt: inHours(-100) });
    given.plain = await record(w.tutorA.cookie, {
      title: 'Score 500 of the map',
      assignedAt: inHours(-80),
      submittedAt: inHours(-70),
    });
    given.graded = await record(w.tutorA.cookie, {
      title: 'Colour_wheel',
      programKey: art.id,
      assignedAt: inHours(-30),
      submittedAt: inHours(-20),
      grading,
    });
    given.dash = await record(w.tutorA.cookie, { title: 'Colour-wheel', programKey: art.id, assignedAt: inHours(-10) });
    given.studentB = await record(w.tutorB.cookie, {
      title: 'Student B essay',
      studentKey: w.studentB.user.id,
      assignedAt: inHours(-5),
    });
    given.home = await record(w.tutorA.cookie, { title: 'Home 50%', assignedAt: inHours(-5) }, 'home');
  });

  it('searches titles, programs and students with % and _ taken as text', async () => {
    expect(keysOf(await list('search=%25'))).toEqual([given.percent]);
    expect(keysOf(await list('search=r_w'))).toEqual([given.graded]);
    // `_` of the program title "Art_and Design" is text too: "Art and" does not match it.
    expect(keysOf(await list('search=art_and'))).toEqual([given.graded, given.dash].sort());
    expect(keysOf(await list('search=art%20and'))).toEqual([]);
    expect(keysOf(await list(`search=${encodeURIComponent(w.studentB.user.lastName)}`))).toEqual([given.studentB]);
    // The home list is its own: the same search finds its own assignment only.
    expect(keysOf(await list('search=%25', w.tutorA.cookie, 'home'))).toEqual([given.home]);
  });

  it('filters by program, student and each status', async () => {
    expect(keysOf(await list(`program=${art.id}`))).toEqual([given.graded, given.dash].sort());
    expect(keysOf(await list(`student=${w.studentB.user.id}`))).toEqual([given.studentB]);
    const by = async (status: string) => keysOf(await list(`status=${status}`));
    expect(await by('NOT_SUBMITTED')).toEqual([given.percent, given.dash, given.studentB].sort());
    expect(await by('SUBMITTED')).toEqual([given.plain, given.graded].sort());
    expect(await by('NOT_GRADED')).toEqual([given.percent, given.plain, given.dash, given.studentB].sort());
    expect(await by('GRADED')).toEqual([given.graded]);
    expect(keysOf(await list(`status=NOT_GRADED&program=${art.id}`))).toEqual([given.dash]);
  });

  it('filters by the date assigned: From inclusive, To exclusive', async () => {
    const q = (from: number, to: number) =>
      list(`from=${encodeURIComponent(inHours(from))}&to=${encodeURIComponent(inHours(to))}`);
    expect(keysOf(await q(-90, -20))).toEqual([given.plain, given.graded].sort());
    expect(keysOf(await list(`from=${encodeURIComponent(inHours(-6))}`))).toEqual([given.studentB]);
  });

  it('pages a filtered list with its total', async () => {
    const first = await list('status=NOT_GRADED&limit=5&page=1');
    expect(first.body.data).toMatchObject({ total: 4, page: 1, limit: 5 });
    const past = await list('status=NOT_GRADED&limit=5&page=2');
    expect(past.body.data).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it('keeps each role in its scope', async () => {
    // Tutor B teaches the first program only: the Art filter shows nothing, the search nothing of Art.
    expect(keysOf(await list(`program=${art.id}`, w.tutorB.cookie))).toEqual([]);
    expect(keysOf(await list('search=colour', w.tutorB.cookie))).toEqual([]);
    // A student sees their own, filtered; naming another student does not widen it.
    expect(keysOf(await list('status=GRADED', w.studentA.cookie))).toEqual([given.graded]);
    expect(keysOf(await list(`student=${w.studentA.user.id}`, w.studentB.cookie))).toEqual([]);
    expect(keysOf(await list('search=essay', w.studentB.cookie))).toEqual([given.studentB]);
    // Admins with the group see all; a manager without it, and a visitor, are refused.
    expect(keysOf(await list('status=NOT_SUBMITTED', w.admin.cookie))).toHaveLength(3);
    const bare = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    expect((await list('status=GRADED', bare.cookie)).status).toBe(403);
    expect((await list('status=GRADED', '')).status).toBe(401);
  });

  it('answers 400 with field messages for a bad status, date or range', async () => {
    const status = await list('status=LATE');
    expect(status.status).toBe(400);
    expect(status.body.fields.status).toBe('Please choose a status from the list');
    const range = await list(`from=${encodeURIComponent(inHours(1))}&to=${encodeURIComponent(inHours(-1))}`);
    expect(range.status).toBe(400);
    expect(range.body.fields.to).toBe('To cannot be before From');
    const long = await list(`search=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('search');
  });
});
