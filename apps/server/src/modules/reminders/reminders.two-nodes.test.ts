/**
 * Lesson reminders with two server nodes on one database and the job queue's clock in the test's hands: a lesson
 * planned on one node is reminded exactly once to its student and tutors (in the app and by email), whichever
 * node runs the job and however often both look; moving and deleting a lesson take its reminder along.
 */
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { api } from '../../../test/requests.js';
import { useTwoNodes } from '../../../test/two-nodes.js';
import { jobs, notifications } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { lessonReminderJob, startsIn } from './reminder.service.js';

let clock = new Date();
const minutes = (n: number) => n * 60_000;
/** The first whole minute at least a minute after `ahead` ms from the real time (lessons must be in the future). */
const realMinuteAhead = (ahead: number) => {
  const d = new Date(Date.now() + ahead + 60_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() + 60_000);
};

describe('lesson reminders across two nodes', () => {
  const bed = useTwoNodes({}, { jobs: { now: () => clock } });

  const remindersOf = (userId: string) =>
    bed.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'LESSON_REMINDER')));
  const runBoth = () => Promise.all([bed.nodeA.jobs.runDue(), bed.nodeB.jobs.runDue()]);
  const outboxes = async () =>
    (await Promise.all([bed.nodeA, bed.nodeB].map((node) => readOutbox(path.join(node.dataDir, 'outbox'))))).flat();

  it('reminds a lesson created one minute ahead exactly once, in the app and by email', async () => {
    clock = new Date();
    const { w } = bed;
    const time = realMinuteAhead(0);
    const created = await api(bed.nodeA)(
      'POST',
      '/api/admin/schedules/new',
      {
        programKey: w.program.id,
        studentKey: w.studentA.user.id,
        tutorKeys: [w.tutorA.user.id],
        time: time.toISOString(),
        endTime: new Date(time.getTime() + minutes(60)).toISOString(),
      },
      w.admin.cookie,
    );
    expect(created.status).toBe(201);
    const scheduleId = created.body.data.schedule.key;
    // The other node hears of the same lesson too (a retried request, a sync at start-up): still one job.
    await bed.nodeB.modules.reminders.service.syncUpcoming();
    const queued = await bed.database.db.select().from(jobs).where(eq(jobs.name, lessonReminderJob));
    expect(queued.filter((j) => (j.payload as { scheduleId: string }).scheduleId === scheduleId)).toHaveLength(1);

    // Less than the 30 minutes of notice remain: the reminder is due at once. Both nodes look, repeatedly.
    await Promise.all([runBoth(), runBoth(), runBoth()]);
    clock = new Date(clock.getTime() + minutes(1));
    await runBoth();

    for (const person of [w.studentA, w.tutorA]) {
      const rows = await remindersOf(person.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.title).toMatch(/^Your .+ lesson starts in (1|2) minutes?$/);
      expect(rows[0]?.link).toBe(`/accounts/schedules?time=${encodeURIComponent(time.toISOString())}`);
    }
    expect(await remindersOf(w.studentB.user.id)).toHaveLength(0);
    const mails = (await outboxes()).filter((m) => m.subject.includes('lesson starts'));
    expect(mails.filter((m) => JSON.stringify(m.to).includes(w.studentA.user.email))).toHaveLength(1);
    expect(mails.filter((m) => JSON.stringify(m.to).includes(w.tutorA.user.email))).toHaveLength(1);
  });

  it('waits until the notice the school chose before the lesson, even when the node that queued it is gone', async () => {
    const { w } = bed;
    clock = new Date();
    const lesson = await buildSchedule(bed.database.db, {
      programId: w.program.id,
      studentId: w.studentB.user.id,
      time: realMinuteAhead(minutes(120)),
      tutorIds: [w.tutorB.user.id],
    });
    await bed.nodeA.modules.reminders.service.planned(lesson);
    await bed.nodeA.jobs.stop();
    try {
      clock = new Date(lesson.time.getTime() - minutes(30) - 1000);
      expect(await bed.nodeB.jobs.runDue()).toBe(0);
      clock = new Date(lesson.time.getTime() - minutes(30));
      // The reminder, then the job with its email copies.
      expect(await bed.nodeB.jobs.runDue()).toBe(2);
      const [reminder] = await remindersOf(w.studentB.user.id);
      expect(reminder?.title).toContain('starts in 30 minutes');
      expect(await remindersOf(w.tutorB.user.id)).toHaveLength(1);
    } finally {
      bed.nodeA.jobs.start();
    }
  });

  it('moves the reminder with a moved lesson and drops it with a deleted one', async () => {
    const { w } = bed;
    clock = new Date();
    const student = await bed.nodeA.signUp('STUDENT');
    const lesson = await buildSchedule(bed.database.db, {
      programId: w.program.id,
      studentId: student.user.id,
      time: realMinuteAhead(minutes(240)),
    });
    await bed.nodeA.modules.reminders.service.planned(lesson);
    const moved = { id: lesson.id, time: new Date(lesson.time.getTime() + minutes(60)) };
    await bed.nodeB.modules.reminders.service.planned(moved);
    clock = new Date(lesson.time.getTime() - minutes(30));
    await runBoth();
    expect(await remindersOf(student.user.id)).toHaveLength(0);

    await bed.nodeB.modules.reminders.service.cancelled(lesson.id);
    clock = new Date(moved.time.getTime() - minutes(10));
    await runBoth();
    expect(await remindersOf(student.user.id)).toHaveLength(0);
    const states = (await bed.database.db.select().from(jobs).where(eq(jobs.name, lessonReminderJob)))
      .filter((j) => (j.payload as { scheduleId: string }).scheduleId === lesson.id)
      .map((j) => j.state);
    expect(states).toEqual(['cancelled', 'cancelled']);
  });

  it('deleting a lesson through the admin cancels its reminder', async () => {
    const { w } = bed;
    clock = new Date();
    const time = realMinuteAhead(minutes(600));
    const call = api(bed.nodeB);
    const created = await call(
      'POST',
      '/api/admin/schedules/new',
      {
        programKey: w.program.id,
        studentKey: w.studentA.user.id,
        tutorKeys: [w.tutorA.user.id],
        time: time.toISOString(),
        endTime: new Date(time.getTime() + minutes(30)).toISOString(),
      },
      w.admin.cookie,
    );
    expect(created.status).toBe(201);
    const key = created.body.data.schedule.key;
    expect((await call('DELETE', `/api/admin/schedules/${key}`, undefined, w.admin.cookie)).status).toBe(200);
    const [job] = (await bed.database.db.select().from(jobs).where(eq(jobs.name, lessonReminderJob))).filter(
      (j) => (j.payload as { scheduleId: string }).scheduleId === key,
    );
    expect(job?.state).toBe('cancelled');
  });
});

describe('startsIn', () => {
  it('reads minutes and hours', () => {
    expect(startsIn(1)).toBe('in 1 minute');
    expect(startsIn(30)).toBe('in 30 minutes');
    expect(startsIn(60)).toBe('in 1 hour');
    expect(startsIn(135)).toBe('in 2 hours 15 minutes');
    expect(startsIn(0)).toBe('now');
  });
});
