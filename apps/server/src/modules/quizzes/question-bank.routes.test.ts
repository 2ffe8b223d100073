import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProgram } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { quizAttemptItems } from '../../db/schema/index.js';

/** A four-option question whose right option is the one reading "right". */
const choice = (n: number) => ({
  type: 'OBJECTIVE',
  answerMode: 'OPTION',
  question: `<p>Question ${n}</p>`,
  options: [`right ${n}`, `wrong ${n} a`, `wrong ${n} b`, `wrong ${n} c`],
  answers: [0],
  points: 1,
});
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
type Item = { question: { key: string; options: string[]; points: number }; attempt: { option: number | null } };

describe('question bank (ADR 0078)', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  beforeAll(() => {
    ({ t, w, call } = s);
  });

  let n = 1;
  /** A category of the world's program with `size` questions, written by `cookie`. */
  async function category(size: number, cookie = w.tutorA.cookie) {
    const made = await call(
      'POST',
      '/api/quiz/bank/categories',
      { name: `Cat ${n++}`, programKey: w.program.id },
      cookie,
    );
    expect(made.status).toBe(201);
    const key = made.body.data.category.key as string;
    const questions = Array.from({ length: size }, (_, i) => choice(i + 1));
    const added = await call('POST', '/api/quiz/bank/questions', { categoryKey: key, questions }, cookie);
    expect(added.status).toBe(201);
    return { key, questionKeys: added.body.data.keys as string[] };
  }
  const quizWith = (body: Record<string, unknown>, cookie = w.admin.cookie) =>
    call('POST', '/api/quiz', { title: `Bank quiz ${n++}`, programKey: w.program.id, duration: 10, ...body }, cookie);
  const open = (assignment: string, cookie: string) =>
    call('POST', '/api/quiz/quiz-assignment', { assignment }, cookie);

  it('lets tutors and admins keep categories and questions, each changed only by its author or an admin', async () => {
    const { key, questionKeys } = await category(2);
    const listed = await call('GET', `/api/quiz/bank/categories?program=${w.program.id}`, undefined, w.tutorB.cookie);
    expect(listed.status).toBe(200);
    expect(listed.body.data.categories.find((c: { key: string }) => c.key === key)).toMatchObject({
      questionsCount: 2,
      mayEdit: false,
    });
    const questions = await call('GET', `/api/quiz/bank/questions?category=${key}`, undefined, w.tutorB.cookie);
    expect(questions.body.data.questions).toHaveLength(2);
    // Any writer adds to the school's bank; only the author or an admin changes what is there.
    const added = await call(
      'POST',
      '/api/quiz/bank/questions',
      { categoryKey: key, questions: [choice(9)] },
      w.tutorB.cookie,
    );
    expect(added.status).toBe(201);
    const rename = { name: 'Renamed', programKey: w.program.id };
    expect((await call('PUT', `/api/quiz/bank/categories/${key}`, rename, w.tutorB.cookie)).status).toBe(403);
    const edit = { categoryKey: key, question: choice(7) };
    expect((await call('PUT', `/api/quiz/bank/questions/${questionKeys[0]}`, edit, w.tutorB.cookie)).status).toBe(403);
    expect(
      (await call('DELETE', `/api/quiz/bank/questions/${questionKeys[0]}`, undefined, w.tutorB.cookie)).status,
    ).toBe(403);
    expect((await call('PUT', `/api/quiz/bank/categories/${key}`, rename, w.admin.cookie)).status).toBe(200);
    const edited = await call('PUT', `/api/quiz/bank/questions/${questionKeys[0]}`, edit, w.tutorA.cookie);
    expect(edited.status).toBe(200);
    expect(edited.body.data.question.question).toBe('<p>Question 7</p>');
    expect(
      (await call('DELETE', `/api/quiz/bank/questions/${questionKeys[1]}`, undefined, w.admin.cookie)).status,
    ).toBe(200);
    expect((await call('DELETE', `/api/quiz/bank/categories/${key}`, undefined, w.tutorA.cookie)).status).toBe(200);
  });

  it('refuses students and anonymous callers on every bank route', async () => {
    const { key, questionKeys } = await category(1);
    const routes: [Parameters<typeof call>[0], string, unknown][] = [
      ['GET', '/api/quiz/bank/categories', undefined],
      ['POST', '/api/quiz/bank/categories', { name: 'Mine', programKey: w.program.id }],
      ['PUT', `/api/quiz/bank/categories/${key}`, { name: 'Mine', programKey: w.program.id }],
      ['DELETE', `/api/quiz/bank/categories/${key}`, undefined],
      ['GET', `/api/quiz/bank/questions?category=${key}`, undefined],
      ['POST', '/api/quiz/bank/questions', { categoryKey: key, questions: [choice(1)] }],
      ['PUT', `/api/quiz/bank/questions/${questionKeys[0]}`, { categoryKey: key, question: choice(1) }],
      ['DELETE', `/api/quiz/bank/questions/${questionKeys[0]}`, undefined],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, w.studentA.cookie)).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers bad input with 400 and field messages', async () => {
    const noName = await call(
      'POST',
      '/api/quiz/bank/categories',
      { name: ' ', programKey: w.program.id },
      w.tutorA.cookie,
    );
    expect(noName.status).toBe(400);
    expect(Object.keys(noName.body.fields)).toContain('name');
    const { key } = await category(1);
    const badQuestion = { categoryKey: key, questions: [{ ...choice(1), answers: [9] }] };
    const refused = await call('POST', '/api/quiz/bank/questions', badQuestion, w.tutorA.cookie);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)).toContain('questions.0.answers');
    const nowhere = { categoryKey: crypto.randomUUID(), questions: [choice(1)] };
    const missing = await call('POST', '/api/quiz/bank/questions', nowhere, w.tutorA.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('categoryKey');
    const twice = await call(
      'POST',
      '/api/quiz/bank/categories',
      { name: 'Cat 3', programKey: w.program.id },
      w.tutorA.cookie,
    );
    expect(twice.status).toBe(409);
  });

  it('refuses a quiz asking a category for more than it holds, or a category of another program', async () => {
    const { key } = await category(3);
    const tooMany = await quizWith({
      randomQuestions: [
        { categoryKey: key, count: 2, points: 1 },
        { categoryKey: key, count: 2, points: 1 },
      ],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toEqual({ 'randomQuestions.1.count': 'This category has only 3 questions' });
    const other = await buildProgram(t.database.db);
    const elsewhere = await quizWith({
      programKey: other.id,
      randomQuestions: [{ categoryKey: key, count: 1, points: 1 }],
    });
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.body.fields)).toEqual(['randomQuestions.0.categoryKey']);
    expect((await quizWith({})).status).toBe(400);
    // Once a quiz draws all three, the category keeps them.
    const made = await quizWith({ randomQuestions: [{ categoryKey: key, count: 3, points: 2 }] });
    expect(made.status).toBe(201);
    const detail = await call('GET', `/api/quiz/${made.body.data.quiz.key}`, undefined, w.admin.cookie);
    expect(detail.body.data.quiz).toMatchObject({
      questionsCount: 3,
      totalPoints: 6,
      randomQuestions: [{ count: 3, points: 2 }],
    });
    const questions = await call('GET', `/api/quiz/bank/questions?category=${key}`, undefined, w.tutorA.cookie);
    const first = questions.body.data.questions[0].key;
    expect((await call('DELETE', `/api/quiz/bank/questions/${first}`, undefined, w.tutorA.cookie)).status).toBe(409);
    expect((await call('DELETE', `/api/quiz/bank/categories/${key}`, undefined, w.tutorA.cookie)).status).toBe(409);
  });

  it('draws once per student, keeps the draw and orders across reloads, and grades shuffled options right', async () => {
    const { key, questionKeys } = await category(6);
    const fixed = { ...choice(0), question: '<p>Fixed</p>', points: 4 };
    const made = await quizWith({
      questions: [fixed],
      randomQuestions: [{ categoryKey: key, count: 3, points: 2 }],
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    expect(made.status).toBe(201);
    const given = await call(
      'POST',
      '/api/quiz/assignment/new',
      { quizKey: made.body.data.quiz.key, studentKeys: [w.studentA.user.id, w.studentB.user.id], dueDate: inDays(2) },
      w.admin.cookie,
    );
    expect(given.status).toBe(201);
    const [forA, forB] = given.body.data.keys as string[];

    const first = await open(forA!, w.studentA.cookie);
    expect(first.status).toBe(200);
    const items = first.body.data.items as Item[];
    expect(items).toHaveLength(4);
    const keys = items.map((i) => i.question.key);
    expect(new Set(keys).size).toBe(4);
    expect(keys.filter((k) => questionKeys.includes(k))).toHaveLength(3);
    expect(first.body.data.assignment.quizAttempt.grading.total).toBe(10);
    // A reload shows the same questions with the same options in the same order.
    const again = await open(forA!, w.studentA.cookie);
    expect(again.body.data.items.map((i: Item) => [i.question.key, i.question.options])).toEqual(
      items.map((i) => [i.question.key, i.question.options]),
    );
    // Another student's attempt is drawn on its own, from the same category.
    const other = (await open(forB!, w.studentB.cookie)).body.data.items as Item[];
    expect(other).toHaveLength(4);
    expect(other.filter((i) => questionKeys.includes(i.question.key))).toHaveLength(3);
    expect(
      await t.database.db.select().from(quizAttemptItems).where(eq(quizAttemptItems.assignmentId, forA!)),
    ).toHaveLength(4);

    // Student A picks the right option wherever the shuffle put it.
    let seq = 1;
    for (const item of items) {
      const option = item.question.options.findIndex((o) => o.startsWith('right'));
      const saved = await call(
        'POST',
        '/api/quiz/quiz-assignment/save',
        { assignment: forA, questionKey: item.question.key, seq: seq++, option },
        w.studentA.cookie,
      );
      expect(saved.status).toBe(200);
    }
    const done = await call('POST', '/api/quiz/quiz-assignment/complete', { assignment: forA }, w.studentA.cookie);
    expect(done.body.data.grading).toEqual({ points: 10, total: 10 });
    // Student B picks a wrong one everywhere: 0.
    for (const item of other) {
      const option = item.question.options.findIndex((o) => o.startsWith('wrong'));
      await call(
        'POST',
        '/api/quiz/quiz-assignment/save',
        { assignment: forB, questionKey: item.question.key, seq: seq++, option },
        w.studentB.cookie,
      );
    }
    const doneB = await call('POST', '/api/quiz/quiz-assignment/complete', { assignment: forB }, w.studentB.cookie);
    expect(doneB.body.data.grading).toEqual({ points: 0, total: 10 });
  });
});
