/**
 * The school tells people what happens to them (issue 31, ADR 0054): the demo student turns on the "Assignments
 * and quizzes" emails; their tutor assigns a quiz and grades a class assignment; the student's bell rises live
 * with both, each notice opens its page, and one email per event is in the outbox. With the switch off again,
 * the next graded assignment still rises the bell but sends no email.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { accounts } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

async function signIn(page: Page, who: keyof typeof accounts) {
  const login = await page.request.post('/api/auth/login', {
    data: { email: accounts[who].email, password: accounts[who].password },
  });
  expect(login.ok()).toBe(true);
}
const unreadOf = async (page: Page) =>
  Number.parseInt(
    (await page
      .getByTestId('notification-bell')
      .getAttribute('aria-label')
      .then((label) => label?.match(/(\d+) unread/)?.[1] ?? '0')) ?? '0',
    10,
  );
/** The mails in the outbox to `to` with this subject. */
async function mailsWith(to: string, subject: string) {
  const dir = path.join(server.dataDir, 'outbox');
  const mails = await Promise.all(
    (await readdir(dir).catch(() => [] as string[])).map(async (name) =>
      JSON.parse(await readFile(path.join(dir, name), 'utf8')),
    ),
  );
  return mails.filter((m) => JSON.stringify(m.to).includes(to) && m.subject === subject);
}

test('a tutor sets a quiz and grades a class assignment; the student’s bell rises live and the emails follow the switch', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const studentContext = await browser.newContext({ baseURL: server.url() });
  const student = await studentContext.newPage();
  const tutorContext = await browser.newContext({ baseURL: server.url() });
  const tutor = await tutorContext.newPage();
  const stamp = Date.now().toString(36);
  const switchOf = () => student.getByRole('switch', { name: 'Assignments and quizzes' });
  const openSettings = async () => {
    await student.goto(server.url('/accounts/profile/settings'));
    await expect(student.getByRole('heading', { name: 'Account Settings' })).toBeVisible({ timeout: 60_000 });
  };
  try {
    await test.step('the student turns on the emails of assignments and quizzes', async () => {
      await signIn(student, 'student');
      await openSettings();
      // The demo student may have it on already (the seed's choices); either way it ends on.
      await switchOf().check();
      await expect(switchOf()).toBeChecked();
      await student.goto(server.url('/accounts/programs'));
      await expect(student.getByTestId('notification-bell')).toBeVisible();
    });
    // The server's count, and the bell showing it (the bell can be drawn before its count arrives).
    const before = (await (await student.request.get('/api/notifications/count')).json()).data.unread as number;
    await expect.poll(() => unreadOf(student)).toBe(before);

    await signIn(tutor, 'tutor');
    const options = await (await tutor.request.get('/api/accounts/assignments/options')).json();
    const program = options.data.programs.find((p: { students: { key: string; firstName: string }[] }) =>
      p.students.some((s) => `${s.firstName}` === accounts.student.name.split(' ')[0]),
    );
    const studentKey = program.students.find(
      (s: { firstName: string }) => s.firstName === accounts.student.name.split(' ')[0],
    ).key;
    const grade = async (title: string) => {
      const recorded = await tutor.request.post('/api/accounts/assignments/class', {
        data: {
          programKey: program.key,
          studentKey,
          title,
          assignedAt: new Date(Date.now() - 86_400_000).toISOString(),
          total: 10,
          grading: { points: 8, remarks: 'Well done' },
        },
      });
      expect(recorded.status()).toBe(201);
    };

    await test.step('the tutor assigns a quiz and grades a class assignment; the bell rises without a reload', async () => {
      const made = await tutor.request.post('/api/quiz', {
        data: {
          title: `Rivers ${stamp}`,
          programKey: program.key,
          duration: 10,
          questions: [{ type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Name a river.</p>', points: 2 }],
        },
      });
      expect(made.status()).toBe(201);
      const given = await tutor.request.post('/api/quiz/assignment/new', {
        data: {
          quizKey: (await made.json()).data.quiz.key,
          studentKeys: [studentKey],
          dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        },
      });
      expect(given.status()).toBe(201);
      await grade(`Map work ${stamp}`);
      await expect.poll(() => unreadOf(student)).toBe(before + 2);
    });

    await test.step('each notice opens its page', async () => {
      await student.getByTestId('notification-bell').click();
      const quizNotice = student.getByRole('article', { name: `New quiz: Rivers ${stamp}` });
      await expect(quizNotice).toBeVisible();
      await quizNotice.getByRole('link').first().click();
      await expect(student).toHaveURL(/\/accounts\/quiz\?filter=PENDING/);
      await expect(student.getByText(`Rivers ${stamp}`).first()).toBeVisible();

      await student.getByTestId('notification-bell').click();
      const graded = student.getByRole('article', { name: `Class assignment graded: Map work ${stamp}` });
      await graded.getByRole('link').first().click();
      await expect(student).toHaveURL(/\/accounts\/assignments\/class\?assignment=/);
      await expect(student.getByRole('dialog').getByText(`Map work ${stamp}`)).toBeVisible();
    });

    await test.step('one email per event is in the outbox', async () => {
      const email = accounts.student.email;
      await expect.poll(async () => (await mailsWith(email, `New quiz: Rivers ${stamp}`)).length).toBe(1);
      await expect
        .poll(async () => (await mailsWith(email, `Class assignment graded: Map work ${stamp}`)).length)
        .toBe(1);
    });

    await test.step('with the switch off, the next one rises the bell but sends no email', async () => {
      await openSettings();
      await switchOf().uncheck();
      await expect(switchOf()).not.toBeChecked();
      const now = await unreadOf(student);
      await grade(`Atlas ${stamp}`);
      await expect.poll(() => unreadOf(student)).toBe(now + 1);
      // The queue polls every second: give it time to (not) send.
      await student.waitForTimeout(3_000);
      expect(await mailsWith(accounts.student.email, `Class assignment graded: Atlas ${stamp}`)).toHaveLength(0);
    });
  } finally {
    await studentContext.close();
    await tutorContext.close();
  }
});
