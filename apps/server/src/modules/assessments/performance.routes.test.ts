import { metricsDateRules } from '@chalkline/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignTutors, buildProgram, buildSchedule, enrol } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';
import { assignments, quizAssignments, quizzes } from '../../db/schema/index.js';

const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

describe('student performance (the metrics fetch)', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let other: { id: string; slug: string };
  const from = days(-30).toISOString();

  beforeAll(async () => {
    ({ t, w, call } = s);
    const db = t.database.db;
    const studentId = w.studentA.user.id;
    const p = w.program.id;
    other = await buildProgram(db, { categoryId: w.category.id, title: 'Zoology' });
    await assignTutors(db, other.id, [w.tutorB.user.id]);
    await enrol(db, { studentId, programId: other.id });
    const work = (kind: 'class' | 'home', programId: string, total: number, points: number | null, at = days(-5)) => ({
      kind,
      programId,
      studentId,
      title: `${kind} ${points}/${total}`,
      assignedAt: at,
      total,
      points,
    });
    await db.insert(assignments).values([
      work('class', p, 20, 15),
      work('class', p, 10, 8),
      work('class', p, 10, null), // not graded yet: not counted
      work('home', p, 10, 9),
      work('class', other.id, 10, 5),
      work('class', p, 10, 0, days(-40)), // before the window
    ]);
    const [quiz] = await db
      .insert(quizzes)
      .values({ title: 'Times tables', slug: `times-${Date.now()}`, programId: p, durationMinutes: 10 })
      .returning();
    await db.insert(quizAssignments).values([
      {
        quizId: quiz!.id,
        programId: p,
        studentId,
        dueDate: days(2),
        completedAt: days(-1),
        attainedPoints: 7,
        totalPoints: 10,
      },
      { quizId: quiz!.id, programId: p, studentId, dueDate: days(3) },
    ]);
    for (const [hours, kept] of [
      [-24, true],
      [-48, true],
      [-72, false],
      [5, false],
    ] as const)
      await buildSchedule(db, {
        programId: p,
        studentId,
        time: new Date(inHours(hours)),
        kept,
        tutorIds: [w.tutorA.user.id],
      });
  });

  const metrics = (query: string, cookie = w.studentA.cookie) =>
    call('GET', `/api/accounts/performance?key=${w.studentA.user.id}${query}`, undefined, cookie);

  it('weighs quiz, class and home equally and matches the hand-worked numbers', async () => {
    const res = await metrics(`&from=${from}`);
    expect(res.status).toBe(200);
    const m = res.body.data.metrics;
    // Lessons: 2 of the 3 past lessons kept = 66.67 %; the next one is upcoming.
    expect(m.schedules).toMatchObject({ attended: 2, total: 3, percentageAttendance: 66.67 });
    expect(m.schedules.upcoming.program.title).toBe(w.program.title);
    // Quiz: 1 of 2 completed (50 %), 7 of 10 points = 70 %.
    expect(m.quiz).toMatchObject({ completed: 1, total: 2, percentageAttempts: 50 });
    expect(m.quiz.grading).toEqual({ points: 7, total: 10, percentage: 70 });
    expect(m.quiz.attempts).toHaveLength(1);
    // Class: (15 + 8 + 5) / (20 + 10 + 10) = 28 / 40 = 70 %; the ungraded one is listed, not counted.
    expect(m.classAssignments).toMatchObject({
      total: 4,
      graded: 3,
      grading: { points: 28, total: 40, percentage: 70 },
    });
    // Home: 9 / 10 = 90 %.
    expect(m.homeAssignments.grading).toEqual({ points: 9, total: 10, percentage: 90 });
    // (70 + 70 + 90) / 3 = 76.67, each metric weighing a third.
    expect(m.weights).toEqual({ quiz: 0.3333, class: 0.3333, home: 0.3333 });
    expect(m.weightedPerformance).toBe(76.67);
    // Per program: Foundations class 23/30 = 76.67, home 90, quiz 70 → (76.667 + 90 + 70) / 3 = 78.89;
    // Zoology class 5/10 = 50 and nothing else → 50.
    const rows = Object.fromEntries(m.table.map((r: { slug: string }) => [r.slug, r]));
    expect(rows[w.program.slug]).toMatchObject({
      classAssignments: 76.67,
      homeAssignments: 90,
      quizAssessments: 70,
      weightedAverage: 78.89,
    });
    expect(rows[other.slug]).toMatchObject({
      classAssignments: 50,
      homeAssignments: null,
      quizAssessments: null,
      weightedAverage: 50,
    });
    expect(m.table.map((r: { sn: number }) => r.sn)).toEqual([1, 2]);
  });

  it('leaves a metric switched off out of the weights: class and home alone → (70 + 90) / 2 = 80', async () => {
    const m = (await metrics(`&from=${from}&quiz=false`)).body.data.metrics;
    expect(m.weights).toEqual({ quiz: 0, class: 0.5, home: 0.5 });
    expect(m.weightedPerformance).toBe(80);
    const none = (await metrics('&quiz=false&class=false&home=false')).body.data.metrics;
    expect(none.weightedPerformance).toBeNull();
  });

  it('counts the whole history without dates: the old 0/10 brings class to 28 / 50 = 56 %', async () => {
    const m = (await metrics('')).body.data.metrics;
    expect(m.classAssignments.grading).toEqual({ points: 28, total: 50, percentage: 56 });
    expect(m.weightedPerformance).toBe(72); // (70 + 56 + 90) / 3
  });

  it('refuses From after To with the dialog’s two messages', async () => {
    const res = await metrics(`&from=${days(-1).toISOString()}&to=${days(-2).toISOString()}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ from: metricsDateRules.fromAfterTo, to: metricsDateRules.toBeforeFrom });
  });

  it('lets the student, a linked tutor and admins who see students read it; nobody else', async () => {
    expect((await metrics('', w.tutorA.cookie)).status).toBe(200);
    expect((await metrics('', w.admin.cookie)).status).toBe(200);
    expect((await metrics('', w.studentB.cookie)).status).toBe(403);
    expect((await metrics('', w.tutorB.cookie)).status).toBe(403);
    const bare = await t.signUp('MANAGER', { adminPermissions: ['assignments.access'] });
    expect((await metrics('', bare.cookie)).status).toBe(403);
    const tutorsReport = await call(
      'GET',
      `/api/accounts/performance?key=${w.tutorA.user.id}`,
      undefined,
      w.admin.cookie,
    );
    expect(tutorsReport.status).toBe(404);
  });
});
