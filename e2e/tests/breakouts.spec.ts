/**
 * Breakout rooms (issue 34, ADR 0087) in real Chromium with fake cameras and microphones: a
 * tutor and three students in a program's classroom. The tutor opens two rooms, puts two students in one and one in
 * the other, sends a message to every room, speaks into room 1 (heard there, not in room 2), and a timer closes the
 * rooms: everyone is back in the main room with video decoding.
 */
import { breakoutTexts } from '@chalkline/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { draw, joinFromLobby, type Person, signedIn } from '../support/classroom';
import { audioPacketsOf, expectGrowing, framesOf, instrumentMedia, mediaSnapshot, tileOf } from '../support/media';
import { useServer } from '../support/server';

/**
 * What breakout rooms add to the media engine is one call, closing one viewer's consumers of one producer, and that
 * is proven on Janus at the engine (janus-engine.janus.test.ts) and on werift by this journey, which the rooms' rules
 * (the classroom module's, the same for both engines) drive. So the journey runs on werift; E2E_BREAKOUTS_JANUS=1
 * runs it on Janus too, inside `support/netns.sh` (127.0.0.2 for its ICE), as `npm run test:e2e` does (ADR 0061).
 */
const engines =
  process.env.CHALKLINE_NETNS && process.env.E2E_BREAKOUTS_JANUS
    ? (['werift', 'janus'] as const)
    : (['werift'] as const);
test.use({ actionTimeout: 30_000 });

const tutorName = 'Chidi Eze';
const students = ['Dami Bello', 'Kemi Ade', 'Tobi Obi'] as const;

/** A guest who joins the program's classroom by name, with a fake camera and microphone. */
async function guest(browser: Browser, baseURL: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  await instrumentMedia(context);
  return { context, page: await context.newPage() };
}

const announced = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

