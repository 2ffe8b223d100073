/**
 * Admins managing people (ADR 0029): a master creates a student, opens the profile with the admin-only fields,
 * links a tutor; while the student sits in a classroom the master suspends them, and the student's classroom
 * ends and sign-in is refused.
 */
import { peopleTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { choose, signIn } from '../support/accounts';
import { accounts, joinFromLobby, type Person, signedIn } from '../support/classroom';
import { createStudent } from '../support/people';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const student = {
  first: 'Grace',
  last: 'Hopper',
  email: 'grace.hopper@example.test',
  password: 'Cobol#1959',
  phone: '+234 803 123 4567',
  gender: 'Female',
  state: 'Lagos',
  guardian: { names: 'Mary Hopper', email: 'mary.hopper@example.test', phone: '+234 803 765 4321' },
  ageRange: '10-12 years',
  grade: 'Grade 6',
  extra: { languageDetails: 'Also learning French', communication: 'Email the guardian' },
} as const;
const name = `${student.first} ${student.last}`;
const tileOf = (page: Page, who: string) => page.getByTestId('participant-tile').filter({ hasText: who });

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
      await createStudent(master, student);
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
      // The demo program has plans: its classroom opens once the first invoice is paid (issue 20, ADR 0042).
      const offers = (await (await learnerPage.request.get('/api/payments/plans')).json()).data.offers;
      const plan = offers.find((offer: { program: { key: string } }) => offer.program.key === key).plans[0];
      const subscribed = await learnerPage.request.post('/api/students/subscriptions', { data: { planKey: plan.key } });
      expect(subscribed.status()).toBe(201);
      const invoice = (await subscribed.json()).data.invoice.key as string;
      const paid = await master.request.post(server.url(`/api/admin/subscriptions/invoices/${invoice}/paid`));
      expect(paid.ok(), await paid.text()).toBe(true);
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
