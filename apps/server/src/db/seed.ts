/**
 * Demo data for a fresh installation: one account per role, a program in a category, links and a lesson soon, then
 * the school around them (more programs, tutors and students, ADR 0067) and each area's demo data.
 */
import { randomInt } from 'node:crypto';
import { type MemberRole, ordinaryPermissions } from '@chalkline/contracts';
import { hashPassword } from '../modules/accounts/password.js';
import type { Db } from './client.js';
import {
  enrolments,
  programCategories,
  programs,
  programTutors,
  schedules,
  scheduleTutors,
  schoolSettings,
  tutorStudentLinks,
  users,
} from './schema/index.js';
import { areaSeeds } from './seed-areas.js';
import { seedSchool } from './seed-school.js';

/** Documented in the README and printed at start. */
export const demoAccounts = [
  { role: 'MASTER', email: 'master@chalkline.local', password: 'Master#2026', firstName: 'Ada', lastName: 'Okafor' },
  {
    role: 'MANAGER',
    email: 'manager@chalkline.local',
    password: 'Manager#2026',
    firstName: 'Bola',
    lastName: 'Adeyemi',
  },
  { role: 'TUTOR', email: 'tutor@chalkline.local', password: 'Tutor#2026', firstName: 'Chidi', lastName: 'Eze' },
  { role: 'STUDENT', email: 'student@chalkline.local', password: 'Student#2026', firstName: 'Dami', lastName: 'Bello' },
  // The demo student's mother (ADR 0079): linked to her, with consent recorded.
  {
    role: 'GUARDIAN',
    email: 'guardian@chalkline.local',
    password: 'Guardian#2026',
    firstName: 'Ngozi',
    lastName: 'Bello',
  },
] as const satisfies readonly {
  role: MemberRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}[];

const letters = 'abcdefghijkmnopqrstuvwxyz';
/** A classroom id that reads like `abc-defg-hij`. */
export const newMeetingId = () =>
  [3, 4, 3].map((n) => Array.from({ length: n }, () => letters[randomInt(letters.length)]).join('')).join('-');

/** Seeds only an empty database; answers whether it seeded. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length) return false;
  await db.transaction(async (tx) => {
    const people = await tx
      .insert(users)
      .values(
        await Promise.all(
          demoAccounts.map(async (a) => ({
            email: a.email,
            passwordHash: await hashPassword(a.password),
            firstName: a.firstName,
            lastName: a.lastName,
            memberRole: a.role,
            gender: a.role === 'STUDENT' || a.role === 'GUARDIAN' ? ('FEMALE' as const) : ('MALE' as const),
            meetingId: a.role === 'STUDENT' ? newMeetingId() : null,
            // The demo manager holds every ordinary group and none of the restricted ones (ADR 0026).
            adminPermissions: a.role === 'MANAGER' ? [...ordinaryPermissions] : [],
          })),
        ),
      )
      .returning();
    const byRole = (role: MemberRole) => people.find((p) => p.memberRole === role)!;
    const tutor = byRole('TUTOR');
    const student = byRole('STUDENT');
    const [category] = await tx
      .insert(programCategories)
      .values({ title: 'Mathematics', slug: 'mathematics' })
      .returning();
    const [program] = await tx
      .insert(programs)
      .values({
        title: 'Foundations of Mathematics',
        slug: 'foundations-of-mathematics',
        summary: 'Number sense, fractions and problem solving for curious young minds.',
        categoryId: category!.id,
      })
      .returning();
    await tx.insert(programTutors).values({ programId: program!.id, tutorId: tutor.id });
    await tx.insert(enrolments).values({ studentId: student.id, programId: program!.id, active: true });
    await tx.insert(tutorStudentLinks).values({ tutorId: tutor.id, studentId: student.id, programId: program!.id });
    const start = new Date(now.getTime() + 30 * 60 * 1000);
    const [schedule] = await tx
      .insert(schedules)
      .values({
        programId: program!.id,
        studentId: student.id,
        time: start,
        endTime: new Date(start.getTime() + 60 * 60 * 1000),
      })
      .returning();
    await tx.insert(scheduleTutors).values({ scheduleId: schedule!.id, tutorId: tutor.id });
    const school = await seedSchool(tx, now, { tutor, student, mathematics: category! });
    const context = {
      tx,
      now,
      master: byRole('MASTER'),
      manager: byRole('MANAGER'),
      guardian: byRole('GUARDIAN'),
      tutor,
      student,
      category: category!,
      program: program!,
      schedule: schedule!,
      school,
    };
    for (const seedArea of areaSeeds) await seedArea(context);
    // The demo's printed logins must work with a password alone, so the demo school does not require admins to
    // use a second factor (a new school does); a master turns it on in School Policies (ADR 0056).
    await tx
      .insert(schoolSettings)
      .values({ key: 'requireAdminTwoFactor', value: false, updatedAt: now })
      .onConflictDoNothing();
  });
  return true;
}
