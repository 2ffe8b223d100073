/**
 * Live classroom media (issue 6; docs/realtime-protocol.md M1–M16) in real Chromium with fake camera and
 * microphone, all WebRTC on 127.0.0.1 (MEDIA_LOOPBACK_ONLY): a tutor, a student and then an admin.
 */
import { classroomTexts, lowBandwidthTexts } from '@chalkline/contracts';
import { expect, type Page, test } from '@playwright/test';
import { accounts, joinFromLobby, type Person, signedIn, studentClassroomLink } from '../support/classroom';
import {
  audioPacketsOf,
  codecOf,
  expectGrowing,
  expectStill,
  framesOf,
  instrumentMedia,
  mediaReleased,
  mediaSnapshot,
  recordConsole,
  screenTileOf,
  tileOf,
} from '../support/media';
import { useServer } from '../support/server';
import { type ForwardedPackets, tapServerCounters } from '../support/server-counters';

/**
 * Both media engines, one after the other in this worker. Janus needs the network namespace of
 * `support/netns.sh` (127.0.0.2 for its ICE), which `npm run test:e2e` runs the journeys in; elsewhere only werift.
 */
const engines = process.env.CHALKLINE_NETNS ? (['werift', 'janus'] as const) : (['werift'] as const);
test.use({ actionTimeout: 30_000 });

const { tutor: tutorAccount, student: studentAccount, master: masterAccount } = accounts;

const connectionOf = async (page: Page, name: string) =>
  (await tileOf(page, name).getAttribute('data-connection')) ?? '';

/** `viewer` decodes `name`'s camera (framesDecoded grows) and, unless told not to, receives their microphone. */
async function expectSees(viewer: Page, name: string, { audio = true } = {}) {
  const tile = tileOf(viewer, name);
  await expect(tile).toBeVisible();
  await expectGrowing(() => framesOf(tile), `frames of ${name}'s camera`);
  await expect(tile.getByTestId('tile-video')).toHaveAttribute('data-state', 'playing');
  if (!audio) return;
  const connection = await connectionOf(viewer, name);
  await expectGrowing(() => audioPacketsOf(viewer, connection), `audio packets of ${name}'s microphone`);
}

