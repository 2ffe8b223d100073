/**
 * The shared whiteboard in the live classroom (issue 7; classroom spec 2, 4, 5): a tutor and a student draw at
 * the same time, the student reloads and keeps the board, and a board from earlier loads again for both.
 */
import { classroomTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { draw, joinFromLobby, type Person, signedIn, studentClassroomLink, studentJoins } from '../support/classroom';
import { useServer } from '../support/server';

const server = useServer();
test.use({ actionTimeout: 30_000 });

const panel = (page: Page) => page.getByTestId('whiteboard-panel');
const status = (page: Page) => page.getByTestId('whiteboard-status');
const indicator = (page: Page) => page.getByRole('status', { name: /^Connection/ });
const boardsDialog = (page: Page) => page.getByRole('dialog', { name: 'Whiteboards' });

/** Opens the classroom's Whiteboards dialog from the header (the board's own toolbar button is the same). */
async function openBoards(page: Page) {
  await page.getByRole('button', { name: 'Whiteboards', exact: true }).first().click();
  await expect(boardsDialog(page)).toBeVisible();
}

/** Presses OK on the confirmation of a new or loaded board. */
async function confirm(page: Page, text: string) {
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();
}

test('the whiteboard: drawing together, a reload, and loading an earlier board for both', async ({ browser }) => {
  test.setTimeout(240_000);
  const tutor: Person = await signedIn(browser, server.url(), 'tutor');
  const student: Person = await signedIn(browser, server.url(), 'student');
  try {
    const link = await studentClassroomLink(student.page);
    let earlier = 0;
    let firstBoard = '';

    await test.step('the tutor and the student are in the classroom', async () => {
      await joinFromLobby(tutor.page, link);
      await expect(indicator(tutor.page)).toHaveAttribute('data-state', 'online');
      await studentJoins(tutor.page, student.page, link);
    });

    await test.step('the tutor opens a new whiteboard; both see it', async () => {
      await openBoards(tutor.page);
      // The demo classroom may hold boards of earlier lessons (the seed draws one for a lesson report).
      const items = boardsDialog(tutor.page).getByTestId('whiteboard-item');
      await expect(
        boardsDialog(tutor.page).getByText('No whiteboard has been lauched for this classroom yet').or(items.first()),
      ).toBeVisible();
      earlier = await items.count();
      await boardsDialog(tutor.page).getByRole('button', { name: 'New whiteboard' }).click();
      await confirm(tutor.page, classroomTexts.newWhiteboardConfirm);
      await expect(panel(tutor.page)).toBeVisible();
      await expect(panel(student.page)).toBeVisible();
      firstBoard = (await panel(tutor.page).getAttribute('data-whiteboard-id')) ?? '';
      expect(firstBoard).not.toBe('');
      await expect(panel(student.page)).toHaveAttribute('data-whiteboard-id', firstBoard);
      await expect(status(tutor.page)).toHaveAttribute('data-ready', 'true');
      await expect(status(student.page)).toHaveAttribute('data-ready', 'true');
    });

    await test.step('both draw at the same time and each sees the other’s shape', async () => {
      await Promise.all([
        draw(tutor.page, 'RECTANGLE', [80, 120], [260, 240]),
        draw(student.page, 'SCRIBBLE', [320, 140], [460, 260]),
      ]);
      await expect(status(tutor.page)).toHaveAttribute('data-element-count', '2');
      await expect(status(student.page)).toHaveAttribute('data-element-count', '2');
    });

    await test.step('the student reloads and still sees everything', async () => {
      await student.page.reload();
      await studentJoins(tutor.page, student.page, link);
      await expect(panel(student.page)).toHaveAttribute('data-whiteboard-id', firstBoard);
      await expect(status(student.page)).toHaveAttribute('data-element-count', '2');
    });

    await test.step('the tutor picks the rectangle on the board, deletes it, and undoes that', async () => {
      // The committed shapes are tile bitmaps, not canvas nodes: this finds the rectangle through the board's
      // own hit test (its outline, as it has no fill).
      await panel(tutor.page).locator('[data-tool="SELECT"]').click();
      const box = await tutor.page.getByTestId('whiteboard-stage').boundingBox();
      if (!box) throw new Error('the whiteboard stage has no box');
      await tutor.page.mouse.click(box.x + 81, box.y + 180);
      await tutor.page.keyboard.press('Delete');
      await expect(status(tutor.page)).toHaveAttribute('data-element-count', '1');
      await expect(status(student.page)).toHaveAttribute('data-element-count', '1');
      await panel(tutor.page).getByRole('button', { name: 'Undo' }).click();
      await expect(status(tutor.page)).toHaveAttribute('data-element-count', '2');
      await expect(status(student.page)).toHaveAttribute('data-element-count', '2');
    });

    await test.step('the board closes for both, and a second board opens', async () => {
      await tutor.page.getByRole('button', { name: 'Close whiteboard' }).click();
      await expect(panel(tutor.page)).toHaveCount(0);
      await expect(panel(student.page)).toHaveCount(0);

      await openBoards(tutor.page);
      await boardsDialog(tutor.page).getByRole('button', { name: 'New whiteboard' }).click();
      await confirm(tutor.page, classroomTexts.newWhiteboardConfirm);
      await expect(panel(tutor.page)).not.toHaveAttribute('data-whiteboard-id', firstBoard);
      await expect(panel(student.page)).toBeVisible();
      await expect(status(student.page)).toHaveAttribute('data-element-count', '0');
    });

    await test.step('the earlier board loads again for both with its two shapes', async () => {
      await openBoards(tutor.page);
      await expect(boardsDialog(tutor.page).getByTestId('whiteboard-item')).toHaveCount(earlier + 2);
      await boardsDialog(tutor.page)
        .getByRole('button', { name: `Load whiteboard ${earlier + 1}` })
        .click();
      await confirm(tutor.page, classroomTexts.loadWhiteboardConfirm);
      for (const page of [tutor.page, student.page]) {
        await expect(panel(page)).toHaveAttribute('data-whiteboard-id', firstBoard);
        await expect(status(page)).toHaveAttribute('data-element-count', '2');
      }
    });

    await test.step('on a phone the quick actions sit beside the open board, not over it', async () => {
      await student.page.setViewportSize({ width: 390, height: 844 });
      const rail = await student.page.getByLabel('Quick actions').boundingBox();
      const board = await panel(student.page).boundingBox();
      if (!rail || !board) throw new Error('the quick actions or the board have no box');
      const overlap =
        rail.x < board.x + board.width &&
        board.x < rail.x + rail.width &&
        rail.y < board.y + board.height &&
        board.y < rail.y + rail.height;
      expect(overlap, `rail ${JSON.stringify(rail)} board ${JSON.stringify(board)}`).toBe(false);
    });
  } finally {
    await tutor.context.close();
    await student.context.close();
  }
});
