/**
 * Polls in the live classroom (issue 34, ADR 0073): a tutor asks a poll in a program's classroom, two students answer
 * it on their cards, the tutor sees both arrive and shows the results, and the CSV has both answers.
 */
import { expect, test } from '@playwright/test';
import { joinFromLobby, type Person, signedIn } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

test('a poll asked, answered by two students, results shown; the CSV has both answers', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const people: Person[] = [];
  try {
    const dami = await signedIn(browser, server.url(), 'student');
    people.push(dami);
    // Dami is on a phone: the card must fit 390 px.
    await dami.page.setViewportSize({ width: 390, height: 844 });
    // Kemi joins as a guest by name: the tutor turns guest mode on for the program's classroom.
    const kemiContext = await browser.newContext({ baseURL: server.url() });
    const kemi = { context: kemiContext, page: await kemiContext.newPage() };
    people.push(kemi);
    const rooms = await dami.page.request.get('/api/chat/program-rooms');
    const programKey = (await rooms.json()).data.rooms[0].program.key as string;
    const tutor = await signedIn(browser, server.url(), 'tutor');
    people.push(tutor);
    const link = `/meet/program?program=${programKey}`;
    const guests = await tutor.page.request.put('/api/meet/settings', {
      data: { meetingId: 'program', config: { programId: programKey }, guestMode: true },
    });
    expect(guests.ok()).toBe(true);

    await test.step('the tutor opens the program’s classroom and admits both students', async () => {
      await joinFromLobby(tutor.page, link);
      for (const [student, name] of [
        [dami, 'Dami Bello'],
        [kemi, 'Kemi Ade'],
      ] as const) {
        if (student === kemi) {
          await kemi.page.goto(link);
          await kemi.page.getByRole('textbox', { name: 'Your name' }).fill(name);
          await kemi.page.getByRole('button', { name: 'Join Classroom' }).click();
        } else await joinFromLobby(student.page, link);
        const request = tutor.page.getByRole('group', { name: `${name} wants to join` });
        await request.getByRole('button', { name: 'Admit' }).click();
        await expect(student.page.getByRole('main', { name: 'Classroom' })).toBeVisible();
      }
    });

    const dialog = tutor.page.getByRole('dialog', { name: 'Polls' });
    await test.step('the tutor asks a poll from the More tab', async () => {
      await tutor.page.getByRole('tab', { name: 'More' }).click();
      await tutor.page.getByRole('button', { name: 'Open polls' }).click();
      await dialog.getByRole('textbox', { name: 'Question' }).fill('Is 7 a prime number?');
      await dialog.getByRole('textbox', { name: 'Answer 1' }).fill('Yes');
      await dialog.getByRole('textbox', { name: 'Answer 2' }).fill('No');
      await dialog.getByRole('button', { name: 'Ask now' }).click();
      await expect(dialog.getByRole('listitem', { name: 'Is 7 a prime number?' }).getByText('Open')).toBeVisible();
    });

    await test.step('both students answer on their cards', async () => {
      for (const [student, answer] of [
        [dami, 'Yes'],
        [kemi, 'No'],
      ] as const) {
        const group = student.page.getByRole('radiogroup', { name: 'Is 7 a prime number?' });
        await group.getByRole('radio', { name: answer }).check();
        await expect(student.page.getByRole('button', { name: 'Send answer' })).toBeInViewport({ ratio: 1 });
        await student.page.getByRole('button', { name: 'Send answer' }).click();
        await expect(student.page.getByText('Answer sent')).toBeVisible();
      }
      const item = dialog.getByRole('listitem', { name: 'Is 7 a prime number?' });
      await expect(item.getByText('2 answers')).toBeVisible();
      await expect(item.getByText('Dami Bello: Yes')).toBeVisible();
      await expect(item.getByText('Kemi Ade: No')).toBeVisible();
    });

    await test.step('the tutor shows the results; the class sees the counts', async () => {
      await dialog.getByRole('button', { name: 'Show results' }).click();
      for (const student of [dami, kemi]) {
        const results = student.page.getByRole('list', { name: 'Results' });
        await expect(results).toBeInViewport();
        if (student === dami) await dami.page.screenshot({ path: testInfo.outputPath('poll-results-390.png') });
        await expect(results.getByText('2 answers')).toBeVisible();
        await expect(results.getByText('1 (50%)')).toHaveCount(2);
      }
      await dialog.getByRole('button', { name: 'Close poll' }).click();
    });

    await test.step('the CSV has both answers', async () => {
      const csv = await tutor.page.request.get(`/api/meet/polls/export.csv?meetingId=program&programId=${programKey}`);
      expect(csv.ok()).toBe(true);
      const body = await csv.text();
      expect(body).toContain('"Is 7 a prime number?","Single choice","Dami Bello","Yes"');
      expect(body).toContain('"Is 7 a prime number?","Single choice","Kemi Ade","No"');
    });
  } finally {
    for (const p of people) await p.context.close().catch(() => undefined);
  }
});
