import { type Browser, expect, type Page, test } from '@playwright/test';
import { useServer } from '../support/server';

const server = useServer();

const accounts = {
  admin: { email: 'master@chalkline.local', password: 'Master#2026' },
  tutor: { email: 'tutor@chalkline.local', password: 'Tutor#2026' },
  student: { email: 'student@chalkline.local', password: 'Student#2026' },
};
const deleteConfirm = 'Are you sure you want top delete this schedule? This action cannot be undone!';

/** A page in its own browser context, signed in through the API (the cookie is shared with the page). */
async function signedIn(browser: Browser, who: keyof typeof accounts): Promise<Page> {
  const context = await browser.newContext();
  const answer = await context.request.post(server.url('/api/auth/login'), { data: accounts[who] });
  expect(answer.ok()).toBe(true);
  return context.newPage();
}

/** Opens a MUI select by its label and clicks the option; `multiple` selects stay open until Escape. */
async function choose(page: Page, label: string, option: string | RegExp, multiple = false) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  if (multiple) await page.keyboard.press('Escape');
}

test('a tutor’s Programs page lists what they teach, and a phone reaches every schedule action', async ({
  browser,
}) => {
  const tutor = await signedIn(browser, 'tutor');
  // A tutor has no enrolments of their own: an empty list, not "Please choose a student".
  const own = await tutor.request.get(server.url('/api/accounts/program-enrollments'));
  expect(own.status()).toBe(200);
  expect((await own.json()).data.enrollments).toEqual([]);
  await tutor.goto(server.url('/accounts/programs'));
  const taught = tutor.getByRole('article', { name: 'Foundations of Mathematics' });
  await expect(taught).toContainText('Students (1)');
  await expect(taught).toContainText('Dami Bello');
  await expect(taught.getByRole('link', { name: /^Next lesson: / })).toBeVisible();
  await expect(tutor.getByRole('button', { name: 'Enrol' })).toHaveCount(0);
  await expect(tutor.getByText('Please choose a student')).toHaveCount(0);

  // At 390 px the schedules list stacks its rows: the Delete action is on screen, no sideways scrolling.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  expect((await phone.request.post(server.url('/api/auth/login'), { data: accounts.admin })).ok()).toBe(true);
  const admin = await phone.newPage();
  await admin.goto(server.url('/admin/schedules'));
  // The demo data also has the student's past lessons (ADR 0037): any row's action must fit.
  const remove = admin.getByRole('button', { name: 'Delete Foundations of Mathematics with Dami Bello' }).first();
  await expect(remove).toBeVisible();
  const box = await remove.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
});

