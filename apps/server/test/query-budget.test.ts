/**
 * The query budget (ADR 0024): every request a signed-in page makes on load answers with at most 3 SQL
 * statements, counting the session lookup (each page load's first request warms the session cache).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from './builders.js';
import { countQueries, type QueryCounter } from './query-count.js';
import { api } from './requests.js';
import { inHours, useWorld } from './world.js';

const budget = 3;

type Who = 'studentA' | 'tutorA' | 'admin' | 'master';
/** The requests of each page on load, by who loads it (web `features/**` `*.api.ts`). */
const pageLoads: [Who, string][] = [
  ['studentA', '/api/auth/session'],
  ['studentA', '/api/accounts/dashboard'],
  ['studentA', '/api/accounts/program-enrollments'],
  ['studentA', '/api/programs?page=1&limit=10'],
  ['studentA', '/api/programs?page=1&limit=100&mine=true'],
  ['studentA', '/api/programs/SLUG'],
  ['studentA', '/api/accounts/schedules?page=1&limit=10'],
  ['studentA', '/api/auth/sessions'],
  ['studentA', '/api/students/STUDENT/profile'],
  ['studentA', '/api/accounts/assignments/class?page=1&limit=10'],
  ['studentA', '/api/accounts/performance?key=STUDENT&quiz=true&class=true&home=true'],
  ['studentA', '/api/notifications?page=1&limit=10'],
  ['studentA', '/api/notifications/count'],
  ['studentA', '/api/chat/unread'],
  ['tutorA', '/api/chat/unread'],
  ['studentA', '/api/notifications/email-preferences'],
  ['admin', '/api/admin/notifications?page=1&limit=10'],
  ['tutorA', '/api/auth/session'],
  ['tutorA', '/api/accounts/dashboard'],
  ['tutorA', '/api/accounts/schedules?page=1&limit=10'],
  ['tutorA', '/api/accounts/students?page=1&limit=10'],
  ['tutorA', '/api/programs?page=1&limit=10&mine=true'],
  ['tutorA', '/api/accounts/assignments/home?page=1&limit=10'],
  ['tutorA', '/api/accounts/assignments/options'],
  ['tutorA', '/api/accounts/performance?key=STUDENT'],
  ['admin', '/api/auth/session'],
  ['admin', '/api/admin/statistics'],
  ['admin', '/api/admin/statistics/trends?from=2026-01-01&to=2026-12-31&timeZone=Europe/London'],
  ['admin', '/api/programs?page=1&limit=10'],
  ['admin', '/api/programs/categories'],
  ['admin', '/api/admin/schedules?page=1&limit=10'],
  ['admin', '/api/accounts/students?page=1&limit=10'],
  ['admin', '/api/tutors?page=1&limit=10'],
  ['admin', '/api/meet/admin/meetings/students?page=1&limit=10'],
  ['admin', '/api/meet/admin/meetings/programs?page=1&limit=10'],
  ['admin', '/api/meet/admin/meetings?page=1&limit=10'],
  ['admin', '/api/meet/admin/demo-sessions?page=1&limit=10'],
  ['admin', '/api/accounts/program-enrollments?student=STUDENT'],
  ['admin', '/api/tutors/student-relationships?student=STUDENT&page=1&limit=100'],
  ['admin', '/api/admin/students?page=1&limit=10'],
  ['admin', '/api/admin/tutors?page=1&limit=10'],
  ['admin', '/api/accounts/search?search=a'],
  ['admin', '/api/accounts/assignments/class?page=1&limit=10'],
  ['admin', '/api/accounts/performance?key=STUDENT'],
  ['master', '/api/admin/admins'],
  ['master', '/api/admin/logs?page=1&limit=10'],
  ['studentA', '/api/quiz/assignments?page=1&limit=20&filter=ALL'],
  ['tutorA', '/api/quiz?page=1&limit=20'],
  ['tutorA', '/api/quiz/all'],
  ['tutorA', '/api/quiz/assignments?page=1&limit=20&filter=PENDING'],
  ['admin', '/api/quiz?page=1&limit=20'],
  ['admin', '/api/quiz/assignments?page=1&limit=20&filter=ALL'],
  ['studentA', '/api/blogs?page=1&limit=20'],
  ['studentA', '/api/news-updates?page=1&limit=20&category=SLUG'],
  ['studentA', '/api/articles/categories'],
  ['admin', '/api/blogs?page=1&limit=20&manage=true'],
  ['admin', '/api/articles/authors'],
  ['tutorA', '/api/recordings?room=MEETING'],
  ['admin', '/api/recordings?room=MEETING'],
  ['studentA', '/api/website/settings?keys=GENERAL_TESTIMONIALS,MEET_THE_TEAM,ABOUT_INFORMATION'],
  ['studentA', '/api/website/booked-dates'],
  ['master', '/api/admin/contact-forms?page=1&limit=20'],
  ['master', '/api/admin/book-a-demo-forms?page=1&limit=20'],
  ['master', '/api/admin/career-applications?page=1&limit=20'],
  ['master', '/api/admin/mailing?page=1&limit=20'],
  ['master', '/api/admin/mailing/newsletter?page=1&limit=20'],
  ['studentA', '/api/students/subscriptions'],
  ['studentA', '/api/payments/plans'],
  ['master', '/api/admin/subscriptions?page=1&limit=20'],
  ['master', '/api/admin/subscriptions/invoices?page=1&limit=20'],
  ['master', '/api/admin/billing/settings'],
  ['master', '/api/payments/grace-billing'],
  ['master', '/api/payments/shared-billing'],
  ['master', '/api/admin/coupons?page=1&limit=20'],
];

