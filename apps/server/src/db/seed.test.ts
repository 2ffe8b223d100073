import { ordinaryPermissions, restrictedPermissions } from '@chalkline/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { verifyPassword } from '../modules/accounts/password.js';
import type { Database } from './client.js';
import { enrolments, schedules, scheduleTutors, tutorStudentLinks, users } from './schema/index.js';
import { demoAccounts, newMeetingId, seedDemoData } from './seed.js';

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('creates one account per role with the documented passwords, once', async () => {
    const now = new Date();
    expect(await seedDemoData(database.db, now)).toBe(true);
    expect(await seedDemoData(database.db, now)).toBe(false);
    const people = await database.db.select().from(users);
    expect(people.map((p) => p.memberRole).sort()).toEqual(['MANAGER', 'MASTER', 'STUDENT', 'TUTOR']);
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
    const [link] = await database.db.select().from(tutorStudentLinks);
    expect(link).toMatchObject({ tutorId: tutor.id, studentId: student.id, programId: enrolment!.programId });

    const soon = await database.db
      .select()
      .from(schedules)
      .innerJoin(scheduleTutors, eq(scheduleTutors.scheduleId, schedules.id))
      .where(and(gt(schedules.time, now), lt(schedules.time, new Date(now.getTime() + 60 * 60 * 1000))));
    expect(soon).toHaveLength(1);
    expect(soon[0]!.schedule_tutors.tutorId).toBe(tutor.id);
  });

  it('makes meeting ids of the documented shape', () => {
    const ids = new Set(Array.from({ length: 50 }, newMeetingId));
    expect(ids.size).toBe(50);
  });
});