test('an admin sets up a program and a lesson that the student and tutor can join', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const categoryTitle = `Robotics ${stamp}`;
  const programTitle = `Little Robots ${stamp}`;
  const admin = await signedIn(browser, 'admin');

  // The category and the program, taught by the seeded tutor.
  await admin.goto(server.url('/admin/programs/categories'));
  await admin.getByRole('button', { name: 'New category' }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(categoryTitle);
  await admin.getByRole('button', { name: 'Create category' }).click();
  await expect(admin.getByRole('table', { name: 'Program categories' })).toContainText(categoryTitle);

  await admin.goto(server.url('/admin/programs'));
  await admin.getByRole('button', { name: 'New program' }).click();
  await admin.getByRole('textbox', { name: 'Title' }).fill(programTitle);
  await admin.getByRole('textbox', { name: 'Summary' }).fill('Build and code a tiny robot.');
  await choose(admin, 'Category', categoryTitle);
  await choose(admin, 'Tutors', 'Chidi Eze', true);
  await admin.getByRole('button', { name: 'Create program' }).click();
  await expect(admin.getByRole('table', { name: 'Programs' })).toContainText(programTitle);

  // The student enrols in it (API), as the server only schedules enrolled students.
  const student = await signedIn(browser, 'student');
  const found = await student.request.get(server.url(`/api/programs?search=${encodeURIComponent(programTitle)}`));
  const programKey = (await found.json()).data.items[0].key as string;
  const enrolled = await student.request.post(server.url('/api/students/enroll-additional'), { data: { programKey } });
  expect(enrolled.ok()).toBe(true);

  // The seeded lesson is unmarked: the admin deletes it after the spec's confirmation; the page reloads.
  await admin.goto(server.url('/admin/schedules'));
  // The upcoming one (the past lessons the demo data also has offer no Join).
  const seeded = admin
    .getByRole('row')
    .filter({ hasText: 'Join' })
    .getByRole('button', { name: 'Delete Foundations of Mathematics with Dami Bello' });
  await seeded.click();
  await expect(admin.getByRole('dialog')).toContainText(deleteConfirm);
  await Promise.all([
    admin.waitForEvent('load'),
    admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click(),
  ]);
  await expect(seeded).toHaveCount(0);

  // A new lesson tomorrow, 10:00–11:00, through the calendar and the time lists.
  await admin.getByRole('button', { name: 'New schedule' }).click();
  await choose(admin, 'Program', programTitle);
  await choose(admin, 'Student', /Dami Bello/);
  await choose(admin, 'Tutors', 'Chidi Eze', true);
  const now = new Date();
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  if (tomorrow.getMonth() !== now.getMonth()) await admin.getByRole('button', { name: 'Next month' }).click();
  const dayLabel = tomorrow.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  await admin.getByRole('button', { name: dayLabel, exact: true }).click();
  await admin.getByRole('group', { name: 'Start time' }).getByRole('button', { name: '10:00 AM', exact: true }).click();
  await admin.getByRole('group', { name: 'End time' }).getByRole('button', { name: '11:00 AM', exact: true }).click();
  await admin.getByRole('button', { name: 'Create schedule' }).click();
  const grid = admin.getByRole('table', { name: 'Schedules' });
  await expect(grid.getByRole('row').filter({ hasText: programTitle })).toContainText('student@chalkline.local');
  await expect(grid.getByRole('row').filter({ hasText: programTitle })).toContainText('Pending');

  // The student's dashboard shows it with a working classroom link.
  await student.goto(server.url('/accounts'));
  await expect(student.getByRole('heading', { name: 'Welcome back, Dami B.' })).toBeVisible();
  const upcoming = student.getByRole('article', { name: `Upcoming class: ${programTitle}` });
  await expect(upcoming).toContainText('Chidi Eze');
  await upcoming.getByRole('link', { name: `Join ${programTitle}` }).click();
  await expect(student).toHaveURL(/\/meet\/[a-z-]+\?schedule=[0-9a-f-]+&program=[0-9a-f-]+$/);
  // The lobby names the classroom in its page heading (the dashboard's cards use the same title in h3s).
  await expect(student.getByRole('heading', { level: 1, name: programTitle })).toBeVisible();

  // The tutor sees it on their dashboard (/admin) too.
  const tutor = await signedIn(browser, 'tutor');
  await tutor.goto(server.url('/admin'));
  const tutorCard = tutor.getByRole('article', { name: `Upcoming class: ${programTitle}` });
  await expect(tutorCard).toContainText('Dami Bello');
  await expect(tutorCard.getByRole('link', { name: `Join ${programTitle}` })).toHaveAttribute('href', /\/meet\//);
});

test('an admin switches a student’s enrolment off and on, and removes a tutor link after confirming', async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  const tutor = await signedIn(browser, 'tutor');
  const student = await signedIn(browser, 'student');
  const myStudents = async () =>
    (await (await tutor.request.get(server.url('/api/accounts/students'))).json()).data.items.map(
      (s: { firstName: string }) => s.firstName,
    );
  expect(await myStudents()).toContain('Dami');

  await admin.goto(server.url('/admin/students'));
  await admin.getByRole('table', { name: 'Students' }).getByRole('button', { name: 'Dami Bello', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Dami Bello' });
  const enrolment = dialog.getByRole('switch', { name: 'Active enrolment in Foundations of Mathematics' });
  await expect(enrolment).toBeChecked();
  await enrolment.click();
  await expect(enrolment).not.toBeChecked();
  const enrolments = async () =>
    (await (await student.request.get(server.url('/api/accounts/program-enrollments'))).json()).data.enrollments;
  const seeded = (list: { active: boolean; program: { title: string } }[]) =>
    list.find((e) => e.program.title === 'Foundations of Mathematics');
  expect(seeded(await enrolments())?.active).toBe(false);
  await enrolment.click();
  await expect(enrolment).toBeChecked();
  expect(seeded(await enrolments())?.active).toBe(true);

  await dialog.getByRole('button', { name: 'Remove Chidi Eze from Foundations of Mathematics' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Remove this tutor?' });
  await expect(confirm).toContainText('Chidi Eze will no longer teach Dami Bello Foundations of Mathematics');
  await confirm.getByRole('button', { name: 'Remove tutor' }).click();
  await expect(dialog.getByText('No tutor is linked yet.')).toBeVisible();
  expect(await myStudents()).not.toContain('Dami');
});
