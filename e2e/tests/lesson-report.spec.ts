/**
 * Lesson reports (issue 33, ADR 0080), on the demo's record of a held lesson (the student left and came back once,
 * the board was drawn on): the tutor's dashboard asks for the report; the form is pre-filled with both attendance
 * spans and the whiteboard drawn to a PNG by the classroom's renderer in the browser; the tutor sends it and the
 * student reads it, picture included, on Grading & Performance. The live classroom that writes the record is
 * covered by the attendance socket tests; no media here, so it runs with the pages.
 */
import { expect, test } from '@playwright/test';
import { signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 20_000 });

test('the tutor sends the pre-filled report of a held lesson, and the student reads it', async ({ browser }) => {
  test.setTimeout(90_000);
  const tutor = await signedIn(browser, server.url(), 'tutor');
  const page = tutor.page;
  await page.goto(server.url('/accounts'));
  const waiting = page.getByRole('list', { name: 'Lessons waiting for a report' });
  await waiting.getByRole('button', { name: 'Write the lesson report' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Lesson report' });

  await test.step('the form holds both spans of the student and the board as a picture', async () => {
    const student = dialog
      .getByRole('list', { name: 'Who attended' })
      .getByRole('listitem')
      .filter({ hasText: 'Dami Bello' });
    await expect(student).toContainText(/–.*,.*–/);
    const image = dialog.getByRole('img', { name: 'The whiteboard at the end of the lesson' });
    await expect(image).toBeVisible();
    // A real picture of the board: the PNG the browser drew, read back from the file store.
    const size = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(size.width).toBeGreaterThan(200);
    expect(size.height).toBeGreaterThan(100);
  });

  await test.step('the tutor writes a note, rates and sends it', async () => {
    await dialog.getByRole('textbox', { name: 'Your note' }).fill('Journey: halves and quarters went well.');
    // The fourth star's label (MUI hides the radio itself under it).
    await dialog
      .locator('label')
      .filter({ hasText: /^4 Stars$/ })
      .click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Report sent')).toBeVisible();
  });

  await test.step('the student reads it on Grading & Performance', async () => {
    const student = await signedIn(browser, server.url(), 'student');
    await student.page.goto(server.url('/accounts/performance'));
    const list = student.page.getByRole('list', { name: 'Lesson reports' });
    await list
      .getByRole('button', { name: /Read the report/ })
      .first()
      .click();
    const report = student.page.getByRole('dialog', { name: 'Lesson report' });
    await expect(report.getByText('Journey: halves and quarters went well.')).toBeVisible();
    await expect(report.getByRole('img', { name: 'The whiteboard at the end of the lesson' })).toBeVisible();
  });
});
