/**
 * The admin dashboard's trends (ADR 0084) on a real database: bucket edges in two time zones, clipped first and last
 * weeks and months, empty buckets, currencies apart, lessons not yet over left out, range rules and who may ask.
 */
import { type TrendPoint, type Trends, trendRangeRules } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManager, buildSchedule, enrol } from '../../../test/builders.js';
import { countQueries } from '../../../test/query-count.js';
import { inHours, useWorld } from '../../../test/world.js';
import { billingLedger } from '../../db/schema/index.js';
import { sessionCookieName } from '../accounts/session.service.js';

const at = (iso: string) => new Date(iso);

describe('GET /admin/statistics/trends', () => {
  const s = useWorld();
  let master: string;

  beforeAll(async () => {
    const { t, w } = s;
    const db = t.database.db;
    master = (await t.signUp('MASTER')).cookie;
    const studentC = await t.signUp('STUDENT');
    const [a, b, c] = [w.studentA.user.id, w.studentB.user.id, studentC.user.id];
    const lesson = (studentId: string, time: string, kept: boolean) =>
      buildSchedule(db, { programId: w.program.id, studentId, time: at(time), kept, tutorIds: [w.tutorA.user.id] });
    await lesson(a, '2026-03-02T10:00:00Z', true);
    await lesson(b, '2026-03-02T12:00:00Z', false);
    await lesson(a, '2026-03-02T23:30:00Z', true); // 3 March in Tokyo
    await lesson(a, '2026-03-03T00:00:00Z', true); // on the edge: the later day
    await lesson(c, '2026-03-31T23:00:00Z', true); // 1 April in Tokyo
    await lesson(c, '2026-02-28T23:00:00Z', true); // 1 March in Tokyo
    await enrol(db, { studentId: c, programId: w.program.id, createdAt: at('2026-03-02T05:00:00Z') });
    const payment = (amountCents: number, currency: string, when: string, kind = 'PAYMENT') => ({
      kind,
      amountCents,
      currency,
      at: at(when),
      provider: 'manual',
      studentId: a,
    });
    await db
      .insert(billingLedger)
      .values([
        payment(3999, 'USD', '2026-03-02T09:00:00Z'),
        payment(1001, 'USD', '2026-03-02T10:00:00Z'),
        payment(2000, 'EUR', '2026-03-02T11:00:00Z'),
        payment(500, 'USD', '2026-03-02T12:00:00Z', 'GRACE'),
      ]);
  });

  const trends = async (query: string, cookie: string | null = master) =>
    s.call('GET', `/api/admin/statistics/trends?${query}`, undefined, cookie);
  const read = async (query: string) => {
    const res = await trends(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Trends;
  };
  const day = (data: Trends, start: string) => data.points.find((p) => p.start === start)!;
  const empty = {
    activeStudents: 0,
    lessonsHeld: 0,
    lessonsMissed: 0,
    attendanceRate: null,
    newEnrolments: 0,
    revenue: [],
  };

  it('counts each day of a month in UTC, the midnight edge in the later day, students once a day', async () => {
    const data = await read('from=2026-03-01&to=2026-03-31');
    expect(data).toMatchObject({ bucket: 'day', timeZone: 'UTC', currencies: ['EUR', 'USD'] });
    expect(data.points).toHaveLength(31);
    expect(data.points[0]).toEqual({ start: '2026-03-01', end: '2026-03-01', ...empty });
    expect(day(data, '2026-03-02')).toEqual({
      start: '2026-03-02',
      end: '2026-03-02',
      activeStudents: 1,
      lessonsHeld: 2,
      lessonsMissed: 1,
      attendanceRate: 66.7,
      newEnrolments: 1,
      revenue: [
        { currency: 'EUR', amountCents: 2000 },
        { currency: 'USD', amountCents: 5000 },
      ],
    } satisfies TrendPoint);
    expect(day(data, '2026-03-03')).toMatchObject({ lessonsHeld: 1, activeStudents: 1, attendanceRate: 100 });
    expect(day(data, '2026-03-31')).toMatchObject({ lessonsHeld: 1, activeStudents: 1 });
  });

  it("cuts days at the viewer's midnight: Tokyo moves the late lessons a day on", async () => {
    const data = await read('from=2026-03-01&to=2026-03-31&timeZone=Asia/Tokyo');
    expect(day(data, '2026-03-01')).toMatchObject({ lessonsHeld: 1, activeStudents: 1 });
    expect(day(data, '2026-03-02')).toMatchObject({ lessonsHeld: 1, lessonsMissed: 1, attendanceRate: 50 });
    expect(day(data, '2026-03-03')).toMatchObject({ lessonsHeld: 2, activeStudents: 1 });
    // 23:00 UTC on the 31st is 1 April in Tokyo: past the range.
    expect(day(data, '2026-03-31')).toMatchObject(empty);
  });

  it('takes weeks from Monday for a quarter, the first and last clipped to the range', async () => {
    const data = await read('from=2026-01-01&to=2026-03-31');
    expect(data.bucket).toBe('week');
    expect(data.points).toHaveLength(14);
    expect(data.points[0]).toMatchObject({ start: '2026-01-01', end: '2026-01-04' });
    expect(data.points[1]).toMatchObject({ start: '2026-01-05', end: '2026-01-11' });
    expect(data.points.at(-1)).toMatchObject({ start: '2026-03-30', end: '2026-03-31', lessonsHeld: 1 });
    expect(day(data, '2026-02-23')).toMatchObject({ end: '2026-03-01', lessonsHeld: 1 });
    expect(day(data, '2026-03-02')).toMatchObject({ lessonsHeld: 3, lessonsMissed: 1, attendanceRate: 75 });
  });

  it('takes calendar months for most of a year, and counts a student once a month', async () => {
    const data = await read('from=2025-04-15&to=2026-03-31');
    expect(data.bucket).toBe('month');
    expect(data.points).toHaveLength(12);
    expect(data.points[0]).toEqual({ start: '2025-04-15', end: '2025-04-30', ...empty });
    expect(data.points.at(-1)).toMatchObject({
      start: '2026-03-01',
      end: '2026-03-31',
      activeStudents: 2,
      lessonsHeld: 4,
      lessonsMissed: 1,
      attendanceRate: 80,
      newEnrolments: 1,
    });
    expect(day(data, '2026-02-01')).toMatchObject({ end: '2026-02-28', lessonsHeld: 1 });
  });

  it('answers a range with nothing in it with empty buckets and no currencies', async () => {
    const data = await read('from=2024-06-01&to=2024-06-03');
    expect(data.currencies).toEqual([]);
    expect(data.points.map((p) => p.start)).toEqual(['2024-06-01', '2024-06-02', '2024-06-03']);
    for (const point of data.points) expect(point).toMatchObject(empty);
  });

  it('leaves out a lesson still under way and one ahead; counts one that is over', async () => {
    const { t, w } = s;
    for (const [hours, kept] of [
      [-3, false],
      [-0.5, false],
      [2, false],
    ] as const)
      await buildSchedule(t.database.db, {
        programId: w.program.id,
        studentId: w.studentB.user.id,
        time: new Date(inHours(hours)),
        kept,
      });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const data = await read(`from=${yesterday}&to=${tomorrow}`);
    const due = data.points.reduce((n, p) => n + p.lessonsMissed + p.lessonsHeld, 0);
    expect(due).toBe(1);
    expect(data.points.find((p) => p.start === today)).toBeDefined();
  });

  it('answers in one statement after the session, however many buckets', async () => {
    const counter = countQueries(s.t.database);
    await trends('from=2026-03-01&to=2026-03-02');
    const { result, count, statements } = await counter.measure(() => trends('from=2025-04-01&to=2026-03-31'));
    expect(result.status).toBe(200);
    expect(count, statements.join('\n')).toBeLessThanOrEqual(1);
  });

  it.each([
    ['from=2026-03-05&to=2026-03-01', { from: trendRangeRules.fromAfterTo, to: trendRangeRules.toBeforeFrom }],
    ['from=2025-01-01&to=2026-01-02', { to: trendRangeRules.tooLong }],
    ['from=yesterday&to=2026-02-30', { from: 'Please enter a valid date', to: 'Please enter a valid date' }],
    ['from=2026-03-01&to=2026-03-02&timeZone=Mars/Base', { timeZone: trendRangeRules.timeZone }],
    ['to=2026-03-02', { from: expect.any(String) }],
  ])('refuses %s with a message per field', async (query, fields) => {
    const res = await trends(query);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject(fields);
  });

  it('takes a leap year whole (366 days)', async () => {
    expect((await trends('from=2024-01-01&to=2024-12-31')).status).toBe(200);
  });

  it('is for admins: a master and a manager with statistics may; others may not', async () => {
    const { t, w } = s;
    const query = 'from=2026-03-01&to=2026-03-02';
    const session = async (id: string) => `${sessionCookieName}=${(await t.modules.accounts.sessions.start(id)).token}`;
    const lacking = await buildManager(t.database.db, ['students.access']);
    const holding = await buildManager(t.database.db, ['accountStats.access']);
    const guardian = await t.signUp('GUARDIAN');
    expect((await trends(query, null)).status).toBe(401);
    expect((await trends(query, w.admin.cookie)).status).toBe(200);
    expect((await trends(query, await session(holding.id))).status).toBe(200);
    for (const cookie of [w.studentA.cookie, w.tutorA.cookie, guardian.cookie, await session(lacking.id)])
      expect((await trends(query, cookie)).status).toBe(403);
  });
});
