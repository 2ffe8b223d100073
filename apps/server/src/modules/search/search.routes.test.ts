import { accountSearchLimit } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, linkTutor } from '../../../test/builders.js';
import { useWorld } from '../../../test/world.js';

type Result = { key: string; email: string; memberRole: string; firstName: string };

describe('GET /accounts/search', () => {
  const s = useWorld();
  const keys: Record<string, string> = {};
  let master: { cookie: string };
  beforeAll(async () => {
    const db = s.t.database.db;
    master = await s.t.signUp('MASTER');
    const made = {
      zara: await buildUser(db, 'STUDENT', { email: 'Zara.Quill@example.test', firstName: 'Zara', lastName: 'Quill' }),
      quentin: await buildUser(db, 'TUTOR', { email: 'quentin@example.test', firstName: 'Quentin', lastName: 'Moss' }),
      ghost: await buildUser(db, 'STUDENT', {
        email: 'quill.ghost@example.test',
        firstName: 'Gone',
        lastName: 'Quill',
        deletedAt: new Date(),
      }),
      digits: await buildUser(db, 'STUDENT', { email: '9quill@example.test', firstName: 'Nine', lastName: 'Quill' }),
      percent: await buildUser(db, 'STUDENT', { email: 'pct@example.test', firstName: 'Per%cent', lastName: 'Sign' }),
      boss: await buildUser(db, 'MANAGER', { email: 'quill.boss@example.test', firstName: 'Boss', lastName: 'Quill' }),
    };
    for (const [name, user] of Object.entries(made)) keys[name] = user.id;
    await linkTutor(db, { tutorId: s.w.tutorA.user.id, studentId: made.zara.id, programId: s.w.program.id });
  });
  const search = async (query: string, cookie?: string) => {
    const res = await s.call('GET', `/api/accounts/search?${query}`, undefined, cookie);
    return { status: res.status, results: (res.body?.data?.results ?? []) as Result[], body: res.body };
  };

  it('matches email and names in any case, leaves deleted accounts out, and orders by email', async () => {
    const { status, results } = await search('search=QUILL', master.cookie);
    expect(status).toBe(200);
    expect(results.map((r) => r.key)).toEqual([keys.digits, keys.boss, keys.zara]);
    expect(results[2]).toEqual({
      key: keys.zara,
      email: 'Zara.Quill@example.test',
      firstName: 'Zara',
      lastName: 'Quill',
      otherNames: null,
      memberRole: 'STUDENT',
    });
    expect((await search('search=quentin%20moss', master.cookie)).results.map((r) => r.key)).toEqual([keys.quentin]);
    expect((await search('search=moss', master.cookie)).results[0]?.memberRole).toBe('TUTOR');
  });

  it('takes the wildcards of what was typed literally', async () => {
    expect((await search('search=per%25c', master.cookie)).results.map((r) => r.key)).toEqual([keys.percent]);
    expect((await search('search=%25', master.cookie)).results.map((r) => r.key)).toEqual([keys.percent]);
  });

  it('narrows to students with studentOnly=true, and to one role with role', async () => {
    const students = await search('search=quill&studentOnly=true', master.cookie);
    expect(students.results.every((r) => r.memberRole === 'STUDENT')).toBe(true);
    expect(students.results).toHaveLength(2);
    expect((await search('search=quill&role=MANAGER', master.cookie)).results.map((r) => r.key)).toEqual([keys.boss]);
  });

  it('lets each admin find only the roles their groups cover', async () => {
    const studentsOnly = await s.t.signUp('MANAGER', { adminPermissions: ['students.access'] });
    const found = await search('search=quill', studentsOnly.cookie);
    expect(found.results.map((r) => r.key)).toEqual([keys.digits, keys.zara]);
    const couponsOnly = await s.t.signUp('MANAGER', { adminPermissions: ['coupons.access'] });
    expect(await search('search=quill', couponsOnly.cookie)).toMatchObject({ status: 200, results: [] });
  });

  it('lets a tutor find only their own students, and refuses students and strangers', async () => {
    expect((await search('search=quill', s.w.tutorA.cookie)).results.map((r) => r.key)).toEqual([keys.zara]);
    expect((await search('search=quill', s.w.tutorB.cookie)).results).toEqual([]);
    expect((await search('search=quill', s.w.studentA.cookie)).status).toBe(403);
    expect((await search('search=quill')).status).toBe(401);
  });

  it(`answers at most ${accountSearchLimit} accounts`, async () => {
    const db = s.t.database.db;
    for (let i = 0; i < accountSearchLimit + 5; i++)
      await buildUser(db, 'STUDENT', { email: `crowd${String(i).padStart(2, '0')}@example.test`, lastName: 'Crowd' });
    const { results } = await search('search=crowd', master.cookie);
    expect(results).toHaveLength(accountSearchLimit);
    expect(results[0]?.email).toBe('crowd00@example.test');
  });

  it('refuses an empty search and an unknown role with 400', async () => {
    const empty = await search('search=%20%20', master.cookie);
    expect(empty.status).toBe(400);
    expect(empty.body.fields.search).toBe('Please type something to search for');
    expect((await search('search=a&role=KING', master.cookie)).status).toBe(400);
    expect((await search('search=a&studentOnly=maybe', master.cookie)).status).toBe(400);
  });
});
