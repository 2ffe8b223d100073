/**
 * The keyboard alone (issue 35, WCAG 2.1.1): the demo student signs in, opens the next lesson from the dashboard,
 * joins the classroom, mutes and unmutes, raises a hand, sends a chat message and leaves; then takes a quiz to
 * submission. The student's browser gets no mouse or pointer event at all (counted in the page, trusted events
 * only): every control is reached with Tab and used with Enter, Space or the classroom's shortcuts. The tutor who
 * lets the student in uses the mouse as usual.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts, joinFromLobby, signedIn, studentClassroomLink } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();

type PointerWindow = Window & { __pointerEvents?: number };

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${max} presses of Tab`).toBeFocused();
}

const pointerEventsOf = (page: Page) => page.evaluate(() => (window as PointerWindow).__pointerEvents ?? 0);

test('a student attends a lesson and takes a quiz with the keyboard alone', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: server.url() });
  // Every trusted pointer or mouse press in any of the student's pages is counted: there must be none.
  await context.addInitScript(() => {
    const w = window as PointerWindow;
    w.__pointerEvents = 0;
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) w.__pointerEvents = (w.__pointerEvents ?? 0) + 1;
        },
        { capture: true },
      );
    }
  });
  const page = await context.newPage();
  const tutor = await signedIn(browser, server.url(), 'tutor');
  try {
    await test.step('sign in', async () => {
      await page.goto('/login');
      await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
      await page.keyboard.type(accounts.student.email);
      await tabTo(page, page.getByLabel('Password', { exact: true }));
      await page.keyboard.type(accounts.student.password);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
    });

    await test.step('open the next lesson from the dashboard and join; the tutor lets the student in', async () => {
      const link = await studentClassroomLink(page);
      await joinFromLobby(tutor.page, link);
      await tabTo(page, page.getByRole('link', { name: /^Join / }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: 'Join Classroom' }));
      await page.keyboard.press('Enter');
      await tutor.page
        .getByRole('group', { name: `${accounts.student.name} wants to join` })
        .getByRole('button', { name: 'Admit' })
        .click();
      await expect(page.getByRole('toolbar', { name: 'Meeting controls' })).toBeVisible();
    });

    await test.step('mute and unmute, raise a hand, send a chat message', async () => {
      const mic = page.getByRole('button', { name: 'Mic', exact: true });
      await tabTo(page, mic);
      const before = await mic.getAttribute('aria-pressed');
      await page.keyboard.press('Space');
      await expect(mic).not.toHaveAttribute('aria-pressed', before ?? '');
      await page.keyboard.press('Enter');
      await expect(mic).toHaveAttribute('aria-pressed', before ?? '');

      const hand = page.getByRole('button', { name: 'Raise Hands' });
      await tabTo(page, hand);
      await page.keyboard.press('Enter');
      await expect(hand).toHaveAttribute('aria-pressed', 'true');
      await expect(tutor.page.getByTestId('classroom-announcer')).toContainText(accounts.student.name);

      // The chat shortcut opens the chat with the cursor in its box.
      await page.keyboard.press('Alt+Shift+KeyC');
      await page.keyboard.type('Hello from the keyboard');
      await page.keyboard.press('Enter');
      await expect(tutor.page.getByTestId('chat-message').getByText('Hello from the keyboard')).toBeVisible();
    });

    await test.step('leave', async () => {
      await tabTo(page, page.getByRole('button', { name: 'Leave Meeting' }));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Leave Meeting' });
      await tabTo(page, dialog.getByRole('button', { name: 'Leave', exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('toolbar', { name: 'Meeting controls' })).toHaveCount(0);
      expect(await pointerEventsOf(page)).toBe(0);
    });

    await test.step('take a quiz to submission', async () => {
      await page.goto('/accounts/quiz');
      const card = page.getByRole('article', { name: 'Shapes and angles' });
      await tabTo(page, card.getByRole('link', { name: 'Take Quiz' }).first());
      const [quiz] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await expect(quiz.getByRole('heading', { name: 'Shapes and angles' })).toBeVisible();
      await tabTo(quiz, quiz.getByRole('radio').first());
      await quiz.keyboard.press('Space');
      await expect(quiz.getByRole('radio').first()).toBeChecked();
      await expect(quiz.getByTestId('save-status')).toHaveText('All answers saved');
      await tabTo(quiz, quiz.getByRole('button', { name: 'Submit Quiz' }));
      await quiz.keyboard.press('Enter');
      const confirm = quiz.getByRole('dialog', { name: 'Submit this quiz?' });
      await tabTo(quiz, confirm.getByRole('button', { name: 'Submit', exact: true }));
      await quiz.keyboard.press('Enter');
      await quiz.waitForURL(/\/quiz\/completed/);
      expect(await pointerEventsOf(quiz)).toBe(0);
      expect(await pointerEventsOf(page)).toBe(0);
    });
  } finally {
    await context.close();
    await tutor.context.close();
  }
});
