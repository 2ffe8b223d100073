/**
 * The public site's forms and carousel (issue 19, ADR 0041): a visitor books a demo on a free slot, which then
 * shows as taken, and the admin sees the booking; a contact form and a career application with a PDF arrive in
 * the admin inboxes; the testimonial carousel shows 1, 2 and 3 slides at 390, 1000 and 1440 px.
 */
import { formTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/accounts';
import { accounts } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** How many slides the carousel's viewport holds at the page's width. */
async function slidesInView(page: Page): Promise<number> {
  const carousel = page.getByTestId('testimonial-carousel').first();
  await expect(carousel).toBeVisible();
  const viewport = await carousel.getByTestId('testimonial-viewport').boundingBox();
  const slide = await carousel.getByTestId('testimonial-slide').first().boundingBox();
  return Math.round((viewport!.width * 100) / slide!.width) / 100;
}

test('a visitor books a demo, writes, applies with a CV; the admin sees all three; the carousel fits the width', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visitor = await visitorContext.newPage();
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();

  const slot = await test.step('the visitor books a free demo slot, which then shows as taken', async () => {
    await visitor.goto(server.url('/tutors/book-a-demo'));
    const calendar = visitor.getByRole('group', { name: 'Choose a date' });
    // Past days are disabled; the first enabled day has free times.
    await calendar.locator('button[data-day]:not([disabled])').first().click();
    const free = visitor.getByRole('group', { name: 'Times' }).locator('button[data-slot]:not([disabled])').first();
    const time = (await free.getAttribute('data-slot'))!;
    await free.click();
    const form = visitor.getByRole('form', { name: 'Book a demo' });
    await form.getByLabel('Your names').fill('Kemi Ade');
    await form.getByLabel('Email address').fill('kemi.ade@example.test');
    await form.getByLabel("Learner's name").fill('Tobi Ade');
    await form.getByRole('button', { name: 'Book my demo' }).click();
    await expect(visitor.getByText(formTexts.demoBooked)).toBeVisible();
    const taken = visitor.locator(`button[data-slot="${time}"]`);
    await expect(taken).toBeDisabled();
    await expect(taken).toContainText('Taken');
    return time;
  });

  await test.step('the visitor sends the contact form', async () => {
    await visitor.goto(server.url('/contact'));
    const form = visitor.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Your names').fill('Ada Obi');
    await form.getByLabel('Email address').fill('ada.obi@example.test');
    await form.getByLabel('Subject').fill('Weekend algebra lessons');
    await form.getByLabel('Message').fill('Do you teach algebra on Saturdays?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(visitor.getByText(formTexts.contactSent)).toBeVisible();
  });

  await test.step('the visitor applies for a job with a PDF CV', async () => {
    await visitor.goto(server.url('/careers'));
    const form = visitor.getByRole('form', { name: 'Career application' });
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email address').fill('grace.hopper@example.test');
    await form.getByLabel('Role you are applying for').fill('Mathematics tutor');
    await form.locator('input[type="file"][name="cv"]').setInputFiles({
      name: 'grace-hopper-cv.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(visitor.getByText(formTexts.careerSent)).toBeVisible();
  });

  await test.step('the admin finds the booking, the message and the application in the inboxes', async () => {
    await signIn(admin, server.url, accounts.master.email, accounts.master.password);
    await admin.goto(server.url('/admin/forms/demo'));
    const bookings = admin.getByRole('table', { name: 'Demo Booking' });
    const row = bookings.getByRole('row').filter({ hasText: 'Tobi Ade' });
    await expect(row).toContainText('kemi.ade@example.test');
    await expect(row.getByRole('link', { name: 'Open demo' })).toHaveAttribute('href', /\/meet\/demo\?session=/);
    const shown = new Date(slot).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    await expect(row).toContainText(shown.split(',')[0]!);

    await admin.goto(server.url('/admin/forms/contact'));
    await expect(admin.getByRole('table', { name: 'Contact Forms' })).toContainText('Weekend algebra lessons');

    await admin.goto(server.url('/admin/forms/careers'));
    const application = admin.getByRole('row').filter({ hasText: 'Grace Hopper' });
    await expect(application).toContainText('Mathematics tutor');
    await application.getByRole('button', { name: /^Mark handled: / }).click();
    await expect(application).toContainText('Handled');
    const cv = application.getByRole('link', { name: 'grace-hopper-cv.pdf' });
    const response = await admin.request.get(server.url((await cv.getAttribute('href'))!));
    expect(response.headers()['content-type']).toBe('application/pdf');
  });

  await test.step('the testimonial carousel shows 1, 2 and 3 slides at 390, 1000 and 1440 px', async () => {
    for (const [width, slides] of [
      [390, 1],
      [1000, 2],
      [1440, 3],
    ] as const) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(server.url('/about'));
      expect(await slidesInView(visitor)).toBeCloseTo(slides, 1);
    }
  });

  await visitorContext.close();
  await adminContext.close();
});
