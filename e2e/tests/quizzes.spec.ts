/**
 * Quizzes end to end (issue 17, ADR 0035): the demo tutor builds a quiz with one question of each answer mode and
 * assigns it; the student opens it in a new tab, answers half, reloads and finds every answer, goes offline and
 * answers one more, comes back online, uploads a document answer and submits; the objective score shows at once;
 * the tutor grades the subjective answers (above the maximum is refused with the spec's text) and the student
 * sees Completed with points of total.
 */
import { messages } from '@chalkline/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { choose } from '../support/accounts';
import { signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const title = 'Journey: volcano quiz';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Fills one question of the quiz form. */
async function writeQuestion(q: Locator, page: Page, mode: string, text: string, points: string) {
  await q.getByRole('combobox', { name: 'Answered by' }).click();
  await page.getByRole('option', { name: mode }).click();
  await q.getByRole('textbox', { name: /^Text of question/ }).click();
  await page.keyboard.type(text);
  await q.getByRole('spinbutton', { name: 'Points' }).fill(points);
}

/** DD-MM-YYYY a week from now. */
const nextWeek = () => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
};

test('a tutor builds and assigns a quiz; the student takes it through a reload and a lost connection; the tutor grades it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tutor = await signedIn(browser, server.url(), 'tutor');
  const t = tutor.page;

  await test.step('the tutor builds a quiz with one question of each answer mode', async () => {
    await t.goto(server.url('/accounts/manage-quiz'));
    await t.getByRole('button', { name: 'New quiz' }).click();
    const form = t.getByRole('dialog', { name: 'New quiz' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await choose(t, 'Program', 'Foundations of Mathematics');
    await form.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('30');
    const q1 = form.getByTestId('question-1');
    await writeQuestion(q1, t, 'Objective · choose an option', 'Which one is a volcano?', '2');
    await q1.getByRole('textbox', { name: 'Option A' }).fill('Mount Everest');
    await q1.getByRole('textbox', { name: 'Option B' }).fill('Mount Etna');
    await q1.getByRole('checkbox', { name: 'Option B is correct' }).check();
    const modes: [string, string, string][] = [
      ['Subjective · written answer', 'Describe how a volcano erupts.', '5'],
      ['Subjective · image answer', 'Draw a volcano and upload it.', '4'],
      ['Subjective · document answer', 'Upload your volcano worksheet.', '3'],
    ];
    for (const [i, [mode, text, points]] of modes.entries()) {
      await form.getByRole('button', { name: 'Add question' }).click();
      await writeQuestion(form.getByTestId(`question-${i + 2}`), t, mode, text, points);
    }
    await t.screenshot({ path: testInfo.outputPath('quiz-editor.png') });
    await form.getByRole('button', { name: 'Create quiz' }).click();
    await expect(form).toBeHidden();
    await expect(t.getByRole('row').filter({ hasText: title })).toContainText('4 · 14 points');
  });

  await test.step('and assigns it to the demo student', async () => {
    await t.getByRole('button', { name: `Assign ${title}` }).click();
    const dialog = t.getByRole('dialog', { name: `Assign “${title}”` });
    await dialog.getByRole('combobox', { name: 'Students' }).fill('Dami');
    await t.getByRole('option', { name: /Dami/ }).first().click();
    await dialog.getByRole('textbox', { name: 'Due date' }).fill(nextWeek());
    await dialog.getByRole('button', { name: 'Assign quiz' }).click();
    await expect(dialog).toBeHidden();
    await t.screenshot({ path: testInfo.outputPath('quiz-collection.png'), fullPage: true });
  });

  const student = await signedIn(browser, server.url(), 'student');
  const s = student.page;
  let quiz!: Page;
  await test.step('the student opens it in a new tab and answers half', async () => {
    await s.goto(server.url('/accounts/quiz'));
    const card = s.getByRole('article', { name: title });
    await expect(card.getByText('Not Attempted', { exact: true })).toBeVisible();
    await s.screenshot({ path: testInfo.outputPath('student-quizzes.png'), fullPage: true });
    [quiz] = await Promise.all([
      student.context.waitForEvent('page'),
      card.getByRole('link', { name: 'Take Quiz' }).click(),
    ]);
    await expect(quiz.getByRole('heading', { name: title })).toBeVisible();
    await expect(quiz.getByRole('timer', { name: 'Time left' })).toContainText(/^(29|30):/);
    await quiz.getByRole('radio', { name: 'B. Mount Etna' }).check();
    await quiz
      .getByLabel('Image answer to question 3')
      .setInputFiles({ name: 'volcano.png', mimeType: 'image/png', buffer: png });
    await expect(quiz.getByRole('img', { name: 'Your image answer to question 3' })).toBeVisible();
    await expect(quiz.getByTestId('save-status')).toHaveText('All answers saved');
  });

  await test.step('a reload finds every answer', async () => {
    await quiz.reload();
    await expect(quiz.getByRole('radio', { name: 'B. Mount Etna' })).toBeChecked();
    await expect(quiz.getByRole('img', { name: 'Your image answer to question 3' })).toBeVisible();
    await expect(quiz.getByText('2 of 4 answered')).toBeVisible();
  });

  await test.step('offline, an answer waits on the device and goes when the connection is back', async () => {
    await student.context.setOffline(true);
    await expect(quiz.getByText('You are offline.', { exact: false })).toBeVisible();
    const answer = quiz.getByRole('textbox', { name: 'Your answer to question 2' });
    await answer.fill('Magma rises, pressure builds and lava flows out.');
    await answer.blur();
    await expect(quiz.getByTestId('save-status')).toHaveText('Offline · 1 waiting');
    await quiz.setViewportSize({ width: 390, height: 844 });
    await quiz.screenshot({ path: testInfo.outputPath('take-quiz-390-offline.png'), fullPage: true });
    await quiz.setViewportSize({ width: 1280, height: 800 });
    await student.context.setOffline(false);
    await expect(quiz.getByTestId('save-status')).toHaveText('All answers saved');
  });

  await test.step('the student uploads a document answer and submits; the objective score shows at once', async () => {
    await quiz.getByLabel('Document answer to question 4').setInputFiles({
      name: 'worksheet.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(quiz.getByText('worksheet.pdf')).toBeVisible();
    await expect(quiz.getByTestId('save-status')).toHaveText('All answers saved');
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await quiz.getByRole('dialog', { name: 'Submit this quiz?' }).getByRole('button', { name: 'Submit' }).click();
    await quiz.waitForURL(/\/tutors\/quiz\/completed/);
    await expect(quiz.getByText('Graded: 2 of 14 points')).toBeVisible();
    await quiz.screenshot({ path: testInfo.outputPath('quiz-completed.png') });
  });

  await test.step('the tutor grades the subjective answers; above the maximum is refused', async () => {
    await t.goto(server.url('/accounts/quiz-assignments'));
    const card = t.getByRole('article', { name: title }).first();
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'View Details' }).click();
    const review = t.getByRole('dialog', { name: 'Quiz attempt' });
    await expect(review.getByText('Magma rises, pressure builds and lava flows out.')).toBeVisible();
    const [download] = await Promise.all([
      t.waitForEvent('download'),
      review.getByRole('button', { name: 'Document Answer for Question 4' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Document Answer for Question 4.pdf');
    await expect(t.getByText(messages.downloadSuccess)).toBeVisible();
    await t.screenshot({ path: testInfo.outputPath('attempt-review.png') });
    const grades: [number, string][] = [
      [2, '4'],
      [3, '3'],
      [4, '2'],
    ];
    for (const [n, points] of grades) {
      await review.getByRole('button', { name: `Grade question ${n}` }).click();
      const dialog = t.getByRole('dialog', { name: `Question ${n}` });
      if (n === 2) {
        await dialog.getByRole('textbox', { name: 'Attained Points' }).fill('9');
        await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Clear and correct.');
        await dialog.getByRole('button', { name: 'Update Grading' }).click();
        await expect(t.getByText(messages.gradingAboveMaximum)).toBeVisible();
      }
      await dialog.getByRole('textbox', { name: 'Attained Points' }).fill(points);
      await dialog.getByRole('textbox', { name: 'Remarks' }).fill('Well done; keep going.');
      await dialog.getByRole('button', { name: 'Update Grading' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(review.getByText('Graded: 11 of 14 points')).toBeVisible();
  });

  await test.step('the student sees Completed with points of total', async () => {
    await s.goto(server.url('/accounts/quiz?filter=COMPLETED'));
    const card = s.getByRole('article', { name: title });
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByText('Graded: 11 of 14 points')).toBeVisible();
    await s.setViewportSize({ width: 1000, height: 800 });
    await s.screenshot({ path: testInfo.outputPath('student-completed-1000.png'), fullPage: true });
  });
});
