/**
 * Moving a lesson (`PUT /admin/schedules/:key`, schedules.edit) and `lesson.moved` (issue 31, ADR 0065): admins
 * holding the permission move a lesson that has not been held to a free time in the future; its student and tutors
 * are told where it went, nobody else; its reminder follows it; the move is in the activity log.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManager, buildSchedule } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';
import { activityLog, jobs, notifications } from '../../db/schema/index.js';

describe('moving a lesson', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  const book = async (time = inHours(24), studentKey = w.studentA.user.id, tutorKeys = [w.tutorA.user.id]) => {
    const res = await call(
      'POST',
      '/api/admin/schedules/new',
      {
        programKey: w.program.id,
        studentKey,
        tutorKeys,
        time,
        endTime: new Date(Date.parse(time) + 3_600_000).toISOString(),
      },
      w.admin.cookie,
    );
    expect(res.status).toBe(201);
    return res.body.data.schedule as { key: string; time: string };
  };
  const move = (key: string, hours: number, cookie = w.admin.cookie, length = 1) =>
    call('PUT', `/api/admin/schedules/${key}`, { time: inHours(hours), endTime: inHours(hours + length) }, cookie);
  const movedNotices = async (userId: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
    ).filter((n) => n.title.endsWith('lesson moved'));

  it('lets admins holding schedules.edit move a lesson; refuses tutors, students, other managers and visitors', async () => {
    const lesson = await book(inHours(20));
    for (const cookie of [w.tutorA.cookie, w.studentA.cookie])
      expect((await move(lesson.key, 22, cookie)).status).toBe(403);
    const without = await buildManager(t.database.db, ['schedules.access', 'schedules.create']);
    const { token } = await t.modules.accounts.sessions.start(without.id);
    expect((await move(lesson.key, 22, `chalkline_session=${token}`)).status).toBe(403);
    expect((await move(lesson.key, 22, '')).status).toBe(401);

    const moved = await move(lesson.key, 22);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      message: 'Lesson moved',
      data: { schedule: { key: lesson.key, time: inHours(22) } },
    });
    const logged = await t.database.db.select().from(activityLog).where(eq(activityLog.targetId, lesson.key));
    expect(logged.map((e) => e.wording).join()).toContain('moved the schedule');
  });

  it('tells the lesson’s student and tutors where it went, and nobody else', async () => {
    const lesson = await book(inHours(40));
    expect((await move(lesson.key, 42)).status).toBe(200);
    const counts = await Promise.all(
      [w.studentA, w.tutorA, w.studentB, w.tutorB, w.admin].map(async (p) => (await movedNotices(p.user.id)).length),
    );
    // Student A and tutor A also hear of the first test's move: one lesson each there, one here.
    expect(counts).toEqual([2, 2, 0, 0, 0]);
    const [notice] = await movedNotices(w.studentA.user.id);
    expect(notice).toMatchObject({
      kind: 'SCHEDULE',
      title: `${w.program.title} lesson moved`,
      link: `/accounts/schedules?time=${encodeURIComponent(inHours(42))}`,
    });
    expect(notice?.body).toContain('now starts');
    // Only the end changed: no news for anyone.
    expect((await move(lesson.key, 42, w.admin.cookie, 2)).status).toBe(200);
    expect(await movedNotices(w.studentA.user.id)).toHaveLength(2);
  });

  it('moves the lesson’s reminder with it', async () => {
    const lesson = await book(inHours(60));
    expect((await move(lesson.key, 70)).status).toBe(200);
    const queued = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.name, 'lessons.reminder'), eq(jobs.state, 'queued')));
    const mine = queued
      .map((j) => j.payload as { scheduleId: string; time: string })
      .filter((p) => p.scheduleId === lesson.key);
    // One reminder, for the new time; the old one is cancelled.
    expect(mine).toEqual([{ scheduleId: lesson.key, time: inHours(70) }]);
  });

  it('refuses a held lesson, a past time, a clash and a bad body, with field messages', async () => {
    const lesson = await book(inHours(80));
    expect((await move(lesson.key, -2)).body.fields).toHaveProperty('time');
    const bad = await call(
      'PUT',
      `/api/admin/schedules/${lesson.key}`,
      { time: inHours(90), endTime: inHours(89) },
      w.admin.cookie,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields.endTime).toBe('The end time must be after the start time');
    // Student A has another lesson at 100 h: moving onto it clashes; moving within its own hour does not.
    await book(inHours(100));
    const clash = await move(lesson.key, 100.5);
    expect(clash.status).toBe(409);
    expect(clash.body.fields).toHaveProperty('time');
    expect((await move(lesson.key, 80.5)).status).toBe(200);
    const held = await buildSchedule(t.database.db, {
      programId: w.program.id,
      studentId: w.studentB.user.id,
      time: new Date(Date.now() - 3_600_000),
      tutorIds: [w.tutorB.user.id],
      kept: true,
    });
    expect((await move(held.id, 120)).status).toBe(409);
    expect(
      (
        await call(
          'PUT',
          `/api/admin/schedules/${crypto.randomUUID()}`,
          { time: inHours(130), endTime: inHours(131) },
          w.admin.cookie,
        )
      ).status,
    ).toBe(404);
  });
});
