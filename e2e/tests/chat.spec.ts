/**
 * Chat (ADR 0038): a tutor and a student exchange messages in the program group and in a direct chat, with
 * ticks and unread badges updating on both sides without a reload; the student sends a document and an emoji
 * shortcode; a student cannot start a direct chat with a classmate until an admin allows it for the school.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, registerClassmate } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

async function signedInPage(browser: Browser, who: keyof typeof accounts) {
  const context = await browser.newContext({ baseURL: server.url() });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: accounts[who].email, password: accounts[who].password },
  });
  expect(login.ok()).toBe(true);
  return { context, page };
}
const sidebarBadge = (page: Page, item: 'Chat' | 'Groups') =>
  page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('link', { name: new RegExp(`^${item}`) })
    .getByTestId(item === 'Chat' ? 'chatContacts-badge' : 'chatGroups-badge');
const composer = (page: Page) => page.getByTestId('chat-composer').getByRole('textbox', { name: 'Message' });
async function write(page: Page, text: string) {
  await composer(page).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}
const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('tutor and student chat in the group and directly, live, with the school’s rule on student messages', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tutor = await signedInPage(browser, 'tutor');
  const student = await signedInPage(browser, 'student');
  const master = await signedInPage(browser, 'master');
  const classmateContext = await browser.newContext({ baseURL: server.url() });
  try {
    const classmateKey = await test.step('a classmate joins the demo program', async () => {
      const page = await classmateContext.newPage();
      return registerClassmate(page, student.page);
    });

    await test.step('the program group: the tutor writes, the student’s Groups badge goes up and they read it', async () => {
      // The dashboard shows the student's program cards with their group messages link.
      await student.page.goto(server.url('/accounts'));
      await expect(student.page.getByTestId('program-group-link').first()).toBeVisible();
      const before = Number.parseInt(
        (await sidebarBadge(student.page, 'Groups')
          .textContent()
          .catch(() => '0')) ?? '0',
        10,
      );
      await tutor.page.goto(server.url('/accounts/chat?tab=groups'));
      await tutor.page.getByTestId('chat-group').first().click();
      await write(tutor.page, 'Quiz on Friday, everyone!');
      await expect(tutor.page.getByTestId('chat-message').filter({ hasText: 'Quiz on Friday' })).toBeVisible();
      await expect(sidebarBadge(student.page, 'Groups')).toHaveText(`${before + 1}+`);
      // The program card's group link opens the group.
      await student.page.getByTestId('program-group-link').first().click();
      await expect(student.page.getByTestId('conversation').getByText('Quiz on Friday, everyone!')).toBeVisible();
      await expect(sidebarBadge(student.page, 'Groups')).toHaveCount(0);
    });

    await test.step('a direct chat: emoji shortcode, document, ticks and the tutor’s Chat badge, live', async () => {
      await tutor.page.goto(server.url('/accounts/programs'));
      await expect(tutor.page.getByRole('heading', { level: 1 })).toBeVisible();
      await student.page.goto(server.url('/accounts/chat'));
      await student.page.getByTestId('chat-contact').filter({ hasText: accounts.tutor.name }).click();
      await write(student.page, 'Thank you :smile:');
      // The shortcode became the emoji, drawn with the app's own Twemoji picture.
      const mine = student.page.getByTestId('chat-message').filter({ hasText: 'Thank you' });
      await expect(mine.getByRole('img', { name: '😄' })).toBeVisible();
      await expect(mine.locator('[data-tick]')).toHaveAttribute('data-tick', /sent|delivered/);
      await expect(sidebarBadge(tutor.page, 'Chat')).toHaveText('1+');

      await student.page.getByTestId('chat-pick-documents').setInputFiles({
        name: 'homework.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf,
      });
      await expect(student.page.getByText('homework.pdf')).toBeVisible();
      // Only one category at a time: the image picker hides while a document is attached.
      await expect(student.page.getByRole('button', { name: 'Add images' })).toHaveCount(0);
      await student.page.getByRole('button', { name: 'Send message' }).click();
      await expect(student.page.getByTestId('chat-document')).toBeVisible();

      await tutor.page.goto(server.url('/accounts/chat'));
      await tutor.page.getByTestId('chat-contact').filter({ hasText: accounts.student.name }).click();
      const conversation = tutor.page.getByTestId('conversation');
      await expect(
        conversation.getByTestId('chat-message').filter({ hasText: 'Thank you' }).getByRole('img', { name: '😄' }),
      ).toBeVisible();
      await expect(conversation.getByTestId('chat-document')).toBeVisible();
      await expect(sidebarBadge(tutor.page, 'Chat')).toHaveCount(0);
      // The tutor read it: the student's ticks turn to read without a reload.
      await expect(mine.locator('[data-tick]')).toHaveAttribute('data-tick', 'read');
      await write(tutor.page, 'Well done!');
      await expect(student.page.getByTestId('conversation').getByText('Well done!')).toBeVisible();
    });

    await test.step('student to student: refused by default, allowed once an admin turns it on', async () => {
      await student.page.goto(server.url(`/accounts/chat?with=${classmateKey}`));
      await expect(student.page.getByTestId('chat-start-error')).toHaveText(
        /Messages between students are turned off at this school\./,
      );
      const allow = await master.page.request.patch('/api/admin/school-settings', {
        data: { studentDirectMessages: true },
      });
      expect(allow.ok()).toBe(true);
      await student.page.goto(server.url(`/accounts/chat?with=${classmateKey}`));
      await expect(student.page.getByTestId('conversation').getByRole('heading', { name: 'Kemi Ade' })).toBeVisible();
      await write(student.page, 'Hi Kemi!');
      await expect(student.page.getByTestId('chat-message').filter({ hasText: 'Hi Kemi!' })).toBeVisible();
    });
  } finally {
    await Promise.all([
      tutor.context.close(),
      student.context.close(),
      master.context.close(),
      classmateContext.close(),
    ]);
  }
});
