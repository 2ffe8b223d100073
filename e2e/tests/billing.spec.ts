/**
 * Billing end to end with the manual provider (issue 20, ADR 0042): a master adds a plan to a program and creates
 * a 20% coupon; a new student subscribes with the coupon and is refused by the classroom until the master marks
 * the invoice paid, then knocks like any enrolled student; a manager without the billing groups sees the
 * permission-denied view on Subscribers and Coupons.
 */
import { classroomTexts, messages } from '@chalkline/contracts';
import { expect, test } from '@playwright/test';
import { signedIn, studentRegistration } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const newStudent = studentRegistration({
  lastName: 'Adebayo',
  email: 'kemi.adebayo@example.test',
  guardian: 'Tola Adebayo',
});
const program = 'Foundations of Mathematics';

test('a plan, a 20% coupon, a manual invoice marked paid, then the classroom; managers without billing are refused', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { context: masterContext, page: master } = await signedIn(browser, server.url(), 'master');
  const studentContext = await browser.newContext({ baseURL: server.url() });
  const student = await studentContext.newPage();
  try {
    await test.step('the master adds a plan on the program editor and creates a 20% coupon', async () => {
      await master.goto(server.url('/admin/programs'));
      await master.getByRole('button', { name: `Edit ${program}` }).click();
      const editor = master.getByRole('dialog', { name: 'Edit program' });
      await editor.getByRole('button', { name: 'Add plan' }).click();
      const planDialog = master.getByRole('dialog', { name: 'New plan' });
      await planDialog.getByRole('textbox', { name: 'Plan title' }).fill('Term pass');
      await planDialog.getByRole('textbox', { name: 'Price (USD)' }).fill('100');
      await expect(planDialog.getByText('$100.00')).toBeVisible();
      await planDialog.getByRole('button', { name: 'Add plan' }).click();
      await expect(planDialog).toHaveCount(0);
      await expect(editor.getByText('Term pass — $100.00')).toBeVisible();
      await editor.getByRole('button', { name: 'Cancel' }).click();

      await master.goto(server.url('/admin/coupons'));
      await master.getByRole('button', { name: 'New coupon' }).click();
      const couponDialog = master.getByRole('dialog', { name: 'New coupon' });
      await couponDialog.getByRole('textbox', { name: 'Code' }).fill('SPRING20');
      await couponDialog.getByRole('textbox', { name: 'Percent off' }).fill('20');
      await couponDialog.getByRole('button', { name: 'Create coupon' }).click();
      await expect(master.getByRole('table', { name: 'Coupons' }).getByText('SPRING20')).toBeVisible();
    });

    const programKey = await test.step('a new student subscribes with the coupon and gets an invoice', async () => {
      const registered = await student.request.post('/api/auth/register', { data: newStudent });
      expect(registered.ok(), await registered.text()).toBe(true);
      const listed = await (await student.request.get(`/api/programs?search=${encodeURIComponent(program)}`)).json();
      const key = listed.data.items[0].key as string;

      await student.goto('/accounts/subscriptions');
      await student.getByRole('radio', { name: 'Term pass — $100.00 monthly' }).check();
      await student.getByRole('textbox', { name: 'Coupon code' }).fill('SPRING20');
      await student.getByRole('button', { name: 'Apply' }).click();
      await expect(student.getByText('$20.00 off')).toBeVisible();
      await expect(student.getByText('To pay: $80.00')).toBeVisible();
      await student.getByRole('button', { name: 'Subscribe' }).click();
      const awaiting = student.getByRole('region', { name: 'Awaiting payment' });
      await expect(awaiting.getByText('$80.00', { exact: true })).toBeVisible();
      await expect(awaiting.getByText('$100.00 less $20.00 (SPRING20)')).toBeVisible();
      return key;
    });

    const classroom = `/meet/program?program=${programKey}`;
    await test.step('unpaid, the classroom refuses the student', async () => {
      await student.goto(classroom);
      await expect(student.getByText(classroomTexts.studentNotEnrolled)).toBeVisible();
      await expect(student.getByRole('button', { name: 'Join Classroom' })).toHaveCount(0);
    });

    await test.step('the master marks the invoice paid; the student can join the classroom', async () => {
      await master.goto(server.url('/admin/subscriptions?tab=invoices'));
      await master.getByRole('button', { name: "Mark Kemi Adebayo's invoice paid" }).click();
      await expect(master.getByText('Invoice marked paid')).toBeVisible();

      await student.goto('/accounts/subscriptions');
      const subscriptions = student.getByRole('region', { name: 'Subscriptions' });
      await expect(subscriptions.getByText('Active')).toBeVisible();
      await expect(subscriptions.getByText(/Classroom open/)).toBeVisible();

      await student.goto(classroom);
      await student.getByRole('button', { name: 'Join Classroom' }).click();
      await expect(student.getByRole('heading', { name: classroomTexts.waitingTitle })).toBeVisible();
    });

    await test.step('a manager without the billing groups gets the permission-denied view', async () => {
      const managerContext = await browser.newContext({ baseURL: server.url() });
      const manager = await managerContext.newPage();
      const login = await manager.request.post('/api/auth/login', {
        data: { email: 'manager@chalkline.local', password: 'Manager#2026' },
      });
      expect(login.ok()).toBe(true);
      for (const path of ['/admin/subscriptions', '/admin/coupons']) {
        await manager.goto(server.url(path));
        await expect(manager.getByText(messages.permissionDenied)).toBeVisible();
      }
      await managerContext.close();
    });
  } finally {
    await masterContext.close();
    await studentContext.close();
  }
});