for (const engine of engines)
  test.describe(`media on ${engine}`, () => {
    const server = useServer({ MEDIA_LOOPBACK_ONLY: 'true', MEDIA_ENGINE: engine });

    test('media: two people see and hear each other, mute video, share a screen; a third joins and leaves', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(300_000);
      const tutor: Person = await signedIn(browser, server.url(), 'tutor');
      const student: Person = await signedIn(browser, server.url(), 'student');
      let master: Person | undefined;
      const consoleLines: string[] = [];
      await instrumentMedia(tutor.context, { screen: true });
      await instrumentMedia(student.context);
      // The server's counters of what it forwards to the student (H8), over the student's own classroom socket.
      const serverToStudent = await tapServerCounters(student.page);
      recordConsole(tutor.page, 'tutor', consoleLines);
      recordConsole(student.page, 'student', consoleLines);
      try {
        const link = await studentClassroomLink(student.page);

        await test.step('M1–M9, M15: once the student is let in, each decodes the other’s video and receives audio', async () => {
          await joinFromLobby(tutor.page, link);
          await joinFromLobby(student.page, link);
          await expect(student.page.getByRole('heading', { name: classroomTexts.waitingTitle })).toBeVisible();
          const request = tutor.page.getByRole('group', { name: `${studentAccount.name} wants to join` });
          await request.getByRole('button', { name: 'Admit' }).click();

          await expectSees(tutor.page, studentAccount.name);
          await expectSees(student.page, tutorAccount.name);
          // Spec 9: H264 for the webcam where the browser can encode it (Chromium can).
          expect(await codecOf(tileOf(student.page, tutorAccount.name))).toBe('video/H264');
          await expect(tileOf(tutor.page, tutorAccount.name).getByTestId('tile-video')).toHaveAttribute(
            'data-state',
            'playing',
          );
          // The fake microphones beep: one of the two is highlighted as the active speaker.
          await expect(tutor.page.locator('[data-testid="tile"][data-speaking="true"]')).toHaveCount(1, {
            timeout: 20_000,
          });
        });

        await test.step('M10: the student turns the camera off (frames stop, avatar) and on again (frames resume)', async () => {
          const onTutor = tileOf(tutor.page, studentAccount.name);
          await student.page.getByRole('button', { name: 'Video', exact: true }).click();
          await expect(student.page.getByRole('button', { name: 'Video', exact: true })).toHaveAttribute(
            'aria-pressed',
            'false',
          );
          await expect(onTutor.getByTestId('tile-video')).toHaveAttribute('data-state', 'off');
          await expect(onTutor.getByRole('img', { name: studentAccount.name })).toBeVisible();
          await expectStill(() => framesOf(onTutor), 'the student’s frames stop while the camera is off');
          const studentConnection = await connectionOf(tutor.page, studentAccount.name);
          await expectGrowing(() => audioPacketsOf(tutor.page, studentConnection), 'the student’s audio keeps flowing');

          await student.page.getByRole('button', { name: 'Video', exact: true }).click();
          await expectGrowing(() => framesOf(onTutor), 'the student’s frames resume');
          await expect(onTutor.getByTestId('tile-video')).toHaveAttribute('data-state', 'playing');
        });

        await test.step('H7, H8: the student turns on low-bandwidth mode; the server stops forwarding cameras to them, audio goes on', async () => {
          const measure = async (ms: number) => {
            const before = await serverToStudent.forwarded();
            await student.page.waitForTimeout(ms);
            const after = await serverToStudent.forwarded();
            return { video: after.video - before.video, audio: after.audio - before.audio, after };
          };
          expect((await measure(1000)).video, 'the tutor’s camera reaches the student first').toBeGreaterThan(0);
          await student.page.getByRole('button', { name: 'More', exact: true }).click();
          await student.page.getByRole('menuitem', { name: lowBandwidthTexts.title }).click();
          await student.page.getByRole('radio', { name: lowBandwidthTexts.modes.off }).check();
          await expect(student.page.getByTestId('incoming-video-state')).toHaveAttribute('data-state', 'off');
          await expect(student.page.getByTestId('incoming-video-indicator')).toBeVisible();
          // What was in flight lands; then not one more video packet, while the tutor's voice keeps coming.
          await student.page.waitForTimeout(500);
          const held = await measure(2500);
          expect(held.video, 'video packets forwarded to the student while cameras are off').toBe(0);
          expect(held.audio, 'audio packets forwarded to the student meanwhile').toBeGreaterThan(20);
          const last: ForwardedPackets = held.after;

          await student.page.getByRole('radio', { name: lowBandwidthTexts.modes.on }).check();
          await expectGrowing(() => framesOf(tileOf(student.page, tutorAccount.name)), 'the tutor’s camera again');
          expect((await serverToStudent.forwarded()).video).toBeGreaterThan(last.video);
          await student.page.getByRole('button', { name: 'Close panel' }).click();
        });

        await test.step('R10, M13: after a network drop the student’s media is built again, both ways', async () => {
          const indicator = student.page.getByRole('status', { name: /^Connection/ });
          await student.context.setOffline(true);
          await expect(indicator).not.toHaveAttribute('data-state', 'online');
          await student.context.setOffline(false);
          await expect(indicator).toHaveAttribute('data-state', 'online', { timeout: 15_000 });
          await expectSees(tutor.page, studentAccount.name);
          await expectSees(student.page, tutorAccount.name);
        });

        await test.step('spec 4: the tutor’s screen share reaches the student, pinned on the stage; ending it removes it', async () => {
          const tutorConnection = await connectionOf(student.page, tutorAccount.name);
          await tutor.page.getByRole('button', { name: 'Present' }).click();
          const screen = screenTileOf(student.page, tutorConnection);
          await expect(screen).toBeVisible();
          await expect(screen).toHaveAttribute('data-pinned', 'true');
          await expectGrowing(() => framesOf(screen), 'frames of the shared screen');
          expect(await codecOf(screen)).toBe('video/VP8');
          await expect(tutor.page.getByRole('button', { name: 'Present' })).toHaveAttribute('aria-pressed', 'true');

          await tutor.page.getByRole('button', { name: 'Present' }).click();
          await expect(screen).toHaveCount(0);
          await expect(tileOf(student.page, tutorAccount.name)).toHaveAttribute('data-pinned', 'false');
        });

        await test.step('three people: an admin joins at once (microphone off) and all three see each other', async () => {
          master = await signedIn(browser, server.url(), 'master');
          await instrumentMedia(master.context);
          recordConsole(master.page, 'admin', consoleLines);
          // Joins with the microphone off (the lobby's choice): no audio producer, and less work for two cores.
          await master.page.goto(link);
          await master.page.getByRole('button', { name: 'Microphone', exact: true }).click();
          await master.page.getByRole('button', { name: 'Join Classroom' }).click();
          await expect(tileOf(tutor.page, masterAccount.name).getByLabel('Microphone off')).toBeVisible();
          for (const [viewer, names] of [
            [master.page, [tutorAccount.name, studentAccount.name]],
            [tutor.page, [masterAccount.name]],
            [student.page, [masterAccount.name]],
          ] as const) {
            for (const name of names) await expectSees(viewer, name, { audio: false });
          }
          await expectGrowing(
            () => framesOf(tileOf(student.page, tutorAccount.name)),
            'the tutor, seen by the student',
          );
        });

        await test.step('M13, R15: the admin leaves; their tiles vanish and their page holds no media', async () => {
          const page = master?.page as Page;
          await page.getByRole('button', { name: 'Leave Meeting' }).click();
          await page.getByRole('button', { name: 'Leave', exact: true }).click();
          await expect(page).toHaveURL(/\/rating\?session=/);
          await expect(tileOf(tutor.page, masterAccount.name)).toHaveCount(0);
          await expect(tileOf(student.page, masterAccount.name)).toHaveCount(0);
          await expect.poll(() => mediaReleased(page)).toEqual({ open: 0, live: 0 });
          await expectGrowing(
            () => framesOf(tileOf(tutor.page, studentAccount.name)),
            'the others still see each other',
          );
        });
      } catch (error) {
        const people = { tutor, student, admin: master };
        for (const [name, person] of Object.entries(people))
          if (person) consoleLines.push(`— ${name} —\n${await mediaSnapshot(person.page)}`);
        throw error;
      } finally {
        if (consoleLines.length)
          await testInfo.attach('console', { body: consoleLines.join('\n'), contentType: 'text/plain' });
        await master?.context.close();
        await tutor.context.close();
        await student.context.close();
      }
    });
  });
