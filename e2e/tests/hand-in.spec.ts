/**
 * Hand-in of a home assignment (issue 36, ADR 0074): the demo tutor sets a home assignment with a file hand-in; the
 * demo student submits a PDF, swaps it and submits again; the tutor sees Submitted, opens the file beside the grading
 * form and grades; a second student who hands in after the due date reads Late.
 */
import { expect, type Page, test } from '@playwright/test';
import { choose } from '../support/accounts';
import { signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 20_000 });

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n% ${name}\n`),
});

/** Opens the row's hand-in dialog and attaches one PDF. */
async function attach(page: Page, title: string, name: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Attach files').setInputFiles(pdf(name));
  await expect(dialog.getByRole('link', { name })).toBeVisible();
  return dialog;
}

test('a student hands in a PDF, hands in again, the tutor grades it beside the file; a late one reads Late', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Journey: my favourite shape';
  const tutor = await signedIn(browser, server.url(), 'tutor');
  await test.step('the tutor sets a home assignment asking for one file', async () => {
    const page = tutor.page;
    await page.goto(server.url('/accounts/assignments/home'));
    await page.getByRole('button', { name: 'Record assignment' }).click();
    const form = page.getByRole('dialog', { name: 'Record a home assignment' });
    await choose(page, 'Program', 'Foundations of Mathematics');
    await page.getByRole('combobox', { name: 'Student' }).click();
    await page.getByRole('option', { name: /Dami Bello/ }).click();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('checkbox', { name: 'Ask the student to hand it in online' }).check();
    await form.getByRole('checkbox', { name: 'Online text' }).uncheck();
    await form.getByLabel('Files (at most)').fill('1');
    await form.getByLabel('Due').fill('2030-01-15T17:00');
    await form.getByRole('button', { name: 'Record assignment' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: title }).getByText('Not submitted')).toBeVisible();
  });

  const student = await signedIn(browser, server.url(), 'student');
  await test.step('the student submits a PDF, swaps it and submits again', async () => {
    const page = student.page;
    await page.goto(server.url('/accounts/assignments/home'));
    await page.getByRole('row').filter({ hasText: title }).getByRole('button', { name: 'Hand in' }).click();
    let dialog = await attach(page, title, 'shape.pdf');
    const handIn = dialog.getByRole('region', { name: 'Hand-in' });
    await expect(handIn.getByText('Not submitted', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(handIn.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit again' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove shape.pdf' }).click();
    dialog = await attach(page, title, 'shape-v2.pdf');
    const submitted = page.waitForResponse((r) => r.url().endsWith('/submission') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit again' }).click();
    expect((await submitted).ok()).toBe(true);
    await expect(handIn.getByRole('link', { name: 'shape-v2.pdf' })).toBeVisible();
  });

  await test.step('the tutor sees Submitted, opens the file beside the form and grades', async () => {
    const page = tutor.page;
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Submitted', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Grade ${title}` }).click();
    const grading = page.getByRole('dialog', { name: 'Update Grading' });
    const file = grading.getByRole('region', { name: 'Submission' }).getByRole('link', { name: 'shape-v2.pdf' });
    await expect(file).toBeVisible();
    const download = await page.request.get((await file.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect((await download.body()).toString()).toContain('shape-v2.pdf');
    await grading.getByRole('spinbutton', { name: 'Attained Points' }).fill('9');
    await grading.getByRole('textbox', { name: 'Remarks' }).fill('A lovely hexagon.');
    await grading.getByRole('button', { name: 'Update Grading' }).click();
    await expect(grading).toBeHidden();
    await expect(row.getByText('9 / 10')).toBeVisible();
  });

  await test.step('a second student handing in after the due date, on a 390 px phone, reads Late', async () => {
    const master = await signedIn(browser, server.url(), 'master');
    const options = await (await master.page.request.get('/api/accounts/assignments/options')).json();
    const programs = options.data.programs as { key: string; students: { key: string; email?: string }[] }[];
    const program = programs.find((p) => p.students.some((s) => s.email && s.email !== 'student@chalkline.local'))!;
    const other = program.students.find((s) => s.email && s.email !== 'student@chalkline.local')!;
    const day = 24 * 3_600_000;
    const late = 'Journey: late hand-in';
    const recorded = await master.page.request.post('/api/accounts/assignments/home', {
      data: {
        programKey: program.key,
        studentKey: other.key,
        title: late,
        assignedAt: new Date(Date.now() - 3 * day).toISOString(),
        total: 10,
        handIn: { text: false, maxFiles: 1, dueAt: new Date(Date.now() - day).toISOString(), cutOffAt: null },
      },
    });
    expect(recorded.status()).toBe(201);
    const context = await browser.newContext({ baseURL: server.url(), viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', {
      data: { email: other.email, password: 'Student#2026' },
    });
    expect(login.ok()).toBe(true);
    await page.goto(server.url('/accounts/assignments/home'));
    await page.getByRole('row').filter({ hasText: late }).getByRole('button', { name: 'Hand in' }).click();
    const dialog = await attach(page, late, 'late.pdf');
    // Everything of the hand-in fits the phone's width.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('region', { name: 'Hand-in' }).getByText('Late', { exact: true })).toBeVisible();
  });
});
