/**
 * The event vocabulary end to end on the server (ADR 0054): each module's event tells the people it concerns and
 * nobody else (a student never hears of another student's work), with its kind and a link to its page.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManager, buildPlan, buildProgram, buildSchedule } from '../../../test/builders.js';
import type { TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { inHours, useWorld, type World } from '../../../test/world.js';
import { billingInvoices, notifications, subscriptions } from '../../db/schema/index.js';
import { newMeetingId } from '../../db/seed.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the event vocabulary: who is told, who is not', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let master: Awaited<ReturnType<TestApp['signUp']>>;
  beforeAll(async () => {
    ({ t, w, call } = s);
    master = await t.signUp('MASTER');
  });

  /** The person's notifications, newest first. */
  const noticesOf = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt));
  /** Each person's count of notices whose title contains `title`. */
  async function told(title: string, people: { user: { id: string } }[]) {
    return Promise.all(
      people.map(async (p) => (await noticesOf(p.user.id)).filter((n) => n.title.includes(title)).length),
    );
  }

  it('quiz assigned and graded: the student it is about, not the other student nor the tutor', async () => {
    const questions = [{ type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Describe a volcano.</p>', points: 5 }];
    const made = await call(
      'POST',
      '/api/quiz',
      { title: 'Volcanoes', programKey: w.program.id, duration: 10, questions },
      w.tutorA.cookie,
    );
    const given = await call(
      'POST',
      '/api/quiz/assignment/new',
      { quizKey: made.body.data.quiz.key, studentKeys: [w.studentA.user.id], dueDate: inDays(3) },
      w.tutorA.cookie,
    );
    expect(given.status).toBe(201);
    expect(await told('New quiz: Volcanoes', [w.studentA, w.studentB, w.tutorA])).toEqual([1, 0, 0]);
    const [notice] = await noticesOf(w.studentA.user.id);
    expect(notice).toMatchObject({ kind: 'ASSIGNMENT', link: '/accounts/quiz?filter=PENDING' });

    const assignment = given.body.data.keys[0];
    const opened = await call('POST', '/api/quiz/quiz-assignment', { assignment }, w.studentA.cookie);
    const questionKey = opened.body.data.items[0].question.key;
    await call(
      'POST',
      '/api/quiz/quiz-assignment/save',
      { assignment, questionKey, seq: 1, text: 'Hot' },
      w.studentA.cookie,
    );
    await call('POST', '/api/quiz/quiz-assignment/complete', { assignment }, w.studentA.cookie);
    // Submitting is not grading: nothing yet.
    expect(await told('Quiz graded', [w.studentA])).toEqual([0]);
    const graded = await call(
      'POST',
      '/api/quiz/assignment/grading',
      { assignment, questionKey, assignedPoints: 4, tutorRemarks: 'Good' },
      w.tutorA.cookie,
    );
    expect(graded.status).toBe(200);
    expect(await told('Quiz graded: Volcanoes', [w.studentA, w.studentB, w.tutorA])).toEqual([1, 0, 0]);
    const [gradedNotice] = await noticesOf(w.studentA.user.id);
    expect(gradedNotice?.link).toBe(`/accounts/quiz?attempt=${assignment}`);
    expect(gradedNotice?.body).toContain('4/5');
  });

  it('class and home assignments recorded and graded: only their student', async () => {
    const recorded = await call(
      'POST',
      '/api/accounts/assignments/home',
      {
        programKey: w.program.id,
        studentKey: w.studentB.user.id,
        title: 'Reading log',
        assignedAt: inHours(-48),
        total: 10,
      },
      w.tutorB.cookie,
    );
    expect(recorded.status).toBe(201);
    const key = recorded.body.data.assignment.key;
    expect(await told('Home assignment: Reading log', [w.studentB, w.studentA, w.tutorB])).toEqual([1, 0, 0]);
    const graded = await call(
      'PUT',
      `/api/accounts/assignments/home/${key}/grading`,
      { points: 9, remarks: 'Lovely' },
      w.tutorB.cookie,
    );
    expect(graded.status).toBe(200);
    expect(await told('Home assignment graded: Reading log', [w.studentB, w.studentA, w.tutorB])).toEqual([1, 0, 0]);
    const [notice] = await noticesOf(w.studentB.user.id);
    expect(notice).toMatchObject({ kind: 'ASSIGNMENT', link: `/accounts/assignments/home?assignment=${key}` });
  });

  it('lessons booked, cancelled and marked kept: the student and the lesson’s tutors', async () => {
    const time = inHours(30);
    const created = await call(
      'POST',
      '/api/admin/schedules/new',
      {
        programKey: w.program.id,
        studentKey: w.studentA.user.id,
        tutorKeys: [w.tutorA.user.id],
        time,
        endTime: inHours(31),
      },
      w.admin.cookie,
    );
    expect(created.status).toBe(201);
    const people = [w.studentA, w.tutorA, w.studentB, w.tutorB];
    const program = w.program.title;
    expect(await told(`New ${program} lesson`, people)).toEqual([1, 1, 0, 0]);
    const [booked] = await noticesOf(w.tutorA.user.id);
    expect(booked).toMatchObject({ kind: 'SCHEDULE', link: `/accounts/schedules?time=${encodeURIComponent(time)}` });
    await call('DELETE', `/api/admin/schedules/${created.body.data.schedule.key}`, undefined, w.admin.cookie);
    expect(await told(`${program} lesson cancelled`, people)).toEqual([1, 1, 0, 0]);

    const past = await buildSchedule(t.database.db, {
      programId: w.program.id,
      studentId: w.studentB.user.id,
      time: new Date(Date.now() - 3_600_000),
      tutorIds: [w.tutorB.user.id],
    });
    expect((await call('POST', `/api/accounts/schedules/${past.id}/mark`, {}, w.tutorB.cookie)).status).toBe(200);
    expect(await told(`${program} lesson marked kept`, [w.studentB, w.studentA, w.tutorB])).toEqual([1, 0, 0]);
  });

  it('subscription paid, cancelled, invoice due, payment failed, grace: the payer, never another student', async () => {
    const program = await buildProgram(t.database.db, { title: 'Chess club' });
    const plan = await buildPlan(t.database.db, program.id, { priceCents: 2500 });
    const student = await t.signUp('STUDENT', { meetingId: newMeetingId() });
    const other = w.studentA;
    const subscribed = await call('POST', '/api/students/subscriptions', { planKey: plan.id }, student.cookie);
    const invoice = subscribed.body.data.invoice.key;
    await call('POST', `/api/admin/subscriptions/invoices/${invoice}/paid`, {}, master.cookie);
    expect(await told('Payment received: Chess club', [student, other])).toEqual([1, 0]);
    const [paid] = await noticesOf(student.user.id);
    expect(paid).toMatchObject({ kind: 'SUBSCRIPTION', link: '/accounts/subscriptions' });
    expect(paid?.body).toContain('$25.00');

    const sub = (await call('GET', '/api/students/subscriptions', undefined, student.cookie)).body.data
      .subscriptions[0];
    const cancel = await call(
      'POST',
      '/api/payments/subscriptions/manage',
      { subscriptionKey: sub.key, action: 'cancel' },
      student.cookie,
    );
    expect(cancel.status).toBe(200);
    expect(await told('Subscription cancelled: Chess club', [student, other])).toEqual([1, 0]);

    // Active again, its period runs out: the manual provider issues the renewal invoice and waits for the school.
    const periodEnd = new Date(Date.now() - 60_000);
    await t.database.db
      .update(subscriptions)
      .set({ status: 'ACTIVE', currentPeriodEnd: periodEnd })
      .where(eq(subscriptions.id, sub.key));
    await t.modules.billing.payments.runRenewal(sub.key);
    expect(await told('Invoice due: Chess club', [student, other])).toEqual([1, 0]);
    // The same renewal run again (a retried job) tells nobody twice.
    await t.modules.billing.payments.runRenewal(sub.key);
    expect(await told('Invoice due: Chess club', [student])).toEqual([1]);

    const [renewal] = await t.database.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.subscriptionId, sub.key), eq(billingInvoices.reason, 'RENEWAL')));
    await t.modules.billing.payments.settle(
      renewal!.id,
      { status: 'failed', reference: 'declined', message: 'Declined' },
      'manual',
    );
    expect(await told('Payment failed: Chess club', [student, other])).toEqual([1, 0]);
    expect(await told('Grace period: Chess club', [student, other])).toEqual([1, 0]);
    await t.modules.billing.payments.runGraceEnd(sub.key, periodEnd.toISOString());
    expect(await told('Classroom access paused: Chess club', [student, other])).toEqual([1, 0]);
    await t.modules.billing.payments.settle(renewal!.id, { status: 'paid', reference: 'paid-later' }, 'manual');
    expect(await told('Subscription renewed: Chess club', [student, other])).toEqual([1, 0]);
  });

  it('forms received: admins whose group covers the inbox, nobody else', async () => {
    const covering = await buildManager(t.database.db, ['contactForms.access']);
    const elsewhere = await buildManager(t.database.db, ['demoBookings.access']);
    const sent = await call('POST', '/api/website/contact-form', {
      names: 'Ada Obi',
      email: 'ada-events@example.test',
      subject: 'Weekend algebra',
      message: 'Do you teach algebra on weekends?',
    });
    expect(sent.status).toBe(201);
    const people = [{ user: covering }, master, { user: elsewhere }, w.studentA, w.tutorA];
    expect(await told('Contact form: Weekend algebra', people)).toEqual([1, 1, 0, 0, 0]);
    const [notice] = await noticesOf(covering.id);
    expect(notice).toMatchObject({ kind: 'INBOX', link: '/admin/forms/contact?status=NEW' });
  });

  it('declared events a module publishes later tell their person only (a direct message while away)', async () => {
    await t.modules.notifications.events.publish('message.direct', {
      about: { person: w.studentB.user.id },
      params: { from: 'Mr Tutor', link: '/accounts/chat' },
      key: 'message-1',
    });
    await t.modules.notifications.events.publish('message.direct', {
      about: { person: w.studentB.user.id },
      params: { from: 'Mr Tutor', link: '/accounts/chat' },
      key: 'message-1',
    });
    expect(await told('New message from Mr Tutor', [w.studentB, w.studentA])).toEqual([1, 0]);
  });
});
