/**
 * Consent and the lesson report, live (issue 33, ADRs 0079 and 0080), in two browsers and the guardian's third:
 * the demo student's mother has withdrawn recording consent; tutor and student hold the lesson, the tutor draws on a
 * whiteboard and presses Record, which is refused with the reason; the tutor records without her, and she is told
 * she is left out; the mother grants consent on her site and the recording starts with everyone. The student leaves and comes back once; when the lesson ends, the tutor's report is pre-filled
 * with both of the student's spans and the board as a picture, is sent, and the mother reads it; once the school
 * shares recordings with students, she plays the lesson's recording from her site.
 */
import { familyTexts, recordingTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import {
  accounts,
  connectionIndicator,
  draw,
  joinFromLobby,
  type Person,
  signedIn,
  studentClassroomLink,
  studentJoins,
} from '../support/classroom';
import { instrumentMedia } from '../support/media';
import { useServer } from '../support/server';

const server = useServer({ MEDIA_LOOPBACK_ONLY: 'true' });
test.use({ actionTimeout: 30_000 });

async function moreMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function leave(page: Page) {
  await page.getByRole('button', { name: 'Leave Meeting' }).click();
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/rating\?/);
}

test('recording waits for a guardian’s consent; the report of the lesson holds both spans and the board', async ({
  browser,
}) => {
  test.setTimeout(300_000); // a guard, not a speed limit: three people and a recorder on two cores
  const people: Person[] = [];
  try {
    const tutor = await signedIn(browser, server.url(), 'tutor');
    const student = await signedIn(browser, server.url(), 'student');
    const mother = await signedIn(browser, server.url(), 'guardian');
    people.push(tutor, student, mother);
    await instrumentMedia(tutor.context);
    await instrumentMedia(student.context);
    const children = await (await mother.page.request.get('/api/accounts/children')).json();
    const childKey = children.data.children[0].key as string;
    const withdrawn = await mother.page.request.put(`/api/accounts/children/${childKey}/consent`, {
      data: { recording: false, camera: true },
    });
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
    const link = await studentClassroomLink(student.page);

    await test.step('tutor and student in the lesson; the tutor draws on a new whiteboard', async () => {
      await joinFromLobby(tutor.page, link);
      await expect(connectionIndicator(tutor.page)).toHaveAttribute('data-state', 'online');
      await studentJoins(tutor.page, student.page, link);
      await tutor.page.getByRole('button', { name: 'Whiteboards', exact: true }).first().click();
      await tutor.page.getByRole('button', { name: 'New whiteboard' }).click();
      await tutor.page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(student.page.getByTestId('whiteboard-panel')).toBeVisible();
      await draw(tutor.page, 'RECTANGLE', [80, 120], [260, 240]);
    });

    const indicator = (page: Page) => page.getByTestId('recording-indicator');
    await test.step('Record is refused, naming the student; recording without them leaves them out', async () => {
      await moreMenu(tutor.page, 'Start recording');
      const refusal = tutor.page.getByRole('dialog', { name: 'Recording cannot start' });
      await expect(refusal).toContainText(familyTexts.recordingRefused([accounts.student.name]));
      await expect(indicator(tutor.page)).toHaveCount(0);
      await refusal.getByRole('button', { name: familyTexts.recordWithoutThem }).click();
      await expect(indicator(tutor.page)).toHaveAttribute(
        'aria-label',
        new RegExp(familyTexts.leftOut([accounts.student.name])),
      );
      await expect(indicator(student.page)).toHaveAttribute('aria-label', familyTexts.youAreLeftOut);
      await moreMenu(tutor.page, 'Stop recording');
      await expect(indicator(tutor.page)).toHaveCount(0);
    });

    await test.step('the mother grants consent on her site; now the recording starts with everyone', async () => {
      await mother.page.goto(server.url('/accounts/children'));
      await mother.page.getByRole('switch', { name: 'Lessons with this child may be recorded' }).check();
      await mother.page.getByRole('button', { name: 'Save consent' }).click();
      await expect(mother.page.getByText(familyTexts.consentSaved)).toBeVisible();
      await moreMenu(tutor.page, 'Start recording');
      await expect(indicator(tutor.page)).toHaveAttribute(
        'aria-label',
        `${recordingTexts.started} by ${accounts.tutor.name}`,
      );
      await expect(indicator(student.page)).toHaveAttribute(
        'aria-label',
        `${recordingTexts.started} by ${accounts.tutor.name}`,
      );
      await moreMenu(tutor.page, 'Stop recording');
      await expect(indicator(tutor.page)).toHaveCount(0);
    });

    await test.step('the student leaves and comes back once; then the lesson ends', async () => {
      await leave(student.page);
      await studentJoins(tutor.page, student.page, link);
      await leave(student.page);
      await leave(tutor.page);
    });

    await test.step('the tutor’s report holds both spans and the board; the tutor sends it', async () => {
      await tutor.page.getByRole('link', { name: 'Write the lesson report' }).click();
      const dialog = tutor.page.getByRole('dialog', { name: 'Lesson report' });
      const spans = dialog
        .getByRole('list', { name: 'Who attended' })
        .getByRole('listitem')
        .filter({ hasText: accounts.student.name });
      await expect(spans).toContainText(/–.*,.*–/);
      const image = dialog.getByRole('img', { name: 'The whiteboard at the end of the lesson' });
      await expect(image).toBeVisible();
      const width = await image.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.naturalWidth;
      });
      expect(width).toBeGreaterThan(200);
      await dialog.getByRole('textbox', { name: 'Your note' }).fill('Live: we drew rectangles and measured them.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog).toBeHidden();
    });

    await test.step('the mother reads the report on her site', async () => {
      await mother.page.goto(server.url('/accounts/children'));
      const reports = mother.page.getByRole('region', { name: 'Lesson reports' });
      await reports
        .getByRole('button', { name: /^Read the report of / })
        .first()
        .click();
      const report = mother.page.getByRole('dialog', { name: 'Lesson report' });
      await expect(report.getByText('Live: we drew rectangles and measured them.')).toBeVisible();
      await expect(report.getByRole('img', { name: 'The whiteboard at the end of the lesson' })).toBeVisible();
    });

    await test.step('once the school shares recordings, the mother plays the lesson’s recording', async () => {
      const master = await signedIn(browser, server.url(), 'master');
      people.push(master);
      const shared = await master.page.request.patch('/api/admin/school-settings', {
        data: { studentsSeeRecordings: true },
      });
      expect(shared.ok(), await shared.text()).toBe(true);
      // Both recordings of the lesson, once the server has joined each one's chunks.
      const listed = async () =>
        (await (await mother.page.request.get(`/api/accounts/children/${childKey}/recordings`)).json()).data.recordings
          .length;
      await expect.poll(listed, { timeout: 60_000 }).toBe(2);
      // Afresh, without the report the page last showed in its dialog.
      await mother.page.goto(server.url('/accounts/children'));
      await mother.page.getByRole('list', { name: 'Recordings' }).getByRole('button', { name: 'Play' }).first().click();
      const player = mother.page.getByTestId('recording-player');
      await expect(player).toHaveAttribute(
        'src',
        new RegExp(`^/api/accounts/children/${childKey}/recordings/.+/file$`),
      );
      await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
    });
  } finally {
    await Promise.all(people.map((person) => person.context.close()));
  }
});
