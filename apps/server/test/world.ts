/** A small school for tests: a category and program, two tutors each teaching their own enrolled student. */

import { afterAll, beforeAll } from 'vitest';
import { enrolments, programCategories, programs, programTutors, tutorStudentLinks } from '../src/db/schema/index.js';
import { newMeetingId } from '../src/db/seed.js';
import { createTestApp, type TestApp } from './harness.js';
import { api } from './requests.js';

export async function createWorld(t: TestApp) {
  const tag = Math.random().toString(36).slice(2, 8);
  const db = t.database.db;
  const [category] = await db
    .insert(programCategories)
    .values({ title: `Maths ${tag}`, slug: `maths-${tag}` })
    .returning();
  const [program] = await db
    .insert(programs)
    .values({
      title: `Algebra ${tag}`,
      slug: `algebra-${tag}`,
      summary: 'Letters for numbers',
      categoryId: category!.id,
    })
    .returning();
  const admin = await t.signUp('MANAGER');
  const tutorA = await t.signUp('TUTOR');
  const tutorB = await t.signUp('TUTOR');
  const studentA = await t.signUp('STUDENT', { meetingId: newMeetingId() });
  const studentB = await t.signUp('STUDENT', { meetingId: newMeetingId() });
  await db.insert(programTutors).values([
    { programId: program!.id, tutorId: tutorA.user.id },
    { programId: program!.id, tutorId: tutorB.user.id },
  ]);
  await db.insert(enrolments).values([
    { studentId: studentA.user.id, programId: program!.id },
    { studentId: studentB.user.id, programId: program!.id },
  ]);
  await db.insert(tutorStudentLinks).values([
    { tutorId: tutorA.user.id, studentId: studentA.user.id, programId: program!.id },
    { tutorId: tutorB.user.id, studentId: studentB.user.id, programId: program!.id },
  ]);
  return { category: category!, program: program!, admin, tutorA, tutorB, studentA, studentB };
}
export type World = Awaited<ReturnType<typeof createWorld>>;

/** An ISO time `hours` from now, on a whole minute. */
export const inHours = (hours: number) => {
  const d = new Date(Date.now() + hours * 60 * 60 * 1000);
  d.setSeconds(0, 0);
  return d.toISOString();
};

/** A test app with a world and a JSON caller, for a whole describe block: `const s = useWorld();` then `s.t`, `s.w`, `s.call`. */
export function useWorld() {
  const scope = {} as { t: TestApp; w: World; call: ReturnType<typeof api> };
  beforeAll(async () => {
    scope.t = await createTestApp();
    scope.w = await createWorld(scope.t);
    scope.call = api(scope.t);
  });
  afterAll(() => scope.t.close());
  return scope;
}
