/**
 * Families (issue 33, ADR 0079), short: the master links a new guardian to the demo student from her admin page;
 * the guardian signs in and sees the child's next lesson and last grades, pays the open invoice (the manual provider:
 * the master confirms it), writes to the child's tutor, who reads it, and reads a lesson report; a guardian of another family
 * sees none of it and is refused the child's data; the guardian asks for an export of the child's data, the master
 * runs it and the guardian downloads the zip (ADR 0085). The rules (every guardian route, codes, consent, requests)
 * are server tests.
 */
import { type BrowserContext, expect, test } from '@playwright/test';
import { accounts, signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const guardianRegistration = (firstName: string, lastName: string) => ({
  role: 'GUARDIAN',
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}${Date.now()}@example.test`,
  phone: '+234 803 123 4567',
  gender: 'FEMALE',
  country: { label: 'Nigeria', value: 'NG' },
  state: { label: 'Lagos', value: 'LA' },
  password: 'Str0ng!Pass',
  confirmPassword: 'Str0ng!Pass',
});

test('an admin links a guardian, who sees the child’s lesson and grades, pays, writes to the tutor and reads a report; another family sees nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000); // a guard, not a speed limit: four people on a loaded two-core machine
  const { context: masterContext, page: master } = await signedIn(browser, server.url(), 'master');
  const guardianContext = await browser.newContext({ baseURL: server.url() });
  const strangerContext = await browser.newContext({ baseURL: server.url() });
  const guardian = await guardianContext.newPage();
  const stranger = await strangerContext.newPage();
  const others: BrowserContext[] = [];
  try {
    // Registering signs each guardian in.
    const registered = await guardian.request.post('/api/auth/register', {
      data: guardianRegistration('Yemisi', 'Bello'),
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const other = await stranger.request.post('/api/auth/register', { data: guardianRegistration('Funke', 'Obi') });
    expect(other.status()).toBe(201);
    const students = await (await master.request.get('/api/admin/students?search=Dami')).json();
    const studentKey = students.data.items.find((s: { email: string }) => s.email === 'student@chalkline.local')
      .key as string;

    await test.step('the master links the guardian on the student’s admin page', async () => {
      await master.goto(server.url(`/admin/students?student=${studentKey}`));
      const guardians = master.getByRole('region', { name: 'Guardians' });
      await guardians.getByRole('combobox', { name: 'Guardian account' }).fill('Yemisi');
      await master.getByRole('option', { name: /Yemisi Bello/ }).click();
      await guardians.getByRole('button', { name: 'Link guardian' }).click();
      await expect(guardians.getByText('Yemisi Bello')).toBeVisible();
    });

    await test.step('the guardian sees the child’s next lesson and an invoice', async () => {
      await guardian.goto('/accounts');
      await expect(guardian).toHaveURL(/\/accounts\/children/);
      await expect(guardian.getByRole('tab', { name: 'Dami Bello' })).toBeVisible();
      const lessons = guardian.getByRole('heading', { name: 'Next lessons' }).locator('..');
      await expect(lessons.getByText(/Foundations of Mathematics/).first()).toBeVisible();
      const billing = guardian.getByRole('list', { name: 'Subscriptions and invoices' });
      await expect(billing.getByText(/^Invoice · /).first()).toBeVisible();
    });

    await test.step('the guardian sees the child’s last grades, and pays the open invoice the school confirms', async () => {
      const results = guardian.getByRole('list', { name: 'Class assignments' });
      await expect(results.getByText(/^\d+ of \d+ points$/).first()).toBeVisible();
      const billing = guardian.getByRole('list', { name: 'Subscriptions and invoices' });
      await billing.getByRole('button', { name: 'Pay invoice' }).first().click();
      await expect(guardian.getByText(/The school will confirm your payment/)).toBeVisible();
      await master.goto(server.url('/admin/subscriptions?tab=invoices'));
      await master.getByRole('button', { name: "Mark Dami Bello's invoice paid" }).first().click();
      await expect(master.getByText('Invoice marked paid')).toBeVisible();
      // Paid, the invoice leaves the list and the subscription it was for is active.
      await guardian.reload();
      await expect(billing.getByRole('button', { name: 'Pay invoice' })).toHaveCount(0);
      await expect(billing.getByRole('listitem').filter({ hasText: 'Maths Olympiad Prep' })).toContainText(
        'Subscription · Active',
      );
    });

    await test.step('the guardian writes to the child’s tutor, who reads it', async () => {
      const tutor = await signedIn(browser, server.url(), 'tutor');
      others.push(tutor.context);
      await guardian.goto('/accounts/chat');
      await guardian.getByTestId('chat-contact').filter({ hasText: accounts.tutor.name }).click();
      const composer = guardian.getByTestId('chat-composer').getByRole('textbox', { name: 'Message' });
      await composer.click();
      await guardian.keyboard.type('Hello, how is Dami getting on with fractions?');
      await guardian.keyboard.press('Enter');
      await tutor.page.goto(server.url('/accounts/chat'));
      await tutor.page.getByTestId('chat-contact').filter({ hasText: 'Yemisi Bello' }).click();
      await expect(
        tutor.page.getByTestId('conversation').getByText('Hello, how is Dami getting on with fractions?'),
      ).toBeVisible();
    });

    await test.step('the guardian reads the child’s lesson report, through their own routes', async () => {
      await guardian.goto('/accounts/children');
      const reports = guardian.getByRole('region', { name: 'Lesson reports' });
      await reports
        .getByRole('button', { name: /^Read the report of / })
        .first()
        .click();
      const report = guardian.getByRole('dialog', { name: 'Lesson report' });
      await expect(report.getByText(/You found equivalent fractions quickly/)).toBeVisible();
      await report.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('the guardian asks for an export, the master runs it, the guardian downloads the zip', async () => {
      await guardian.goto('/accounts/data-requests');
      await guardian.getByRole('button', { name: 'Send request' }).click();
      const mine = guardian.getByRole('list', { name: 'Your requests' });
      await expect(mine.getByText('Pending')).toBeVisible();
      await master.goto(server.url('/admin/data-requests'));
      const row = master.getByRole('row').filter({ hasText: 'Export of data: Dami Bello' });
      await row.getByRole('button', { name: 'Run export' }).click();
      await master.getByRole('dialog').getByRole('button', { name: 'Export' }).click();
      await expect(master.getByText('Export ready: the guardian can download it from their site')).toBeVisible();
      await guardian.reload();
      const download = guardian.waitForEvent('download');
      await mine.getByRole('button', { name: 'Download the export' }).click();
      expect((await download).suggestedFilename()).toMatch(/^chalkline-data-.+\.zip$/);
    });

    await test.step('a guardian of another family sees none of it', async () => {
      await stranger.goto('/accounts/children');
      await expect(stranger.getByText('No child is linked to your account yet.', { exact: false })).toBeVisible();
      await expect(stranger.getByText('Dami Bello')).toHaveCount(0);
      for (const part of ['schedules', 'subscriptions', 'performance', 'lesson-reports'])
        expect((await stranger.request.get(`/api/accounts/children/${studentKey}/${part}`)).status()).toBe(403);
    });
  } finally {
    await Promise.all([masterContext, guardianContext, strangerContext, ...others].map((context) => context.close()));
  }
});
