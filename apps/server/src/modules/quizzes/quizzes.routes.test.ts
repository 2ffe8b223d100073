import { messages } from '@chalkline/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { files, quizAssignments, quizAttemptItems } from '../../db/schema/index.js';
import { quizAggregates } from './quiz-performance.repository.js';

const question = (overrides: Record<string, unknown> = {}) => ({
  type: 'SUBJECTIVE',
  answerMode: 'TEXT',
  question: '<p>Describe a volcano.</p>',
  points: 5,
  ...overrides,
});
const objective = (overrides: Record<string, unknown> = {}) =>
  question({
    type: 'OBJECTIVE',
    answerMode: 'OPTION',
    question: '<p>2 + 2 = ?</p>',
    options: ['3', '4', '5'],
    answers: [1],
    points: 2,
    ...overrides,
  });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('quizzes', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  let seq = 1;
  /** Creates a quiz as tutor A and assigns it to student A; answers the quiz and assignment keys. */
  async function assigned(
    questions = [objective(), objective({ question: '<p>Pick 3</p>', answers: [0] }), question()],
  ) {
    const made = await call(
      'POST',
      '/api/quiz',
      { title: `Quiz ${seq++}`, programKey: w.program.id, duration: 10, questions },
      w.tutorA.cookie,
    );
    expect(made.status).toBe(201);
    const given = await call(
      'POST',
      '/api/quiz/assignment/new',
      { quizKey: made.body.data.quiz.key, studentKeys: [w.studentA.user.id], dueDate: inDays(3) },
      w.tutorA.cookie,
    );
    expect(given.status).toBe(201);
    return {
      quiz: made.body.data.quiz as { key: string; slug: string },
      assignment: given.body.data.keys[0] as string,
    };
  }
  const open = (assignment: string, cookie = w.studentA.cookie) =>
    call('POST', '/api/quiz/quiz-assignment', { assignment }, cookie);
  const save = (body: Record<string, unknown>, cookie = w.studentA.cookie) =>
    call('POST', '/api/quiz/quiz-assignment/save', body, cookie);

  it('sanitises questions, checks objective ones, and keeps collections per author', async () => {
    const bad = await call(
      'POST',
      '/api/quiz',
      { title: 'Bad', programKey: w.program.id, duration: 5, questions: [objective({ answers: [7] })] },
      w.tutorA.cookie,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain('questions.0.answers');
    const made = await call(
      'POST',
      '/api/quiz',
      {
        title: 'Safe',
        programKey: w.program.id,
        duration: 5,
        questions: [question({ question: '<p>Hi<script>alert(1)</script></p>' })],
      },
      w.tutorA.cookie,
    );
    const key = made.body.data.quiz.key;
    const got = await call('GET', `/api/quiz/${key}`, undefined, w.tutorA.cookie);
    expect(got.body.data.quiz.questions[0].question).toBe('<p>Hi</p>');
    // The quiz page previews a quiz by its slug for its author.
    const bySlug = await call('GET', '/api/quiz/safe', undefined, w.tutorA.cookie);
    expect(bySlug.body.data.quiz.key).toBe(key);
    expect((await call('GET', `/api/quiz/${key}`, undefined, w.tutorB.cookie)).status).toBe(403);
    expect((await call('DELETE', `/api/quiz/${key}`, undefined, w.tutorB.cookie)).status).toBe(403);
    const asStudent = { title: 'Mine', programKey: w.program.id, duration: 5, questions: [question()] };
    expect((await call('POST', '/api/quiz', asStudent, w.studentA.cookie)).status).toBe(403);
    expect((await call('GET', '/api/quiz', undefined, w.studentA.cookie)).status).toBe(403);
    const mine = await call('GET', '/api/quiz', undefined, w.tutorB.cookie);
    expect(mine.body.data.items.map((q: { key: string }) => q.key)).not.toContain(key);

    const copy = await call('POST', `/api/quiz/${key}/duplicate`, undefined, w.tutorA.cookie);
    expect(copy.status).toBe(201);
    expect(copy.body.data.quiz.slug).toBe('safe-copy');
    expect((await call('DELETE', `/api/quiz/${key}`, undefined, w.tutorA.cookie)).status).toBe(200);
    expect((await call('GET', `/api/quiz/${key}`, undefined, w.tutorA.cookie)).status).toBe(404);
  });

  it('lets a tutor assign only to the students they teach', async () => {
    const { quiz } = await assigned();
    const other = await call(
      'POST',
      '/api/quiz/assignment/new',
      { quizKey: quiz.key, studentKeys: [w.studentB.user.id], dueDate: inDays(2) },
      w.tutorA.cookie,
    );
    expect(other.status).toBe(403);
  });

  it('grades objective questions on the server at completion; the client never sends a score', async () => {
    const { assignment } = await assigned();
    const opened = await open(assignment);
    expect(opened.status).toBe(200);
    const items = opened.body.data.items as { question: { key: string; answers: number[] } }[];
    // The correct answers stay hidden while the attempt is open.
    expect(items.every((i) => i.question.answers.length === 0)).toBe(true);
    expect(opened.body.data.assignment.status).toBe('ATTEMPTED');
    const outOfRange = await save({ assignment, questionKey: items[0]!.question.key, seq: 1, option: 7 });
    expect(outOfRange.status).toBe(400);
    const wrongMode = await save({ assignment, questionKey: items[0]!.question.key, seq: 1, text: 'four' });
    expect(wrongMode.status).toBe(400);
    await save({ assignment, questionKey: items[0]!.question.key, seq: 2, option: 1, points: 999 });
    await save({ assignment, questionKey: items[1]!.question.key, seq: 1, option: 2 });
    await save({ assignment, questionKey: items[2]!.question.key, seq: 1, text: 'Hot mountain' });
    const done = await call('POST', '/api/quiz/quiz-assignment/complete', { assignment }, w.studentA.cookie);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ grading: { points: 2, total: 9 }, ungraded: 1 });
    const review = await call('GET', `/api/quiz/assignment?key=${assignment}`, undefined, w.studentA.cookie);
    expect(review.body.data.assignment).toMatchObject({ status: 'COMPLETED', completed: true });
    expect(review.body.data.items[0].grading.points).toBe(2);
    expect(review.body.data.items[1].grading.points).toBe(0);
    expect(review.body.data.mayGrade).toBe(false);
    // Completing again changes nothing.
    const again = await call('POST', '/api/quiz/quiz-assignment/complete', { assignment }, w.studentA.cookie);
    expect(again.body.data.grading).toEqual({ points: 2, total: 9 });
  });

  it('stores the same answer saved twice once, and never lets an older save overwrite a newer one', async () => {
    const { assignment } = await assigned();
    const items = (await open(assignment)).body.data.items as { question: { key: string } }[];
    const questionKey = items[2]!.question.key;
    const first = await save({ assignment, questionKey, seq: 10, text: 'Lava' });
    expect(first.body.data.applied).toBe(true);
    const stored = async () =>
      (
        await t.database.db
          .select()
          .from(quizAttemptItems)
          .where(and(eq(quizAttemptItems.assignmentId, assignment), eq(quizAttemptItems.questionKey, questionKey)))
      ).map((r) => ({ text: r.answerText, seq: r.answerSeq, at: r.answeredAt?.toISOString() }));
    const once = await stored();
    const replay = await save({ assignment, questionKey, seq: 10, text: 'Lava' });
    expect(replay.status).toBe(200);
    expect(replay.body.data.applied).toBe(false);
    expect(await stored()).toEqual(once);
    expect(once).toEqual([expect.objectContaining({ text: 'Lava', seq: 10 })]);
    const older = await save({ assignment, questionKey, seq: 5, text: 'Stale answer from the offline queue' });
    expect(older.body.data.applied).toBe(false);
    // A second tab opening the attempt finds the answer as given, and the same deadline.
    const reopened = await open(assignment);
    expect(reopened.body.data.items[2].attempt.text).toBe('Lava');
  });

  it('refuses an answer after the deadline and its grace, and completes the expired attempt itself', async () => {
    const { assignment } = await assigned();
    const items = (await open(assignment)).body.data.items as { question: { key: string } }[];
    await save({ assignment, questionKey: items[0]!.question.key, seq: 1, option: 1 });
    const past = new Date(Date.now() - 5 * 60_000);
    await t.database.db.update(quizAssignments).set({ deadlineAt: past }).where(eq(quizAssignments.id, assignment));
    const late = await save({ assignment, questionKey: items[1]!.question.key, seq: 2, option: 0 });
    expect(late.status).toBe(409);
    await t.modules.quizzes.assignments.expire(assignment);
    const review = await call('GET', `/api/quiz/assignment?key=${assignment}`, undefined, w.tutorA.cookie);
    expect(review.body.data.assignment.status).toBe('COMPLETED');
    expect(review.body.data.assignment.completedAt).toBe(past.toISOString());
    expect(review.body.data.items[1].attempt.option).toBeNull();
    expect(review.body.data.assignment.quizAttempt.grading).toEqual({ points: 2, total: 9 });
  });

  it('keeps a student out of another student’s attempt and out of grading', async () => {
    const { assignment } = await assigned();
    expect((await open(assignment, w.studentB.cookie)).status).toBe(403);
    expect((await call('GET', `/api/quiz/assignment?key=${assignment}`, undefined, w.studentB.cookie)).status).toBe(
      403,
    );
    const items = (await open(assignment)).body.data.items as { question: { key: string } }[];
    await call('POST', '/api/quiz/quiz-assignment/complete', { assignment }, w.studentA.cookie);
    const grade = { assignment, questionKey: items[2]!.question.key, assignedPoints: 5, tutorRemarks: 'Great' };
    expect((await call('POST', '/api/quiz/assignment/grading', grade, w.studentA.cookie)).status).toBe(403);
    const list = await call('GET', '/api/quiz/assignments', undefined, w.studentB.cookie);
    expect(list.body.data.items.map((i: { key: string }) => i.key)).not.toContain(assignment);
  });

  it('lets only the person who assigned a quiz grade it, within the maximum', async () => {
    const { assignment } = await assigned();
    const items = (await open(assignment)).body.data.items as { question: { key: string } }[];
    const questionKey = items[2]!.question.key;
    await save({ assignment, questionKey, seq: 1, text: 'Hot' });
    await call('POST', '/api/quiz/quiz-assignment/complete', { assignment }, w.studentA.cookie);
    const grade = { assignment, questionKey, assignedPoints: 4, tutorRemarks: 'Good, add an example' };
    expect((await call('POST', '/api/quiz/assignment/grading', grade, w.tutorB.cookie)).status).toBe(403);
    // An admin may read every attempt but grades only what they assigned.
    expect((await call('GET', `/api/quiz/assignment?key=${assignment}`, undefined, w.admin.cookie)).status).not.toBe(
      401,
    );
    expect((await call('POST', '/api/quiz/assignment/grading', grade, w.admin.cookie)).status).toBe(403);
    const above = await call('POST', '/api/quiz/assignment/grading', { ...grade, assignedPoints: 6 }, w.tutorA.cookie);
    expect(above.status).toBe(400);
    expect(above.body.message).toBe(messages.gradingAboveMaximum);
    const ok = await call('POST', '/api/quiz/assignment/grading', grade, w.tutorA.cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ assignedPoints: 4, tutorRemarks: 'Good, add an example' });
    expect(ok.body.data.grading).toEqual({ points: 4, total: 9 });
    const review = await call('GET', `/api/quiz/assignment?key=${assignment}`, undefined, w.tutorA.cookie);
    expect(review.body.data.mayGrade).toBe(true);
    expect(review.body.data.items[2].grading).toEqual({ points: 4, remark: 'Good, add an example' });

    const agg = await quizAggregates(t.database.db, { studentId: w.studentA.user.id, programIds: [w.program.id] });
    expect(agg).toHaveLength(1);
    expect(agg[0]!.completed).toBeGreaterThanOrEqual(1);
    expect(agg[0]!.attainedPoints).toBeLessThanOrEqual(agg[0]!.totalPoints);
  });

  it('keeps an attempt’s questions as they were answered when the quiz is edited', async () => {
    const { quiz, assignment } = await assigned();
    await open(assignment);
    const edited = await call(
      'PUT',
      `/api/quiz/${quiz.key}`,
      {
        title: 'Renamed',
        programKey: w.program.id,
        duration: 10,
        questions: [question({ question: '<p>New</p>', points: 1 })],
      },
      w.tutorA.cookie,
    );
    expect(edited.status).toBe(200);
    const items = (await open(assignment)).body.data.items as { question: { question: string } }[];
    expect(items).toHaveLength(3);
    expect(items[2]!.question.question).toBe('<p>Describe a volcano.</p>');
  });

  it('accepts a document answer only from the student’s own upload of a document and shares it with the tutor', async () => {
    const { assignment } = await assigned([question({ answerMode: 'DOCUMENT' })]);
    const items = (await open(assignment)).body.data.items as { question: { key: string } }[];
    const questionKey = items[0]!.question.key;
    const key = `quiz-attempts/${assignment}.pdf`;
    await t.database.db.insert(files).values({
      key,
      folder: 'quiz-attempts',
      originalName: 'essay.pdf',
      mime: 'application/pdf',
      size: 1000,
      access: 'user',
      ownerId: w.studentA.user.id,
      readerId: w.studentA.user.id,
    });
    const wrong = await save({ assignment, questionKey, seq: 1, document: 'avatars/someone-else.png' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messages.uploadWrongType);
    expect((await save({ assignment, questionKey, seq: 2, document: key })).body.data.applied).toBe(true);
    const [file] = await t.database.db.select().from(files).where(eq(files.key, key));
    expect(file!.readerId).toBe(w.tutorA.user.id);
    const review = await call('GET', `/api/quiz/assignment?key=${assignment}`, undefined, w.tutorA.cookie);
    expect(review.body.data.items[0].attempt.documentName).toBe('essay.pdf');
  });
});
