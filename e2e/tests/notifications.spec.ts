/**
 * Notifications (ADR 0039): a master sends a notification to all students from Account Notifications; the demo
 * student, signed in on another page, sees the badge go up without a reload, opens Notifications and marks it
 * read, and the badge goes down.
 */
import { expect, type Page, test } from '@playwright/test';
import { accounts } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const title = 'Sports day on Saturday';
/** Signs in through the API (the page's context keeps the session cookie). */
async function signIn(page: Page, who: keyof typeof accounts) {
  const login = await page.request.post('/api/auth/login', {
    data: { email: accounts[who].email, password: accounts[who].password },
  });
  expect(login.ok()).toBe(true);
}
const badgeOf = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: /Notifications/ })
    .getByTestId('notification-badge');
const unreadOf = async (page: Page) => {
  const text =
    (await badgeOf(page)
      .textContent({ timeout: 5_000 })
      .catch(() => null)) ?? '0';
  return Number.parseInt(text, 10);
};

test('an admin sends a notification to all students; the student’s badge shows it live and they mark it read', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const studentContext = await browser.newContext({ baseURL: server.url() });
  const student = await studentContext.newPage();
  const masterContext = await browser.newContext({ baseURL: server.url() });
  const master = await masterContext.newPage();
  try {
    const before = await test.step('the student signs in and sees their unread count', async () => {
      await signIn(student, 'student');
      await student.goto(server.url('/accounts/programs'));
      await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(student.getByTestId('notification-bell')).toBeVisible();
      return unreadOf(student);
    });

    await test.step('the master sends a notification to all students', async () => {
      await signIn(master, 'master');
      await master.goto(server.url('/admin/notifications'));
      await master.getByRole('button', { name: 'Send notification' }).click();
      const dialog = master.getByRole('dialog', { name: 'Send notification' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Bring your trainers. Lessons end at noon.');
      await dialog.getByRole('checkbox', { name: 'All students' }).check();
      await dialog.getByRole('button', { name: 'Send notification' }).click();
      await expect(dialog).toBeHidden();
      await expect(master.getByText(/Notification sent to \d+ (people|person)/)).toBeVisible();
      await expect(master.getByRole('table', { name: 'Sent notifications' }).getByText(title)).toBeVisible();
    });

    await test.step('the student’s badge goes up without a reload', async () => {
      await expect(badgeOf(student)).toHaveText(String(before + 1));
    });

    await test.step('the student opens Notifications and marks it read; the badge goes down', async () => {
      await student
        .getByRole('navigation', { name: 'Sidebar' })
        .getByRole('link', { name: /Notifications/ })
        .click();
      const item = student.getByRole('article', { name: title });
      await expect(item).toBeVisible();
      await expect(item).toHaveAttribute('data-read', 'false');
      await expect(item.getByText('Bring your trainers. Lessons end at noon.')).toBeVisible();
      await item.getByRole('button', { name: 'Mark as read' }).click();
      await expect(item).toHaveAttribute('data-read', 'true');
      if (before === 0) await expect(badgeOf(student)).toHaveCount(0);
      else await expect(badgeOf(student)).toHaveText(String(before));
    });
  } finally {
    await studentContext.close();
    await masterContext.close();
  }
});
