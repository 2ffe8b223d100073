/**
 * Recording a lesson (issue 21, ADR 0044; docs/realtime-protocol.md R33–R36) in real Chromium: the tutor opens a
 * whiteboard, shares a screen and records; the student is told in the lobby, joins late and sees the indicator;
 * the recorder's network is cut for 10 s in the middle; after about 36 s one file comes out whose duration is the wall
 * time (±2 s) and that plays in Chromium to its last second. The tutor's recorder hands over a chunk every 10 s instead
 * of the spec's 30 s (`shorterChunks`), so a short lesson still makes several chunks and the cut spans a hand-over.
 */
import { classroomTexts, recordingTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { accounts, joinFromLobby, type Person, signedIn, studentClassroomLink } from '../support/classroom';
import { instrumentMedia, recordConsole } from '../support/media';
import { useServer } from '../support/server';

const server = useServer({ MEDIA_LOOPBACK_ONLY: 'true' });
test.use({ actionTimeout: 30_000 });

type AlertWindow = Window & { __alerts?: { sound: string; volume: number }[] };

/** Remembers every alert sound the page plays, with its volume (spec 9). */
const listenForAlerts = (person: Person) =>
  person.context.addInitScript(() => {
    const w = window as AlertWindow;
    w.__alerts = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (this.dataset.alert) w.__alerts?.push({ sound: this.dataset.alert, volume: this.volume });
      return play.call(this);
    };
  });
/** The recorder's chunks every 10 s: the cut below always spans a hand-over, and the file joins four chunks. */
const shorterChunks = (person: Person) =>
  person.context.addInitScript(() => {
    const start = MediaRecorder.prototype.start;
    MediaRecorder.prototype.start = function (this: MediaRecorder, timeslice?: number) {
      return start.call(this, timeslice === undefined ? undefined : Math.min(timeslice, 10_000));
    };
  });
const alertsOf = (page: Page) => page.evaluate(() => (window as AlertWindow).__alerts ?? []);

