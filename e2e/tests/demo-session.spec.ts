/** A demo lesson (docs/decisions/0012): a guest joins through the demo link, the tutor hosts and ends it. */
import { classroomTexts, demoSessionTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { accounts, type Person, signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const tileOf = (page: Page, name: string) => page.getByTestId('participant-tile').filter({ hasText: name });

/** The admin books a demo for the seeded tutor through the API and answers its link. */
async function bookDemo(admin: Page, guestName: string): Promise<string> {
  const tutors = await admin.request.get('/api/tutors?limit=100');
  const tutor = (await tutors.json()).data.items.find((t: { email: string }) => t.email === accounts.tutor.email);
  const booked = await admin.request.post('/api/meet/demo-sessions', {
    data: { guestName, time: new Date(Date.now() + 10 * 60 * 1000).toISOString(), tutorKey: tutor.key },
  });
  expect(booked.status()).toBe(201);
  return (await booked.json()).data.demo.link as string;
}

test('a guest joins a demo lesson through its link; the tutor starts it, lets them in and ends it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin: Person = await signedIn(browser, server.url(), 'master');
  const tutor: Person = await signedIn(browser, server.url(), 'tutor');
  const guestContext = await browser.newContext({ baseURL: server.url() });
  const guest = await guestContext.newPage();
  try {
    const link = await bookDemo(admin.page, 'Kola Ade');

    await test.step('the tutor opens the demo link and begins the lesson', async () => {
      await tutor.page.goto(link);
      await expect(tutor.page.getByRole('heading', { level: 1, name: 'Demo Class' })).toBeVisible();
      await expect(tutor.page.getByRole('switch', { name: 'Join anonymously' })).toHaveCount(0);
      const started = tutor.page.waitForResponse((r) => r.url().endsWith('/api/meet/start-demo-session'));
      await tutor.page.getByRole('button', { name: 'Join Classroom' }).click();
      expect((await started).status()).toBe(200);
      await expect(tutor.page.getByRole('button', { name: 'Leave Meeting' })).toBeVisible();
    });

    await test.step('the guest, signed out, joins under the booked name and is let in', async () => {
      await guest.goto(link);
      await expect(guest.getByRole('heading', { name: 'Welcome Guest' })).toBeVisible();
      await expect(guest.getByRole('textbox', { name: 'Your name' })).toHaveValue('Kola Ade');
      await guest.getByRole('button', { name: 'Join Classroom' }).click();
      await expect(guest.getByRole('heading', { name: classroomTexts.waitingTitle })).toBeVisible();

      const request = tutor.page.getByRole('group', { name: 'Kola Ade wants to join' });
      await request.getByRole('button', { name: 'Admit' }).click();
      await expect(tileOf(guest, 'Chidi Eze')).toBeVisible();
      await expect(tileOf(tutor.page, 'Kola Ade')).toBeVisible();
    });

    await test.step('the tutor, the last host, leaves: the demo is completed and its link no longer opens', async () => {
      const completed = tutor.page.waitForResponse((r) => r.url().endsWith('/api/meet/complete-demo-session'));
      await tutor.page.getByRole('button', { name: 'Leave Meeting' }).click();
      await tutor.page.getByRole('button', { name: 'Leave', exact: true }).click();
      expect((await completed).status()).toBe(200);
      await expect(tutor.page).toHaveURL(/\/meet\/demo\/rating\?session=[0-9a-f-]{36}&meeting=demo$/);

      await guest.goto(link);
      await expect(guest.getByRole('heading', { name: 'This demo lesson has ended' })).toBeVisible();
      await expect(guest.getByText(demoSessionTexts.ended)).toBeVisible();
      await expect(guest.getByRole('button', { name: 'Join Classroom' })).toHaveCount(0);
    });

    await test.step('a made-up or incomplete demo link says so', async () => {
      await guest.goto('/meet/demo?session=00000000-0000-4000-8000-000000000000');
      await expect(guest.getByText(demoSessionTexts.notFound)).toBeVisible();
      await guest.goto('/meet/demo');
      await expect(guest.getByText(demoSessionTexts.missing)).toBeVisible();
    });
  } finally {
    await admin.context.close();
    await tutor.context.close();
    await guestContext.close();
  }
});
