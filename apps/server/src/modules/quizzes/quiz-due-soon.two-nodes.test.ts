/**
 * The due-soon notice (platform spec 9: a 24 hour window; ADR 0054) with two server nodes on one database and the
 * job queue's clock in the test's hands: a quiz set on one node is announced once, and reminded once when it
 * comes within 24 hours of its due date, however many times both nodes look; a submitted quiz is not reminded.
 */
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/requests.js';
import { useTwoNodes } from '../../../test/two-nodes.js';
import { notifications } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';

let clock = new Date();
const hours = (n: number) => n * 3_600_000;

describe('quiz due-soon notices across two nodes', () => {
  const bed = useTwoNodes({}, { jobs: { now: () => clock } });
  const runBoth = () => Promise.all([bed.nodeA.jobs.runDue(), bed.nodeB.jobs.runDue()]);
  const dueSoonOf = (userId: string) =>
    bed.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), like(notifications.title, 'Quiz due soon:%')));
  const outboxes = async () =>
    (await Promise.all([bed.nodeA, bed.nodeB].map((node) => readOutbox(path.join(node.dataDir, 'outbox'))))).flat();

  it('reminds each open assignment exactly once when it comes within 24 hours of its due date', async () => {
    const { w } = bed;
    const callA = api(bed.nodeA);
    const callB = api(bed.nodeB);
    clock = new Date();
    const due = new Date(clock.getTime() + hours(72));
    // Student A wants assignment emails; student B keeps the default (off).
    await callB(
      'PUT',
      '/api/notifications/email-preferences',
      { kinds: [{ kind: 'ASSIGNMENT', email: true }] },
      w.studentA.cookie,
    );
    const questions = [{ type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Why?</p>', points: 1 }];
    const quizFor = async (tutor: typeof w.tutorA, student: typeof w.studentA, title: string) => {
      const made = await callA(
        'POST',
        '/api/quiz',
        { title, programKey: w.program.id, duration: 5, questions },
        tutor.cookie,
      );
      const given = await callA(
        'POST',
        '/api/quiz/assignment/new',
        { quizKey: made.body.data.quiz.key, studentKeys: [student.user.id], dueDate: due.toISOString() },
        tutor.cookie,
      );
      expect(given.status).toBe(201);
      return given.body.data.keys[0] as string;
    };
    await quizFor(w.tutorA, w.studentA, 'Rivers');
    const submitted = await quizFor(w.tutorB, w.studentB, 'Mountains');
    await callB('POST', '/api/quiz/quiz-assignment', { assignment: submitted }, w.studentB.cookie);
    await callB('POST', '/api/quiz/quiz-assignment/complete', { assignment: submitted }, w.studentB.cookie);

    // Not yet within the window: nothing.
    clock = new Date(due.getTime() - hours(25));
    await runBoth();
    expect(await dueSoonOf(w.studentA.user.id)).toHaveLength(0);

    clock = new Date(due.getTime() - hours(23));
    await Promise.all([runBoth(), runBoth()]);
    await runBoth();
    const reminded = await dueSoonOf(w.studentA.user.id);
    expect(reminded).toHaveLength(1);
    expect(reminded[0]).toMatchObject({
      title: 'Quiz due soon: Rivers',
      kind: 'ASSIGNMENT',
      link: '/accounts/quiz?filter=PENDING',
    });
    // Submitted before the window: no reminder; and no student hears of another's quiz.
    expect(await dueSoonOf(w.studentB.user.id)).toHaveLength(0);
    const mails = (await outboxes()).filter((m) => m.subject === 'Quiz due soon: Rivers');
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails[0]?.to)).toContain(w.studentA.user.email);
    const set = (await outboxes()).filter((m) => m.subject === 'New quiz: Rivers');
    expect(set).toHaveLength(1);
  });
});
