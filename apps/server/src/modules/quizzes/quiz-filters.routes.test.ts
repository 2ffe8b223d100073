/**
 * Finding things in the Quiz Collection and Quiz Assignments (issue 31, ADR 0065): each filter, the paging that
 * goes with them, the roles (a filter narrows the viewer's own scope and never widens it), bad values answered 400
 * with field messages, and a search for `%` or `_` matching only those characters.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignTutors, buildProgram, enrol, linkTutor } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { quizAssignments, quizAttemptItems } from '../../db/schema/index.js';

const question = { type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Explain.</p>', points: 5 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('quiz collection and quiz assignment filters', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let otherProgram: { id: string };
  const quiz: Record<string, string> = {};
  const given: Record<string, string> = {};

  async function makeQuiz(title: string, programKey: string, cookie = w.tutorA.cookie) {
    const made = await call('POST', '/api/quiz', { title, programKey, duration: 10, questions: [question] }, cookie);
    expect(made.status).toBe(201);
    return made.body.data.quiz.key as string;
  }
  async function assign(quizKey: string, studentKey: string, dueDate: string, cookie = w.tutorA.cookie) {
    const res = await call('POST', '/api/quiz/assignment/new', { quizKey, studentKeys: [studentKey], dueDate }, cookie);
    expect(res.status).toBe(201);
    return res.body.data.keys[0] as string;
  }
  const keysOf = (res: { body: { data: { items: { key: string }[] } } }) =>
    res.body.data.items.map((i) => i.key).sort();
  const list = (query: string, cookie = w.tutorA.cookie) =>
    call('GET', `/api/quiz/assignments?${query}`, undefined, cookie);
  const collection = (query: string, cookie = w.tutorA.cookie) => call('GET', `/api/quiz?${query}`, undefined, cookie);

  beforeAll(async () => {
    ({ t, w, call } = s);
    const db = t.database.db;
    otherProgram = await buildProgram(db, { categoryId: w.category.id, title: 'Chemistry' });
    await assignTutors(db, otherProgram.id, [w.tutorA.user.id]);
    await enrol(db, { studentId: w.studentA.user.id, programId: otherProgram.id });
    await linkTutor(db, { tutorId: w.tutorA.user.id, studentId: w.studentA.user.id, programId: otherProgram.id });
    // Titles with LIKE's wildcards as text, and ones those wildcards would match if they were not escaped.
    quiz.percent = await makeQuiz('Scoring 100% on fractions', w.program.id);
    quiz.plain = await makeQuiz('Scoring 1000 on fractions', w.program.id);
    quiz.underscore = await makeQuiz('Unit_2 revision', otherProgram.id);
    quiz.unit = await makeQuiz('Unit-2 revision', otherProgram.id);
    quiz.tutorB = await makeQuiz('Tutor B quiz', w.program.id, w.tutorB.cookie);

    given.notAttempted = await assign(quiz.percent!, w.studentA.user.id, inDays(5));
    given.attempted = await assign(quiz.plain!, w.studentA.user.id, inDays(2));
    given.completed = await assign(quiz.underscore!, w.studentA.user.id, inDays(10));
    given.graded = await assign(quiz.unit!, w.studentA.user.id, inDays(10));
    given.overdue = await assign(quiz.plain!, w.studentA.user.id, inDays(1));
    given.byTutorB = await assign(quiz.tutorB!, w.studentB.user.id, inDays(3), w.tutorB.cookie);

    // States arranged directly: an attempt started, two completed (one still waiting for a grade), one overdue.
    const now = Date.now();
    const started = new Date(now - 60_000);
    const deadline = new Date(now + 10 * 60_000);
    const set = (id: string, values: Partial<typeof quizAssignments.$inferInsert>) =>
      db.update(quizAssignments).set(values).where(eq(quizAssignments.id, id));
    await set(given.attempted!, { startedAt: started, deadlineAt: deadline });
    await set(given.completed!, { startedAt: started, deadlineAt: deadline, completedAt: new Date(now - 1000) });
    await set(given.graded!, { startedAt: started, deadlineAt: deadline, completedAt: new Date(now - 1000) });
    await set(given.overdue!, { dueDate: new Date(now - 86_400_000) });
    for (const id of [given.completed!, given.graded!])
      await db.insert(quizAttemptItems).values({
        assignmentId: id,
        questionKey: crypto.randomUUID(),
        position: 0,
        type: 'SUBJECTIVE',
        answerMode: 'TEXT',
        question: 'Explain.',
        points: 5,
        answerText: 'Because.',
        gradingPoints: id === given.graded ? 4 : null,
      });
  });

  describe('GET /quiz (the collection)', () => {
    it('searches titles with % and _ taken as text', async () => {
      expect(keysOf(await collection('search=%25'))).toEqual([quiz.percent]);
      expect(keysOf(await collection('search=_'))).toEqual([quiz.underscore]);
      expect(keysOf(await collection('search=100%25'))).toEqual([quiz.percent]);
      // Without escaping, `Unit_2` would match `Unit-2` too.
      expect(keysOf(await collection('search=unit_2'))).toEqual([quiz.underscore]);
      expect(keysOf(await collection('search=%20%20'))).toHaveLength(4);
    });

    it('narrows to one program, within the viewer’s own collection', async () => {
      expect(keysOf(await collection(`program=${otherProgram.id}`))).toEqual([quiz.underscore, quiz.unit].sort());
      expect(keysOf(await collection(`program=${w.program.id}`))).toEqual([quiz.percent, quiz.plain].sort());
      // Tutor B's quiz of the same program is not in tutor A's collection; an admin sees both.
      expect(keysOf(await collection(`program=${w.program.id}`, w.tutorB.cookie))).toEqual([quiz.tutorB]);
      expect(keysOf(await collection(`program=${w.program.id}`, w.admin.cookie))).toEqual(
        [quiz.percent, quiz.plain, quiz.tutorB].sort(),
      );
    });

    it('pages a filtered list with its total', async () => {
      const first = await collection(`program=${w.program.id}&limit=5&page=1`, w.admin.cookie);
      expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 5 });
      const past = await collection(`program=${w.program.id}&limit=5&page=2`, w.admin.cookie);
      expect(past.body.data).toMatchObject({ items: [], total: 3, page: 2 });
    });

    it('refuses students and visitors, and answers 400 with the field for a bad program', async () => {
      expect((await collection('search=a', w.studentA.cookie)).status).toBe(403);
      expect((await collection('search=a', '')).status).toBe(401);
      const bad = await collection('program=nope');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty('program');
    });
  });

  describe('GET /quiz/assignments', () => {
    it('filters by each status', async () => {
      const by = async (status: string) => keysOf(await list(`status=${status}`));
      expect(await by('NOT_ATTEMPTED')).toEqual([given.notAttempted, given.overdue].sort());
      expect(await by('ATTEMPTED')).toEqual([given.attempted]);
      expect(await by('COMPLETED')).toEqual([given.completed, given.graded].sort());
      expect(await by('OVERDUE')).toEqual([given.overdue]);
      expect(await by('AWAITING_GRADE')).toEqual([given.completed]);
      // The spec's PENDING filter still works, and both together narrow.
      expect(keysOf(await list('filter=PENDING&status=ATTEMPTED'))).toEqual([given.attempted]);
      expect(keysOf(await list('filter=COMPLETED&status=ATTEMPTED'))).toEqual([]);
    });

    it('filters by program, student and due date (From inclusive, To exclusive)', async () => {
      expect(keysOf(await list(`program=${otherProgram.id}`))).toEqual([given.completed, given.graded].sort());
      expect(keysOf(await list(`student=${w.studentA.user.id}`))).toHaveLength(5);
      const from = encodeURIComponent(inDays(1.5));
      const to = encodeURIComponent(inDays(6));
      expect(keysOf(await list(`from=${from}&to=${to}`))).toEqual([given.notAttempted, given.attempted].sort());
      expect(keysOf(await list(`to=${encodeURIComponent(inDays(0))}`))).toEqual([given.overdue]);
    });

    it('searches quiz titles and the student, with % and _ as text', async () => {
      expect(keysOf(await list('search=%25'))).toEqual([given.notAttempted]);
      expect(keysOf(await list('search=unit_2'))).toEqual([given.completed]);
      expect(keysOf(await list(`search=${encodeURIComponent(w.studentA.user.email)}`))).toHaveLength(5);
    });

    it('pages a filtered list with its total', async () => {
      const first = await list(`student=${w.studentA.user.id}&limit=5&page=1&status=NOT_ATTEMPTED`);
      expect(first.body.data).toMatchObject({ total: 2, page: 1, limit: 5 });
      expect(first.body.data.items).toHaveLength(2);
      const all = await list('limit=5&page=2', w.admin.cookie);
      expect(all.body.data.total).toBe(6);
      expect(all.body.data.items).toHaveLength(1);
    });

    it('keeps each role in its scope: a filter never shows another’s assignments', async () => {
      // Tutor B filtering by tutor A's student sees nothing; tutor A filtering by B's student neither.
      expect(keysOf(await list(`student=${w.studentA.user.id}`, w.tutorB.cookie))).toEqual([]);
      expect(keysOf(await list(`student=${w.studentB.user.id}`))).toEqual([]);
      // A student sees their own, filtered; naming another student does not widen it.
      expect(keysOf(await list('status=COMPLETED', w.studentA.cookie))).toEqual([given.completed, given.graded].sort());
      expect(keysOf(await list(`student=${w.studentB.user.id}`, w.studentA.cookie))).toEqual([]);
      expect(keysOf(await list('search=tutor', w.studentB.cookie))).toEqual([given.byTutorB]);
      // An admin holding Quiz Assignments sees everyone's.
      expect(keysOf(await list(`program=${w.program.id}`, w.admin.cookie))).toHaveLength(4);
      // A manager without the group sees only what they assigned themselves (nothing); a visitor is refused.
      const bare = await t.signUp('MANAGER', { adminPermissions: ['students.access'] });
      expect(keysOf(await list('status=OVERDUE', bare.cookie))).toEqual([]);
      expect((await list('status=OVERDUE', '')).status).toBe(401);
    });

    it('answers 400 with field messages for a bad status, date or range', async () => {
      const status = await list('status=LATE');
      expect(status.status).toBe(400);
      expect(status.body.fields.status).toBe('Please choose a status from the list');
      const date = await list('from=yesterday');
      expect(date.status).toBe(400);
      expect(date.body.fields.from).toBe('Please enter a valid From date');
      const range = await list(`from=${encodeURIComponent(inDays(3))}&to=${encodeURIComponent(inDays(1))}`);
      expect(range.status).toBe(400);
      expect(range.body.fields.to).toBe('To cannot be before From');
    });
  });
});
