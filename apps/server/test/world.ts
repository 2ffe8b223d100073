/**
 * A small school for tests: a category and program, two tutors each teaching their own enrolled student.
 * Keep it small: a test that needs more builds it with `builders.ts`.
 */

import { afterAll, beforeAll } from 'vitest';
import { newMeetingId } from '../src/db/seed.js';
import { assignTutors, buildCategory, buildProgram, enrol, linkTutor } from './builders.js';
import { createTestApp, type TestApp } from './harness.js';
import { api } from './requests.js';

export async function createWorld(t: TestApp) {
  const db = t.database.db;
  const category = await buildCategory(db);
  const program = await buildProgram(db, { categoryId: category.id });
  const admin = await t.signUp('MANAGER');
  const tutorA = await t.signUp('TUTOR');
  const tutorB = await t.signUp('TUTOR');
  const studentA = await t.signUp('STUDENT', { meetingId: newMeetingId() });
  const studentB = await t.signUp('STUDENT', { meetingId: newMeetingId() });
  await assignTutors(db, program.id, [tutorA.user.id, tutorB.user.id]);
  for (const student of [studentA, studentB]) await enrol(db, { studentId: student.user.id, programId: program.id });
  await linkTutor(db, { tutorId: tutorA.user.id, studentId: studentA.user.id, programId: program.id });
  await linkTutor(db, { tutorId: tutorB.user.id, studentId: studentB.user.id, programId: program.id });
  return { category, program, admin, tutorA, tutorB, studentA, studentB };
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
