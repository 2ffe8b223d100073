/**
 * Admins managing people (ADR 0029): a master creates a student, opens the profile with the admin-only fields,
 * links a tutor; while the student sits in a classroom the master suspends them, and the student's classroom
 * ends and sign-in is refused.
 */
import { peopleTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { choose, pick, signIn } from '../support/accounts';
import { accounts, joinFromLobby, type Person, signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const student = { first: 'Grace', last: 'Hopper', email: 'grace.hopper@example.test', password: 'Cobol#1959' };
const name = `${student.first} ${student.last}`;
const tileOf = (page: Page, who: string) => page.getByTestId('participant-tile').filter({ hasText: who });

async function createStudent(page: Page) {
  await page.getByRole('button', { name: 'Add student' }).click();
  const form = page.getByRole('form', { name: 'Create student' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(student.first);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(student.last);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(student.email);
  await form.getByRole('textbox', { name: 'Phone number', exact: true }).fill('+234 803 123 4567');
  await choose(page, 'Gender', 'Female');
  await pick(page, 'Country', 'Nigeria');
  await pick(page, 'State', 'Lagos');
  await form.getByRole('textbox', { name: "Guardian's full names", exact: true }).fill('Mary Hopper');
  await choose(page, 'Relationship to the student', 'Mother');
  await form.getByRole('textbox', { name: "Guardian's email", exact: true }).fill('mary.hopper@example.test');
  await form.getByRole('textbox', { name: "Guardian's phone number", exact: true }).fill('+234 803 765 4321');
  await choose(page, 'Age range', '10-12 years');
  await choose(page, 'Class', 'Grade 6');
  await form.getByRole('textbox', { name: 'Language details', exact: true }).fill('Also learning French');
  await form.getByRole('textbox', { name: 'Communication preference', exact: true }).fill('Email the guardian');
  await form.getByLabel('First password', { exact: true }).fill(student.password);
  await form.getByRole('button', { name: 'Create student' }).click();
  await expect(form).toHaveCount(0);
}

test('a master creates a student, sees the admin-only profile, suspends them in class; sign-in is refused', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const masterContext = await browser.newContext();
  const master = await masterContext.newPage();
  let learner: Person | null = null;
  let tutor: Person | null = null;
  try {
    await test.step('the master creates a student from the Students page', async () => {
      await signIn(master, server.url, accounts.master.email, accounts.master.password);
      await master.goto(server.url('/admin/students'));
      await createStudent(master);
      await expect(
        master.getByRole('table', { name: 'Students' }).getByRole('button', { name, exact: true }),
      ).toBeVisible();
    });

    const learnerContext = await browser.newContext({ baseURL: server.url() });
    const learnerPage = await learnerContext.newPage();
    learner = { context: learnerContext, page: learnerPage };
    const programKey = await test.step('the student signs in with the first password and enrols', async () => {
      const login = await learnerPage.request.post('/api/auth/login', {
        data: { email: student.email, password: student.password },
      });
      expect(login.ok()).toBe(true);
      const programs = await (await learnerPage.request.get('/api/programs')).json();
      const key = programs.data.items[0].key as string;
      const enrolled = await learnerPage.request.post('/api/students/onboarding', { data: { programKeys: [key] } });
      expect(enrolled.ok()).toBe(true);
      return key;
    });

    const meetingId = await test.step('the profile shows the admin-only fields; the master links a tutor', async () => {
      await master.reload();
      await master.getByRole('table', { name: 'Students' }).getByRole('button', { name, exact: true }).click();
      const profile = master.getByRole('dialog', { name });
      const basic = profile.getByRole('region', { name: 'Basic info' });
      for (const label of ['Student ID', 'Email', 'Phone', 'Sign-up method', 'Suspended', 'Joined'])
        await expect(basic.getByText(label, { exact: true })).toBeVisible();
      await expect(basic.getByText(student.email)).toBeVisible();
      await expect(profile.getByRole('region', { name: 'Guardian info' }).getByText('Mary Hopper')).toBeVisible();
      await expect(profile.getByText('Also learning French')).toBeVisible();
      await expect(profile.getByText('Email the guardian')).toBeVisible();
      await expect(
        profile.getByRole('switch', { name: 'Active enrolment in Foundations of Mathematics' }),
      ).toBeChecked();

      await profile.getByRole('button', { name: 'Link tutor' }).click();
      await choose(master, 'Program', 'Foundations of Mathematics');
      await choose(master, 'Tutor', accounts.tutor.name);
      await master
        .getByRole('dialog', { name: `Link a tutor to ${name}` })
        .getByRole('button', { name: 'Link tutor' })
        .click();
      await expect(profile.getByRole('list', { name: 'Tutors' }).getByText(accounts.tutor.name)).toBeVisible();
      const id = await basic.getByText(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/).textContent();
      await profile.getByRole('button', { name: 'Close' }).click();
      return id as string;
    });

    await test.step('the student sits in their classroom with the tutor', async () => {
      tutor = await signedIn(browser, server.url(), 'tutor');
      const link = `/meet/${meetingId}?program=${programKey}`;
      await joinFromLobby(tutor.page, link);
      await joinFromLobby(learnerPage, link);
      const request = tutor.page.getByRole('group', { name: `${name} wants to join` });
      await request.getByRole('button', { name: 'Admit' }).click();
      await expect(tileOf(learnerPage, accounts.tutor.name)).toBeVisible();
      await expect(tileOf(tutor.page, name)).toBeVisible();
    });

    await test.step('the master suspends the student: their classroom ends at once and the tutor sees them go', async () => {
      await master.getByRole('button', { name: `Actions for ${name}` }).click();
      await master.getByRole('menuitem', { name: 'Suspend' }).click();
      const confirm = master.getByRole('dialog', { name: `Suspend ${name}?` });
      await confirm.getByRole('button', { name: 'Suspend' }).click();
      await expect(master.getByRole('table', { name: 'Students' }).getByText('Suspended')).toBeVisible();
      await expect(learnerPage.getByText(peopleTexts.endedBySuspension)).toBeVisible({ timeout: 5000 });
      await expect(tileOf(learnerPage, accounts.tutor.name)).toHaveCount(0);
      await expect(tileOf(tutor!.page, name)).toHaveCount(0, { timeout: 5000 });
    });

    await test.step('signing in again is refused with the message', async () => {
      await learnerPage.goto(server.url('/login'));
      await learnerPage.getByRole('textbox', { name: 'Email' }).fill(student.email);
      await learnerPage.getByLabel('Password', { exact: true }).fill(student.password);
      await learnerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(learnerPage.getByText(peopleTexts.suspendedSignIn)).toBeVisible();
      await expect(learnerPage).toHaveURL(/\/login/);
    });
  } finally {
    await masterContext.close();
    await learner?.context.close();
    await (tutor as Person | null)?.context.close();
  }
});
