import {
  notificationEventNames,
  notificationKinds,
  ordinaryPermissions,
  platform,
  restrictedPermissions,
  subscriptionStatuses,
} from '@chalkline/contracts';
import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { verifyPassword } from '../modules/accounts/password.js';
import type { Database } from './client.js';
import {
  activityLog,
  enrolments,
  notifications,
  proctoringEvents,
  proctoringFrames,
  programCategories,
  programs,
  schedules,
  scheduleTutors,
  tutorStudentLinks,
  users,
} from './schema/index.js';
import { demoAccounts, newMeetingId, seedDemoData } from './seed.js';
import { storeSeededFrames } from './seed-proctoring.js';

describe('demo seed', () => {
  let database: Database;
  const now = new Date();
  let seeded = false;
  beforeAll(async () => {
    database = await createTestDatabase();
    seeded = await seedDemoData(database.db, now);
  });
  afterAll(() => database.close());

  it('creates one account per role with the documented passwords, once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(database.db, now)).toBe(false);
    const people = await database.db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          demoAccounts.map((a) => a.email),
        ),
      );
    expect(people.map((p) => p.memberRole).sort()).toEqual(['GUARDIAN', 'MANAGER', 'MASTER', 'STUDENT', 'TUTOR']);
    for (const account of demoAccounts) {
      const person = people.find((p) => p.email === account.email)!;
      expect(person.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(person.passwordHash!, account.password)).toBe(true);
    }
    const student = people.find((p) => p.memberRole === 'STUDENT')!;
    const tutor = people.find((p) => p.memberRole === 'TUTOR')!;
    // The demo manager holds every ordinary group and none of the restricted ones, stored (ADR 0026).
    const manager = people.find((p) => p.memberRole === 'MANAGER')!;
    expect([...manager.adminPermissions].sort()).toEqual([...ordinaryPermissions].sort());
    for (const p of restrictedPermissions) expect(manager.adminPermissions).not.toContain(p);
    expect(student.meetingId).toMatch(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/);

    const [enrolment] = await database.db.select().from(enrolments).where(eq(enrolments.studentId, student.id));
    expect(enrolment!.active).toBe(true);
    // The demo student has one tutor in one program, and the demo tutor that one student (the journeys count them).
    const links = await database.db.select().from(tutorStudentLinks).where(eq(tutorStudentLinks.studentId, student.id));
    expect(links).toEqual([{ tutorId: tutor.id, studentId: student.id, programId: enrolment!.programId }]);
    const taught = await database.db.select().from(tutorStudentLinks).where(eq(tutorStudentLinks.tutorId, tutor.id));
    expect(taught).toHaveLength(1);

    const soon = await database.db
      .select()
      .from(schedules)
      .innerJoin(scheduleTutors, eq(scheduleTutors.scheduleId, schedules.id))
      .where(and(gt(schedules.time, now), lt(schedules.time, new Date(now.getTime() + 60 * 60 * 1000))));
    expect(soon).toHaveLength(1);
    expect(soon[0]!.schedule_tutors.tutorId).toBe(tutor.id);
  });

  it('fills a lived-in school: people, a week of lessons, and every state of every list (ADR 0067)', async () => {
    const count = async (query: SQL) =>
      Number(((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const atLeastOne = async (what: string, where: SQL) =>
      expect(await count(sql`select count(*)::int as n from ${where}`), what).toBeGreaterThan(0);
    expect(await database.db.$count(users, eq(users.memberRole, 'TUTOR'))).toBeGreaterThanOrEqual(4);
    expect(await database.db.$count(users, eq(users.memberRole, 'STUDENT'))).toBeGreaterThanOrEqual(25);
    expect(await database.db.$count(programs)).toBeGreaterThanOrEqual(5);
    expect(await database.db.$count(programCategories)).toBeGreaterThanOrEqual(4);
    // The demo program still lists first by title (journeys enrol in "the first program").
    const [first] = await database.db.select().from(programs).orderBy(asc(programs.title)).limit(1);
    expect(first!.title).toBe('Foundations of Mathematics');

    // A week of lessons: each of the past six days, earlier today, one under way, and ahead.
    const day = 86_400_000;
    const lessons = await database.db.select().from(schedules);
    for (let d = 1; d <= 6; d++) {
      const held = lessons.filter(
        (l) => l.time < new Date(now.getTime() - (d - 1) * day) && l.time >= new Date(now.getTime() - d * day),
      );
      expect(held.length, `lessons ${d} day(s) ago`).toBeGreaterThan(0);
    }
    expect(lessons.some((l) => l.kept) && lessons.some((l) => !l.kept && l.endTime < now)).toBe(true);
    // And a history for the dashboard's trends (ADR 0084): lessons in each of the twelve weeks before that one.
    for (let w = 1; w <= 12; w++) {
      const week = lessons.filter(
        (l) => l.time < new Date(now.getTime() - 7 * w * day) && l.time >= new Date(now.getTime() - 7 * (w + 1) * day),
      );
      expect(week.length, `lessons ${w} week(s) before the last`).toBeGreaterThan(0);
    }
    expect(lessons.some((l) => l.time < now && l.endTime > now)).toBe(true);
    expect(
      lessons.filter((l) => l.time > now && l.time < new Date(now.getTime() + 12 * 3_600_000)).length,
    ).toBeGreaterThan(1);
    expect(lessons.filter((l) => l.time > new Date(now.getTime() + day)).length).toBeGreaterThan(0);
    // The demo student's next lesson is still her only one ahead, and the schedules list's first page shows it.
    const student = (await database.db.select().from(users).where(eq(users.email, 'student@chalkline.local')))[0]!;
    expect(lessons.filter((l) => l.studentId === student.id && l.time > now)).toHaveLength(1);
    expect(lessons.filter((l) => l.time > now).length).toBeLessThan(platform.defaultPageSize - 2);

    const qa = sql`quiz_assignments a where`;
    const ungraded = sql`exists (select 1 from quiz_attempt_items i where i.assignment_id = a.id and i.grading_points is null)`;
    await atLeastOne('not attempted', sql`${qa} a.started_at is null and a.due_date > ${now.toISOString()}`);
    await atLeastOne(
      'attempted',
      sql`${qa} a.started_at is not null and a.completed_at is null and a.deadline_at > ${now.toISOString()}`,
    );
    await atLeastOne('completed and graded', sql`${qa} a.completed_at is not null and not ${ungraded}`);
    await atLeastOne('awaiting a grade', sql`${qa} a.completed_at is not null and ${ungraded}`);
    await atLeastOne('overdue', sql`${qa} a.completed_at is null and a.due_date < ${now.toISOString()}`);
    for (const kind of ['class', 'home']) {
      const as = sql`assignments where kind = ${kind} and`;
      await atLeastOne(`${kind}: not submitted`, sql`${as} submitted_at is null`);
      await atLeastOne(`${kind}: submitted, not graded`, sql`${as} submitted_at is not null and points is null`);
      await atLeastOne(`${kind}: graded`, sql`${as} points is not null`);
    }
    await atLeastOne('a hand-in waiting for its grade', sql`assignment_submissions where submitted_at is not null`);
    await atLeastOne(
      'a hand-in still open',
      sql`assignments where due_at > ${now.toISOString()} and submitted_at is null`,
    );

    for (const kind of notificationKinds)
      await atLeastOne(`a ${kind} notification`, sql`notifications where kind = ${kind}`);
    // One notice of each event of the vocabulary, by its title.
    const titles = new Set(
      (await database.db.select({ title: notifications.title }).from(notifications)).map((n) => n.title),
    );
    expect(titles.size).toBeGreaterThanOrEqual(notificationEventNames.length);
    for (const status of ['OPEN', 'HANDLED', 'DISMISSED'])
      await atLeastOne(`a ${status} report`, sql`chat_reports where status = ${status}`);
    for (const status of subscriptionStatuses)
      await atLeastOne(`a ${status} subscription`, sql`subscriptions where status = ${status}`);
    for (const status of ['OPEN', 'PAID', 'FAILED', 'VOID'])
      await atLeastOne(`a ${status} invoice`, sql`billing_invoices where status = ${status}`);
    expect(await database.db.$count(activityLog)).toBeGreaterThanOrEqual(10);
    // Only the master acted: the actor filter must not offer the demo manager's name (a journey creates a namesake).
    const actors = await database.db.selectDistinct({ email: activityLog.actorEmail }).from(activityLog);
    expect(actors).toEqual([{ email: 'master@chalkline.local' }]);
  });

  it('fills the proctoring review: a submitted proctored attempt with frames and flagged events (ADR 0082)', async () => {
    const events = await database.db.select().from(proctoringEvents);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['tab_hidden', 'paste', 'fullscreen_left']));
    const frames = await database.db.select().from(proctoringFrames);
    expect(frames.filter((f) => f.kind === 'selfie').length).toBeGreaterThan(100);
    const written = new Map<string, Buffer>();
    await storeSeededFrames(database.db, { put: async (key, content) => void written.set(key, content) });
    expect(written.size).toBe(frames.length);
    const first = written.get(frames[0]!.storeKey)!;
    expect(first.subarray(1, 4).toString()).toBe('PNG');
    expect(first.length).toBeLessThan(4_000);
  });

  it('makes meeting ids of the documented shape', () => {
    const ids = new Set(Array.from({ length: 50 }, newMeetingId));
    expect(ids.size).toBe(50);
  });
});
