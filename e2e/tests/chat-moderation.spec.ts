/**
 * Chat moderation (issue 31, ADR 0064): a classmate writes something unkind in the program group; the student
 * reports it; an admin reads it in context, marks the report handled with a note, and deletes the message, which
 * disappears from both students' screens without a reload; the deletion is in the activity log.
 */
import { expect, type Page, test } from '@playwright/test';
import { type Person, registerClassmate, signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const composer = (page: Page) => page.getByTestId('chat-composer').getByRole('textbox', { name: 'Message' });
async function write(page: Page, text: string) {
  await composer(page).click();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}
const unkind = 'Nobody wants you in this class';

test('a student reports a message; an admin handles it and deletes it, live on both students’ screens', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await signedIn(browser, server.url(), 'student');
  const master = await signedIn(browser, server.url(), 'master');
  const classmate: Person = await (async () => {
    const context = await browser.newContext({ baseURL: server.url() });
    return { context, page: await context.newPage() };
  })();
  try {
    await test.step('a classmate joins the demo program', async () => {
      await registerClassmate(classmate.page, student.page);
    });

    const unkindIn = (page: Page) =>
      page.getByTestId('conversation').getByTestId('chat-message').filter({ hasText: unkind });

    await test.step('both students have the group open; the classmate writes something unkind', async () => {
      for (const page of [student.page, classmate.page]) {
        await page.goto(server.url('/accounts/chat?tab=groups'));
        await page.getByTestId('chat-group').first().click();
        await expect(page.getByTestId('conversation')).toBeVisible();
      }
      await write(classmate.page, 'Hello everyone');
      await write(classmate.page, unkind);
      await expect(unkindIn(student.page)).toBeVisible();
      await expect(unkindIn(classmate.page)).toBeVisible();
    });

    await test.step('the student reports it', async () => {
      await unkindIn(student.page).getByRole('button', { name: 'Message options' }).click();
      await student.page.getByRole('menuitem', { name: 'Report this message' }).click();
      await student.page.getByRole('textbox', { name: 'What is wrong with it?' }).fill('This is bullying');
      await student.page.getByRole('button', { name: 'Report', exact: true }).click();
      await expect(student.page.getByText('Thank you. An administrator will look at this message.')).toBeVisible();
    });

    const report = () => master.page.getByTestId('chat-report').filter({ hasText: unkind });
    await test.step('the admin reads it in context and marks it handled with a note', async () => {
      await master.page.goto(server.url('/admin/chat?tab=reports'));
      await expect(report()).toContainText('This is bullying');
      await report().getByRole('button', { name: 'Show in context' }).click();
      const context = report().getByRole('list', { name: 'The conversation around the reported message' });
      await expect(context).toContainText('Hello everyone');
      await expect(context.locator('[aria-current="true"]')).toContainText(unkind);
      await report().getByRole('button', { name: 'Mark handled' }).click();
      await master.page.getByRole('textbox', { name: 'Note (optional)' }).fill('Talked to both families');
      await master.page.getByRole('button', { name: 'Save' }).click();
      await expect(report()).toHaveCount(0);
      await master.page.getByRole('tab', { name: 'Handled' }).click();
      await expect(report().getByTestId('chat-report-handled')).toContainText(
        /Handled by Ada Okafor on .+: Talked to both families/,
      );
    });

    await test.step('the admin deletes the message: it disappears from both students’ screens, live', async () => {
      await report().getByRole('button', { name: 'Delete message' }).click();
      await master.page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(master.page.getByText('The message was deleted for everyone')).toBeVisible();
      await expect(unkindIn(student.page)).toHaveCount(0);
      await expect(unkindIn(classmate.page)).toHaveCount(0);
      // The rest of the conversation stays.
      await expect(
        student.page.getByTestId('conversation').getByTestId('chat-message').filter({ hasText: 'Hello everyone' }),
      ).toBeVisible();
      await expect(report().getByText('Message deleted')).toBeVisible();
      const log = await master.page.request.get('/api/admin/logs?action=schoolPolicies.moderateChat');
      expect(JSON.stringify((await log.json()).data.items)).toContain(`deleted Kemi Ade’s chat message “${unkind}”`);
    });
  } finally {
    await Promise.all([student.context.close(), master.context.close(), classmate.context.close()]);
  }
});
