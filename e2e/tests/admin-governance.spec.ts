/**
 * Admin governance (issue 16; ADRs 0026, 0028): a master creates a manager who holds only the "Manage students"
 * group; the manager creates a student and opens the admin-only profile, but gets the permission-denied view on
 * Coupons and Activity Logs and 403 from restricted APIs; the master reads both actions in the activity log,
 * filtered by that manager. (Suspending a student in class: admin-people.spec.ts.)
 */
import { messages } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { accounts } from '../support/classroom';
import { createStudent } from '../support/people';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const manager = { first: 'Bola', last: 'Adeyemi', email: 'bola.adeyemi@example.test', password: 'Ledger#2026x' };
const student = {
  first: 'Tunde',
  last: 'Bakare',
  email: 'tunde.bakare@example.test',
  password: 'Abacus#2026x',
  phone: '+234 803 555 0101',
  gender: 'Male',
  state: 'Oyo',
  guardian: { names: 'Kemi Bakare', email: 'kemi.bakare@example.test', phone: '+234 803 555 0102' },
  ageRange: '8-10 years',
  grade: 'Grade 4',
} as const;
const managerName = `${manager.first} ${manager.last}`;
const studentName = `${student.first} ${student.last}`;

async function createManager(page: Page) {
  await page.getByRole('button', { name: 'Create admin' }).click();
  const form = page.getByRole('form', { name: 'Create admin' });
  await expect(form.getByRole('combobox', { name: 'Role' })).toHaveText('Manager admin');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(manager.first);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(manager.last);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(manager.email);
  await form.getByLabel('Starting password', { exact: true }).fill(manager.password);
  const students = form.getByRole('group', { name: 'Manage students' });
  // Ticking an action gives its page too (the group editor).
  await students.getByRole('checkbox', { name: 'Create students' }).check();
  await expect(students.getByRole('checkbox', { name: 'Manage students' })).toBeChecked();
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await form.getByRole('button', { name: 'Create admin' }).click();
  await expect(form).toHaveCount(0);
}

test('a manager with only the students group creates a student, is refused restricted pages; the master reads the log', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const masterContext = await browser.newContext();
  const managerContext = await browser.newContext({ baseURL: server.url() });
  const master = await masterContext.newPage();
  const page = await managerContext.newPage();
  try {
    await test.step('the master creates a manager holding only "Manage students"', async () => {
      await signIn(master, server.url, accounts.master.email, accounts.master.password);
      await master.goto(server.url('/admin/admins'));
      await createManager(master);
      const row = master.getByRole('table', { name: 'Admins' }).getByRole('row').filter({ hasText: manager.email });
      await expect(row.getByText('Manage students', { exact: true })).toBeVisible();
    });

    await test.step('the manager creates a student and opens the admin-only profile', async () => {
      await signIn(page, server.url, manager.email, manager.password);
      await page.goto(server.url('/admin/students'));
      await createStudent(page, student);
      await page
        .getByRole('table', { name: 'Students' })
        .getByRole('button', { name: studentName, exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]student=/);
      const profile = page.getByRole('dialog', { name: studentName });
      const basic = profile.getByRole('region', { name: 'Basic info' });
      for (const label of ['Student ID', 'Sign-up method', 'Suspended'])
        await expect(basic.getByText(label, { exact: true })).toBeVisible();
      await expect(basic.getByText(student.email)).toBeVisible();
      await expect(basic.getByText(/^[a-z]{3}-[a-z]{4}-[a-z]{3}$/)).toBeVisible();
      await expect(profile.getByRole('region', { name: 'Guardian info' }).getByText('Kemi Bakare')).toBeVisible();
      // Its tutors read with "Manage students" alone; linking them needs "Manage tutors", so no button for it.
      const programs = profile.getByRole('region', { name: 'Programs and tutors' });
      await expect(programs.getByText('No tutor is linked yet.')).toBeVisible();
      await expect(programs.getByRole('alert')).toHaveCount(0);
      await expect(programs.getByRole('button', { name: 'Link tutor' })).toHaveCount(0);
      await profile.getByRole('button', { name: 'Close' }).click();
    });

    await test.step('Coupons and Activity Logs show the permission-denied view; their APIs answer 403', async () => {
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      await expect(sidebar.getByRole('link', { name: 'Students' })).toBeVisible();
      for (const [path, title] of [
        ['/admin/coupons', 'Coupons'],
        ['/admin/logs', 'Activity Logs'],
      ] as const) {
        await page.goto(server.url(path));
        await expect(page.getByText(messages.permissionDenied)).toBeVisible();
        await expect(page.getByText('You do not have permisions to view this route.')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
        await expect(sidebar.getByRole('link', { name: title })).toHaveCount(0);
      }
      for (const path of ['/api/admin/logs', '/api/admin/logs/actors', '/api/admin/admins'])
        expect((await page.request.get(path)).status(), path).toBe(403);
      const grant = await page.request.patch('/api/admin/admins/00000000-0000-4000-8000-000000000000', {
        data: { permissions: ['coupons.access'] },
      });
      expect(grant.status()).toBe(403);
    });

    await test.step('the master filters the activity log by the manager and sees both actions', async () => {
      await master.goto(server.url('/admin/logs'));
      const log = master.getByRole('table', { name: 'Activity log' });
      await expect(log.getByText(`${accounts.master.name} created the admin ${managerName}`)).toBeVisible();
      await expect(log.getByText(`${managerName} created the student ${studentName}`)).toBeVisible();
      await master.getByRole('combobox', { name: 'Admin' }).click();
      await master.getByRole('option', { name: new RegExp(`^${managerName}`) }).click();
      await expect(master).toHaveURL(/[?&]actor=/);
      await expect(log.getByText(`${managerName} created the student ${studentName}`)).toBeVisible();
      await expect(log.getByText(`${accounts.master.name} created the admin ${managerName}`)).toHaveCount(0);
      await expect(log.getByRole('row')).toHaveCount(2);
    });
  } finally {
    await masterContext.close();
    await managerContext.close();
  }
});
