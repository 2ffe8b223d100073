import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';
import { schedules } from '../../db/schema/index.js';

describe('schedules', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  const create = (overrides: Record<string, unknown> = {}, cookie = w.admin.cookie) =>
    call(
      'POST',
      '/api/admin/schedules/new',
      {
        programKey: w.program.id,
        studentKey: w.studentA.user.id,
        tutorKeys: [w.tutorA.user.id],
        time: inHours(24),
        endTime: inHours(25),
        ...overrides,
      },
      cookie,
    );

  it('lets an admin create a lesson with its classroom link, and no one else', async () => {
    for (const person of [w.tutorA, w.studentA]) expect((await create({}, person.cookie)).status).toBe(403);
    const res = await create({ time: inHours(2), endTime: inHours(3) });
    expect(res.status).toBe(201);
    const s = res.body.data.schedule;
    expect(s.classroomLink).toBe(`/meet/${w.studentA.user.meetingId}?schedule=${s.key}&program=${w.program.id}`);
    expect(s.student.email).toBe(w.studentA.user.email);
    expect(s.tutors.map((x: { key: string }) => x.key)).toEqual([w.tutorA.user.id]);
  });

  it('refuses past times, unenrolled students, tutors of other programs and clashes', async () => {
    const past = await create({ time: inHours(-2), endTime: inHours(-1) });
    expect(past.status).toBe(400);
    expect(past.body.fields).toHaveProperty('time');
    const stranger = await t.signUp('STUDENT');
    expect((await create({ studentKey: stranger.user.id })).body.fields).toHaveProperty('studentKey');
    const otherTutor = await t.signUp('TUTOR');
    expect((await create({ tutorKeys: [otherTutor.user.id] })).body.fields).toHaveProperty('tutorKeys');

    expect((await create({ time: inHours(48), endTime: inHours(49) })).status).toBe(201);
    const studentClash = await create({ time: inHours(48.5), endTime: inHours(49.5), tutorKeys: [w.tutorB.user.id] });
    expect(studentClash.status).toBe(409);
    expect(studentClash.body.fields).toHaveProperty('time');
    const tutorClash = await create({ studentKey: w.studentB.user.id, time: inHours(48.25), endTime: inHours(48.75) });
    expect(tutorClash.status).toBe(409);
    expect(tutorClash.body.fields).toHaveProperty('tutorKeys');
    const backToBack = await create({ time: inHours(49), endTime: inHours(50) });
    expect(backToBack.status).toBe(201);
  });

  it('answers availability so pickers can disable busy slots', async () => {
    const q = new URLSearchParams({
      studentKey: w.studentA.user.id,
      tutorKeys: w.tutorB.user.id,
      from: inHours(47),
      to: inHours(51),
    });
    const res = await call('GET', `/api/admin/schedules/availability?${q}`, undefined, w.admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.data.busy.length).toBeGreaterThanOrEqual(2);
  });

  it('shows students and tutors only their own lessons, with the student email for admins only', async () => {
    const b = await create({
      studentKey: w.studentB.user.id,
      tutorKeys: [w.tutorB.user.id],
      time: inHours(72),
      endTime: inHours(73),
    });
    const asStudentA = await call('GET', '/api/accounts/schedules', undefined, w.studentA.cookie);
    expect(asStudentA.status).toBe(200);
    const keysA = asStudentA.body.data.items.map((s: { key: string }) => s.key);
    expect(keysA).not.toContain(b.body.data.schedule.key);
    expect(
      asStudentA.body.data.items.every((s: { student: { key: string } }) => s.student.key === w.studentA.user.id),
    ).toBe(true);
    expect(asStudentA.body.data.items[0].student).not.toHaveProperty('email');

    const asTutorB = await call('GET', '/api/accounts/schedules', undefined, w.tutorB.cookie);
    expect(asTutorB.body.data.items.map((s: { key: string }) => s.key)).toContain(b.body.data.schedule.key);
    expect(
      asTutorB.body.data.items.every((s: { student: { key: string } }) => s.student.key === w.studentB.user.id),
    ).toBe(true);
    // Tutors do not get the student's email either, in their list or on their dashboard's upcoming lessons.
    expect(asTutorB.body.data.items.some((s: { student: object }) => 'email' in s.student)).toBe(false);
    const tutorDashboard = await call('GET', '/api/accounts/dashboard', undefined, w.tutorB.cookie);
    expect(tutorDashboard.body.data.upcoming.length).toBeGreaterThan(0);
    expect(tutorDashboard.body.data.upcoming.some((s: { student: object }) => 'email' in s.student)).toBe(false);
    expect(tutorDashboard.body.data.students.some((s: object) => 'email' in s)).toBe(false);

    expect((await call('GET', '/api/admin/schedules', undefined, w.studentA.cookie)).status).toBe(403);
    const all = await call('GET', '/api/admin/schedules?limit=100', undefined, w.admin.cookie);
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
  });

  it('filters by time, earliest first, and pages on the server', async () => {
    const from = inHours(47);
    const res = await call(
      'GET',
      `/api/accounts/schedules?time=${encodeURIComponent(from)}&limit=5&page=1`,
      undefined,
      w.studentA.cookie,
    );
    const times = res.body.data.items.map((s: { time: string }) => s.time);
    expect(times.every((x: string) => x >= from)).toBe(true);
    expect(times).toEqual([...times].sort());
    expect(res.body.data).toMatchObject({ page: 1, limit: 5 });
    expect((await call('GET', '/api/accounts/schedules?limit=7', undefined, w.studentA.cookie)).status).toBe(400);
  });

  it('deletes only unmarked lessons, for admins only; tutors mark their own started lessons', async () => {
    const res = await create({ time: inHours(100), endTime: inHours(101) });
    const key = res.body.data.schedule.key;
    expect((await call('DELETE', `/api/admin/schedules/${key}`, undefined, w.tutorA.cookie)).status).toBe(403);
    expect((await call('POST', `/api/accounts/schedules/${key}/mark`, undefined, w.tutorA.cookie)).status).toBe(400);
    await t.database.db
      .update(schedules)
      .set({ time: new Date(Date.now() - 60_000) })
      .where(eq(schedules.id, key));
    expect((await call('POST', `/api/accounts/schedules/${key}/mark`, undefined, w.tutorB.cookie)).status).toBe(403);
    const marked = await call('POST', `/api/accounts/schedules/${key}/mark`, undefined, w.tutorA.cookie);
    expect(marked.body.data.schedule.kept).toBe(true);
    expect((await call('DELETE', `/api/admin/schedules/${key}`, undefined, w.admin.cookie)).status).toBe(409);

    const other = await create({ time: inHours(110), endTime: inHours(111) });
    expect(
      (await call('DELETE', `/api/admin/schedules/${other.body.data.schedule.key}`, undefined, w.admin.cookie)).status,
    ).toBe(200);
  });
});