async function moreMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('recording: half a minute of a lesson with a whiteboard and a screen share, a network cut, one playable file', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tutor = await signedIn(browser, server.url(), 'tutor');
  const student = await signedIn(browser, server.url(), 'student');
  await instrumentMedia(tutor.context, { screen: true });
  await instrumentMedia(student.context);
  await listenForAlerts(tutor);
  await listenForAlerts(student);
  await shorterChunks(tutor);
  const lines: string[] = [];
  recordConsole(tutor.page, 'tutor', lines);
  recordConsole(student.page, 'student', lines);
  try {
    const link = await studentClassroomLink(student.page);
    const meetingId = new URL(link, server.url()).pathname.split('/').pop() ?? '';
    // The wall time is bracketed by what the tutor sees: from the Start click to the indicator, and from the
    // Stop click to its going. The file must last between the inner span and the outer span (±2 s); on a busy
    // machine the menus and acknowledgements take their time, which is not the recording's.
    let startClickAt = 0;
    let startedAt = 0;
    let stopClickAt = 0;
    let stoppedAt = 0;
    let backOnlineAt = 0;

    await test.step('the tutor opens a whiteboard, shares a screen and starts recording', async () => {
      await joinFromLobby(tutor.page, link);
      await tutor.page.getByRole('button', { name: 'Whiteboards', exact: true }).first().click();
      await tutor.page.getByRole('button', { name: 'New whiteboard' }).click();
      await expect(tutor.page.getByText(classroomTexts.newWhiteboardConfirm)).toBeVisible();
      await tutor.page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(tutor.page.getByTestId('whiteboard-panel')).toBeVisible();
      await tutor.page.getByRole('button', { name: 'Present' }).click();
      await expect(tutor.page.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');

      startClickAt = Date.now();
      await moreMenu(tutor.page, 'Start recording');
      await expect(tutor.page.getByTestId('recording-indicator')).toBeVisible();
      startedAt = Date.now();
      expect(await alertsOf(tutor.page)).toContainEqual({ sound: 'started', volume: 0.9 });
    });

    await test.step('R34 the lobby tells the student; joining late, they see the indicator and hear the alert', async () => {
      await student.page.goto(link);
      await expect(student.page.getByTestId('lobby-recording-notice')).toHaveText(recordingTexts.lobbyNotice);
      await student.page.getByRole('button', { name: 'Join Classroom' }).click();
      await tutor.page
        .getByRole('group', { name: `${accounts.student.name} wants to join` })
        .getByRole('button', { name: 'Admit' })
        .click();
      // Two browsers encoding video and a recorder share two cores with the other worker: the student's room can
      // take more than the default 15 s to open on a loaded CI machine. What is asserted is the state, not the time.
      await expect(student.page.getByTestId('recording-indicator')).toBeVisible({ timeout: 40_000 });
      await expect(
        student.page.getByRole('img', { name: `${recordingTexts.started} by ${accounts.tutor.name}` }),
      ).toBeVisible();
      await expect.poll(() => alertsOf(student.page)).toContainEqual({ sound: 'started', volume: 0.9 });
      // A student has no recording controls.
      await student.page.getByRole('button', { name: 'More', exact: true }).click();
      await expect(student.page.getByRole('menuitem', { name: 'Start recording' })).toHaveCount(0);
      await expect(student.page.getByRole('menuitem', { name: 'Stop recording' })).toHaveCount(0);
      await student.page.keyboard.press('Escape');
    });

    await test.step('R35 the recorder’s network is cut for 10 s in the middle', async () => {
      await tutor.page.waitForTimeout(Math.max(0, startedAt + 12_000 - Date.now()));
      await tutor.context.setOffline(true);
      await tutor.page.waitForTimeout(10_000);
      await tutor.context.setOffline(false);
      backOnlineAt = Date.now();
    });

    // The thumbnail is taken 30 s after the start (spec 9), so the recording lasts past it.
    await test.step('after 36 s the tutor stops; everyone hears it and the indicator goes', async () => {
      await tutor.page.waitForTimeout(Math.max(0, startedAt + 36_000 - Date.now(), backOnlineAt + 4_000 - Date.now()));
      await expect(tutor.page.getByRole('status', { name: /^Connection/ })).toHaveAttribute('data-state', 'online', {
        timeout: 20_000,
      });
      stopClickAt = Date.now();
      await moreMenu(tutor.page, 'Stop recording');
      await expect(tutor.page.getByTestId('recording-indicator')).toHaveCount(0);
      stoppedAt = Date.now();
      await expect(student.page.getByTestId('recording-indicator')).toHaveCount(0);
      await expect.poll(() => alertsOf(student.page)).toContainEqual({ sound: 'stopped', volume: 0.5 });
    });

    await test.step('one file, as long as the wall time, that plays to the end in Chromium', async () => {
      const inner = (stopClickAt - startedAt) / 1000;
      const outer = (stoppedAt - startClickAt) / 1000;
      /** Within 2 s of the wall time as the tutor saw it. */
      const asLongAsTheWallTime = (seconds: number) => {
        expect(seconds, `inner ${inner} s, outer ${outer} s`).toBeGreaterThanOrEqual(inner - 2);
        expect(seconds, `inner ${inner} s, outer ${outer} s`).toBeLessThanOrEqual(outer + 2);
      };
      const list = async () =>
        (await (await tutor.page.request.get(`/api/recordings?room=${meetingId}`)).json()).data.recordings as {
          status: string;
          durationMs: number | null;
          thumbnailUrl: string | null;
        }[];
      await expect.poll(async () => (await list())[0]?.status, { timeout: 90_000, intervals: [1000] }).toBe('ready');
      const [made] = await list();
      asLongAsTheWallTime((made?.durationMs ?? 0) / 1000);
      expect(made?.thumbnailUrl).toBeTruthy();

      const library = await tutor.context.newPage();
      await library.goto(server.url(`/meet/${meetingId}/recordings`));
      await expect(library.getByTestId('recording-card')).toHaveCount(1);
      await library.getByRole('button', { name: 'Play', exact: true }).click();
      const player = library.getByTestId('recording-player');
      await expect(player).toBeVisible();
      const played = await player.evaluate(async (element) => {
        const video = element as HTMLVideoElement;
        video.muted = true;
        if (video.readyState < 1) await new Promise((r) => video.addEventListener('loadedmetadata', r, { once: true }));
        const duration = video.duration;
        video.currentTime = duration - 1;
        await new Promise((r) => video.addEventListener('seeked', r, { once: true }));
        const seekedTo = video.currentTime;
        if (video.paused) await video.play();
        await new Promise((r) => video.addEventListener('ended', r, { once: true }));
        return { duration, seekedTo, ended: video.ended, at: video.currentTime };
      });
      asLongAsTheWallTime(played.duration);
      expect(played.seekedTo).toBeGreaterThan(played.duration - 1.5);
      expect(played.ended).toBe(true);
      expect(played.at).toBeGreaterThan(played.duration - 0.5);
    });
  } catch (error) {
    console.log(lines.join('\n'));
    throw error;
  } finally {
    await tutor.context.close();
    await student.context.close();
  }
});
