/**
 * The email channel of the event vocabulary (ADR 0054), the job queue's clock in the test's hands: every switch of
 * Account Settings changes what is sent (off: the notice still arrives in the app, no email; on: one email), and
 * the daily digest gathers a day's notices into one mail, sent once.
 */
import {
  type NotificationEventName,
  type NotificationKind,
  notificationEvents,
  notificationKinds,
} from '@chalkline/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { notifications } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import type { Occurrence } from './event-publisher.js';
import { nextDigestAt } from './notification-email.js';

let clock = new Date();
const soon = new Date(Date.now() + 86_400_000).toISOString();

/** One event of each kind with its params (announcements are what admins send, not an event). */
const sampleOf: Record<Exclude<NotificationKind, 'ANNOUNCEMENT'>, [NotificationEventName, object]> = {
  LESSON_REMINDER: ['lesson.starting', { program: 'Algebra', time: soon, minutes: 30 }],
  SCHEDULE: ['lesson.booked', { program: 'Algebra', time: soon }],
  ASSIGNMENT: [
    'quiz.assigned',
    { quiz: 'Fractions', program: 'Algebra', assignment: 'a1', dueDate: soon, assignedBy: 'Ms Ada' },
  ],
  SUBSCRIPTION: ['subscription.paid', { program: 'Algebra', amount: '$10.00' }],
  MESSAGE: ['message.direct', { from: 'Ms Ada', link: '/accounts/chat' }],
  INBOX: ['form.contact_received', { name: 'Ada Obi', subject: 'Weekend algebra' }],
};

describe('email copies and the daily digest', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { now: () => clock } });
    call = api(t);
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string) =>
    (await readOutbox(t.config.mail.outboxDir)).filter((m) => JSON.stringify(m.to).includes(email));
  let seq = 0;
  /** Tells `userId` one notice of `kind` (as the event of that kind would); answers its title. */
  async function tell(userId: string, kind: NotificationKind): Promise<string> {
    seq += 1;
    if (kind === 'ANNOUNCEMENT') {
      const title = `Announcement ${seq}`;
      await t.modules.notifications.service.notify({ userIds: [userId], kind, title, body: 'Term starts Monday' });
      return title;
    }
    const [event, params] = sampleOf[kind];
    const occurrence = { about: { student: userId, payer: userId, person: userId }, params, key: `n${seq}` };
    await t.modules.notifications.events.publish(event, occurrence as Occurrence<typeof event>);
    return notificationEvents[event].title(params as never);
  }
  const setEmail = (cookie: string, kind: NotificationKind, email: boolean) =>
    call('PUT', '/api/notifications/email-preferences', { kinds: [{ kind, email }] }, cookie);

  it('sends each kind by email only while its switch is on, and notifies in the app either way', async () => {
    // A master: the only kind of person whose settings list every kind, the admins' inbox included.
    const person = await t.signUp('MASTER');
    const prefs = await call('GET', '/api/notifications/email-preferences', undefined, person.cookie);
    expect(prefs.body.data.kinds.map((k: { kind: string }) => k.kind)).toEqual([...notificationKinds]);
    for (const kind of notificationKinds) {
      expect((await setEmail(person.cookie, kind, false)).status).toBe(200);
      const quiet = await tell(person.user.id, kind);
      await t.jobs.runDue();
      const inApp = await t.database.db.select().from(notifications).where(eq(notifications.userId, person.user.id));
      expect(
        inApp.filter((n) => n.title === quiet && n.kind === kind),
        kind,
      ).toHaveLength(1);
      expect(
        (await mailsTo(person.user.email)).filter((m) => m.subject === quiet),
        kind,
      ).toHaveLength(0);

      await setEmail(person.cookie, kind, true);
      const loud = await tell(person.user.id, kind);
      await t.jobs.runDue();
      expect(
        (await mailsTo(person.user.email)).filter((m) => m.subject === loud),
        kind,
      ).toHaveLength(1);
    }
  });

  it('lists the admins’ inbox switch for admins only', async () => {
    const student = await t.signUp('STUDENT');
    const prefs = await call('GET', '/api/notifications/email-preferences', undefined, student.cookie);
    expect(prefs.body.data.kinds.map((k: { kind: string }) => k.kind)).not.toContain('INBOX');
    expect(prefs.body.data.dailyDigest).toBe(false);
  });

  it('gathers a day’s notices into one digest mail instead of one mail each, once', async () => {
    const student = await t.signUp('STUDENT');
    const other = await t.signUp('STUDENT');
    const saved = await call(
      'PUT',
      '/api/notifications/email-preferences',
      { kinds: [], dailyDigest: true },
      student.cookie,
    );
    expect(saved.body.data.dailyDigest).toBe(true);
    clock = new Date();
    const wanted = [await tell(student.user.id, 'SCHEDULE'), await tell(student.user.id, 'SUBSCRIPTION')];
    wanted.push(await tell(student.user.id, 'LESSON_REMINDER'));
    // Assignments are off by default: not in the digest either.
    const unwanted = await tell(student.user.id, 'ASSIGNMENT');
    const othersNotice = await tell(other.user.id, 'MESSAGE');
    await t.jobs.runDue();
    expect(await mailsTo(student.user.email)).toHaveLength(0);
    expect(await mailsTo(other.user.email)).toHaveLength(1);

    await t.modules.notifications.queueNextDigest();
    await t.modules.notifications.queueNextDigest();
    clock = new Date(nextDigestAt(clock).getTime() + 1_000);
    await t.jobs.runDue();
    const mails = await mailsTo(student.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your day at Chalkline: 3 notifications');
    for (const title of wanted) expect(mails[0]?.text).toContain(title);
    expect(mails[0]?.text).not.toContain(unwanted);
    expect(mails[0]?.text).not.toContain(othersNotice);
    const unsent = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user.id), isNull(notifications.emailedAt)));
    expect(unsent.map((n) => n.title)).toEqual([unwanted]);
    // The next day's digest is queued; nothing new: no mail.
    clock = new Date(clock.getTime() + 86_400_000);
    await t.jobs.runDue();
    expect(await mailsTo(student.user.email)).toHaveLength(1);
  });
});
