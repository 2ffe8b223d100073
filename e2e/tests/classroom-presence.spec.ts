/**
 * Ghosts (issue 14; docs/realtime-protocol.md R11a, R31): a person is one participant however many times they come
 * back, and a browser gone for good leaves the grid within 15 s.
 */
import { expect, type Page, test } from '@playwright/test';
import { joinFromLobby, type Person, signedIn, studentClassroomLink } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const tileOf = (page: Page, name: string) => page.getByTestId('participant-tile').filter({ hasText: name });
const count = (page: Page) => page.getByRole('button', { name: /^Participants \(\d+\)$/ });
const indicator = (page: Page) => page.getByRole('status', { name: /^Connection/ });

test('R31 R11a a tutor who closes the tab and comes back is one tile; a closed browser leaves within 15 s', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const people: Person[] = [];
  const person = async (who: 'tutor' | 'student') => {
    const p = await signedIn(browser, server.url(), who);
    people.push(p);
    return p;
  };
  try {
    const student = await person('student');
    const link = await studentClassroomLink(student.page);
    let tutor = await person('tutor');

    await test.step('the tutor opens the classroom and admits the student', async () => {
      await joinFromLobby(tutor.page, link);
      await expect(indicator(tutor.page)).toHaveAttribute('data-state', 'online');
      await joinFromLobby(student.page, link);
      const request = tutor.page.getByRole('group', { name: 'Dami Bello wants to join' });
      await request.getByRole('button', { name: 'Admit' }).click();
      await expect(tileOf(student.page, 'Chidi Eze')).toHaveCount(1);
      await expect(count(student.page)).toHaveAccessibleName('Participants (2)');
    });

    await test.step('R31: the tutor closes the browser without leaving and comes back: one tile, count 2', async () => {
      await tutor.context.close();
      tutor = await person('tutor');
      await joinFromLobby(tutor.page, link);
      await expect(indicator(tutor.page)).toHaveAttribute('data-state', 'online');
      await expect(tileOf(student.page, 'Chidi Eze')).toHaveCount(1);
      await expect(tileOf(student.page, 'Chidi Eze')).not.toContainText('Reconnecting');
      await expect(count(student.page)).toHaveAccessibleName('Participants (2)');
      await expect(count(tutor.page)).toHaveAccessibleName('Participants (2)');
      await expect(tileOf(tutor.page, 'Dami Bello')).toHaveCount(1);
    });

    await test.step('R31: a second window of the tutor takes over; the first one says so and stays out', async () => {
      const first = tutor;
      tutor = await person('tutor');
      await joinFromLobby(tutor.page, link);
      await expect(
        first.page.getByRole('heading', { name: 'You’re in this classroom in another window' }),
      ).toBeVisible();
      await first.page.screenshot({ path: testInfo.outputPath('replaced-tab.png') });
      await expect(tileOf(student.page, 'Chidi Eze')).toHaveCount(1);
      await expect(count(student.page)).toHaveAccessibleName('Participants (2)');
      await first.page.waitForTimeout(1500);
      await expect(
        first.page.getByRole('heading', { name: 'You’re in this classroom in another window' }),
      ).toBeVisible();
      await expect(count(tutor.page)).toHaveAccessibleName('Participants (2)');
    });

    await test.step('R11a: the student closes the browser for good; the tile goes within 15 s', async () => {
      await expect(tileOf(tutor.page, 'Dami Bello')).toHaveCount(1);
      const closedAt = Date.now();
      await student.context.close();
      await expect(tileOf(tutor.page, 'Dami Bello')).toHaveCount(0, { timeout: 15_000 });
      expect(Date.now() - closedAt).toBeLessThanOrEqual(15_000);
      await expect(count(tutor.page)).toHaveAccessibleName('Participants (1)');
    });
  } finally {
    for (const p of people) await p.context.close().catch(() => undefined);
  }
});
