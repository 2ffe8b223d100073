/**
 * A report not sent within 24 hours of its lesson's end reminds the lesson's tutors (ADR 0080), once, through the
 * job queue with its clock in the test's hands; a lesson with its report sent, or never held, reminds nobody.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createWorld, type World } from '../../../test/world.js';
import { lessonReports, notifications } from '../../db/schema/index.js';

const hour = 3_600_000;
let clock = new Date();

describe('lesson report reminders', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { now: () => clock } });
    w = await createWorld(t);
  });
  afterAll(() => t.close());

  const remindersOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'SCHEDULE')))
      .then((rows) => rows.filter((n) => n.title.startsWith('Write the lesson report')));

  it('tells the tutor once, a day after the lesson, and only of lessons held without a sent report', async () => {
    const db = t.database.db;
    clock = new Date();
    const ended = (hoursAgo: number) => new Date(clock.getTime() - hoursAgo * hour);
    // Ended two hours ago, kept: due in 22 hours.
    const late = await buildSchedule(db, {
      programId: w.program.id,
      studentId: w.studentA.user.id,
      time: ended(3),
      endTime: ended(2),
      kept: true,
      tutorIds: [w.tutorA.user.id],
    });
    // Its report sent: nobody is reminded.
    const reported = await buildSchedule(db, {
      programId: w.program.id,
      studentId: w.studentB.user.id,
      time: ended(4),
      endTime: ended(3),
      kept: true,
      tutorIds: [w.tutorB.user.id],
    });
    await db.insert(lessonReports).values({
      scheduleId: reported.id,
      tutorId: w.tutorB.user.id,
      studentId: w.studentB.user.id,
      attendance: { held: false, minutes: 0, minSharePercent: 50, people: [] },
      polls: [],
      sharedFiles: [],
      note: 'Done',
      status: 'sent',
      sentAt: ended(1),
    });
    // Never held nor kept (the student did not come): no report is asked for.
    await buildSchedule(db, {
      programId: w.program.id,
      studentId: w.studentB.user.id,
      time: ended(6),
      endTime: ended(5),
      tutorIds: [w.tutorB.user.id],
    });

    const { reminders } = t.modules.lessonReports;
    await reminders.queueNext();
    await t.jobs.runDue();
    expect(await remindersOf(w.tutorA.user.id)).toHaveLength(0);
    // The next hourly run: the lesson ended three hours ago, not late yet.
    clock = new Date(clock.getTime() + hour);
    await t.jobs.runDue();
    expect(await remindersOf(w.tutorA.user.id)).toHaveLength(0);
    // A day later, hour by hour: told once, however many runs follow.
    for (let i = 0; i < 23; i++) {
      clock = new Date(clock.getTime() + hour);
      await t.jobs.runDue();
    }
    const told = await remindersOf(w.tutorA.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe(`/accounts/schedules?report=${late.id}`);
    expect(await remindersOf(w.tutorB.user.id)).toHaveLength(0);
    expect(await remindersOf(w.studentA.user.id)).toHaveLength(0);
    await reminders.remind();
    expect(await remindersOf(w.tutorA.user.id)).toHaveLength(1);
  });
});