describe('query budget of page loads', () => {
  const s = useWorld();
  let counter: QueryCounter;
  let master: { cookie: string };
  beforeAll(async () => {
    // The world's admin is a manager without the restricted groups; the Admins and Activity Logs pages are a master's.
    master = await s.t.signUp('MASTER');
    counter = countQueries(s.t.database);
    const { db } = s.t.database;
    const { program, studentA, studentB, tutorA, tutorB } = s.w;
    // Enough rows that a query per row would show.
    for (const [student, tutor, hours] of [
      [studentA, tutorA, 2],
      [studentA, tutorA, 26],
      [studentA, tutorB, -3],
      [studentB, tutorB, 5],
    ] as const)
      await buildSchedule(db, {
        programId: program.id,
        studentId: student.user.id,
        time: new Date(inHours(hours)),
        tutorIds: [tutor.user.id],
      });
  });
  afterAll(() => counter.reset());

  it.each(pageLoads)('%s GET %s answers with at most 3 queries', async (who, template) => {
    const person = who === 'master' ? master : s.w[who];
    const url = template
      .replace('SLUG', s.w.program.slug)
      .replace('STUDENT', s.w.studentA.user.id)
      .replace('MEETING', s.w.studentA.user.meetingId ?? '');
    const call = api(s.t);
    await call('GET', '/api/auth/session', undefined, person.cookie);
    const { result, count, statements } = await counter.measure(() => call('GET', url, undefined, person.cookie));
    expect(result.status, `GET ${url}: ${JSON.stringify(result.body)}`).toBe(200);
    expect(count, `GET ${url} as ${who} made ${count} queries:\n${statements.join('\n')}`).toBeLessThanOrEqual(budget);
  });

  it('still answers the total on a page past the end (the window count has no row there)', async () => {
    const call = api(s.t);
    for (const [who, url] of [
      ['admin', '/api/programs?page=1&limit=100'],
      ['admin', '/api/accounts/students?page=1&limit=100'],
      ['admin', '/api/tutors?page=1&limit=100'],
      ['admin', '/api/admin/schedules?page=1&limit=100'],
      ['studentA', '/api/programs?page=1&limit=100&mine=true'],
    ] as const) {
      const first = await call('GET', url, undefined, s.w[who].cookie);
      const past = await call('GET', url.replace('page=1', 'page=50'), undefined, s.w[who].cookie);
      expect(first.body.data.total, url).toBeGreaterThan(0);
      expect(past.body.data.items, url).toEqual([]);
      expect(past.body.data.total, url).toBe(first.body.data.total);
    }
  });

  it('counts the admin statistics in one statement as before, figure by figure', async () => {
    const stats = await api(s.t)('GET', '/api/admin/statistics', undefined, s.w.admin.cookie);
    expect(stats.body.data).toMatchObject({
      accounts: { students: 2, tutors: 2, managers: 1, masters: 1 },
      programs: 1,
      categories: 1,
      activeEnrolments: 2,
      schedules: { upcoming: 3, overdue: 1 },
    });
    expect(stats.body.data.schedules.today).toBeGreaterThanOrEqual(1);
    expect(stats.body.data.schedules.today).toBeLessThanOrEqual(4);
  });
});