for (const engine of engines)
  test.describe(`breakout rooms on ${engine}`, () => {
    const server = useServer({ MEDIA_LOOPBACK_ONLY: 'true', MEDIA_ENGINE: engine });

    test('two rooms: assigned 2 and 1, a message to every room, the tutor heard in room 1, the timer brings everyone back', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(300_000);
      const people: Person[] = [];
      try {
        const tutor = await signedIn(browser, server.url(), 'tutor');
        const dami = await signedIn(browser, server.url(), 'student');
        await instrumentMedia(tutor.context);
        await instrumentMedia(dami.context);
        // Dami is on a phone: the banner and the room's tiles must fit 390 px.
        await dami.page.setViewportSize({ width: 390, height: 844 });
        const kemi = await guest(browser, server.url());
        const tobi = await guest(browser, server.url());
        people.push(tutor, dami, kemi, tobi);
        const rooms = await dami.page.request.get('/api/chat/program-rooms');
        const programKey = (await rooms.json()).data.rooms[0].program.key as string;
        const link = `/meet/program?program=${programKey}`;
        const guests = await tutor.page.request.put('/api/meet/settings', {
          data: { meetingId: 'program', config: { programId: programKey }, guestMode: true },
        });
        expect(guests.ok()).toBe(true);
        const pages = { [students[0]]: dami.page, [students[1]]: kemi.page, [students[2]]: tobi.page };

        await test.step('the tutor opens the classroom and admits three students', async () => {
          await joinFromLobby(tutor.page, link);
          for (const name of students) {
            const page = pages[name] as Page;
            if (page === dami.page) await joinFromLobby(page, link);
            else {
              await page.goto(link);
              await page.getByRole('textbox', { name: 'Your name' }).fill(name);
              await page.getByRole('button', { name: 'Join Classroom' }).click();
            }
            await tutor.page
              .getByRole('group', { name: `${name} wants to join` })
              .getByRole('button', { name: 'Admit' })
              .click();
            await expect(page.getByRole('main', { name: 'Classroom' })).toBeVisible();
          }
          await expectGrowing(() => framesOf(tileOf(tutor.page, students[2])), `the tutor decodes ${students[2]}`);
        });

        const cockpit = tutor.page.getByRole('dialog', { name: 'Breakout rooms' });
        await test.step('the tutor opens two rooms and assigns two students to room 1 and one to room 2', async () => {
          await tutor.page.getByRole('tab', { name: 'More' }).click();
          await tutor.page.getByRole('button', { name: 'Open breakout rooms' }).click();
          await cockpit.getByRole('spinbutton', { name: 'Number of rooms' }).fill('2');
          await cockpit.getByRole('button', { name: 'Open rooms' }).click();
          const main = cockpit.getByRole('group', { name: breakoutTexts.mainRoom });
          for (const [name, room] of [
            [students[0], 'Room 1'],
            [students[1], 'Room 1'],
            [students[2], 'Room 2'],
          ] as const) {
            await main.getByRole('combobox', { name: `Room for ${name}` }).selectOption({ label: room });
            await expect(cockpit.getByRole('group', { name: room }).getByText(name, { exact: true })).toBeVisible();
          }
          for (const [name, room] of [
            [students[0], 'Room 1'],
            [students[1], 'Room 1'],
            [students[2], 'Room 2'],
          ] as const)
            await expect((pages[name] as Page).getByTestId('breakout-place')).toHaveText(`You are in ${room}`);
          // Room 1 sees each other and not room 2, nor the tutor in the main room.
          await expectGrowing(() => framesOf(tileOf(dami.page, students[1])), 'Dami decodes Kemi in room 1');
          await expect(tileOf(dami.page, students[2])).toHaveCount(0);
          await expect(tileOf(dami.page, tutorName)).toHaveCount(0);
          await expect(tileOf(tobi.page, students[0])).toHaveCount(0);
          await tutor.page.screenshot({ path: testInfo.outputPath('cockpit.png') });
        });

        await test.step('a message to every room reaches all three students', async () => {
          await cockpit
            .getByRole('textbox', { name: 'Message to every room' })
            .fill('Five more minutes, then we share.');
          await cockpit.getByRole('button', { name: 'Send to every room' }).click();
          await expect(cockpit.getByText('Sent to 2 rooms and the main room')).toBeVisible();
          for (const page of [dami.page, kemi.page, tobi.page])
            await expect(
              page
                .getByRole('region', { name: breakoutTexts.broadcastFrom(tutorName) })
                .getByText('Five more minutes, then we share.'),
            ).toBeVisible();
        });

        await test.step('the tutor speaks into room 1: heard there, not in room 2', async () => {
          await cockpit.getByRole('group', { name: 'Room 1' }).getByRole('button', { name: 'Speak in Room 1' }).click();
          await expect(dami.page.getByText(`${tutorName} is here to talk`)).toBeVisible();
          const tutorTile = tileOf(dami.page, tutorName);
          await expect(tutorTile).toBeVisible();
          const tutorConnection = (await tutorTile.getAttribute('data-connection')) ?? '';
          await expectGrowing(() => audioPacketsOf(dami.page, tutorConnection), 'the tutor’s voice in room 1');
          await expectGrowing(() => audioPacketsOf(kemi.page, tutorConnection), 'the tutor’s voice reaches Kemi too');
          await expect(tileOf(tobi.page, tutorName)).toHaveCount(0);
          await dami.page.screenshot({ path: testInfo.outputPath('room-1.png') });
          // And the tutor hears room 1 while in the main room.
          await expectGrowing(() => framesOf(tileOf(tutor.page, students[0])), 'the tutor sees Dami in room 1');
        });

        await test.step('room 1 opens its own board: drawn there, unseen in room 2, small in the tutor’s cockpit', async () => {
          // Dami (signed in, on a phone) starts it; guests use boards but do not create them.
          await dami.page.getByRole('button', { name: 'Whiteboards', exact: true }).first().click();
          await dami.page
            .getByRole('dialog', { name: 'Whiteboards' })
            .getByRole('button', { name: 'New whiteboard' })
            .click();
          await dami.page.getByRole('button', { name: 'OK', exact: true }).click();
          await expect(dami.page.getByTestId('whiteboard-panel')).toBeVisible();
          await expect(kemi.page.getByTestId('whiteboard-panel')).toBeVisible();
          await draw(kemi.page, 'RECTANGLE', [80, 120], [260, 240]);
          await expect(
            cockpit.getByRole('group', { name: 'Room 1' }).getByRole('img', { name: 'Room 1’s whiteboard' }),
          ).toBeVisible();
          await tutor.page.screenshot({ path: testInfo.outputPath('cockpit-board.png') });
          await expect(tobi.page.getByTestId('whiteboard-panel')).toHaveCount(0);
        });

        await test.step('a short timer closes the rooms; everyone is back in the main room with video decoding', async () => {
          await cockpit.getByRole('spinbutton', { name: 'Minutes' }).fill('0');
          await cockpit.getByRole('spinbutton', { name: 'Seconds' }).fill('6');
          await cockpit.getByRole('button', { name: 'Start timer' }).click();
          await expect(cockpit.getByText(/^Rooms close in/)).toBeVisible();
          await expect(announced(dami.page, breakoutTexts.warning)).toHaveCount(1);
          for (const page of [dami.page, kemi.page, tobi.page]) {
            await expect(announced(page, breakoutTexts.closed)).toHaveCount(1, { timeout: 30_000 });
            // Back in the main room, whose board is not open: room 1's board leaves their stage.
            await expect(page.getByTestId('whiteboard-panel')).toHaveCount(0);
            await expect(page.getByRole('region', { name: 'Breakout rooms' })).toHaveCount(0);
          }
          await expect(cockpit.getByRole('button', { name: 'Open rooms' })).toBeVisible();
          await tutor.page.keyboard.press('Escape');
          for (const name of students) {
            await expectGrowing(() => framesOf(tileOf(tutor.page, name)), `the tutor decodes ${name} again`);
            await expectGrowing(() => framesOf(tileOf(pages[name] as Page, tutorName)), `${name} decodes the tutor`);
          }
          await expectGrowing(() => framesOf(tileOf(tobi.page, students[0])), 'Tobi decodes Dami in the main room');
          await tobi.page.screenshot({ path: testInfo.outputPath('back-in-main.png') });
        });
      } catch (error) {
        for (const [i, person] of people.entries())
          await testInfo.attach(`media-${i}`, { body: await mediaSnapshot(person.page), contentType: 'text/plain' });
        throw error;
      } finally {
        for (const p of people) await p.context.close().catch(() => undefined);
      }
    });
  });
