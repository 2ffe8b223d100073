/**
 * Node loss mid-lesson (issue 32, ADR 0088): three built nodes behind the routing proxy on one database and Redis.
 * The demo tutor and student are in Chromium with media, the student's hand up, chat written, a board drawn on; two
 * more classrooms on the same node hold socket-level people (one with an admitted student, a raised hand and chat,
 * one with a student still knocking), and a third classroom lives on another node. The node holding the Chromium
 * classroom is killed with SIGKILL. Everyone affected must be back in the same classroom, state intact, media
 * flowing, no acknowledged message lost, and nobody admitted asked to knock again; also once the dead node's lease
 * has lapsed and the others have swept it. The 5 s goal is the benchmark's (bench/node-loss.bench.ts): here the
 * bound is generous, so a loaded CI machine does not fail a recovery that happened.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  accounts,
  draw,
  joinFromLobby,
  type Person,
  signedIn,
  studentClassroomLink,
  studentJoins,
} from '../support/classroom';
import { type Cluster, startCluster } from '../support/cluster';
import { joinClassroom, type SocketPerson, until } from '../support/cluster-people';
import { expectGrowing, framesOf, instrumentMedia, mediaSnapshot, tileOf } from '../support/media';
import {
  leasesHeld,
  type SeededClassroom,
  seededClassrooms,
  sessionToken,
  watchAdmissions,
} from '../support/node-loss';

test.use({ actionTimeout: 30_000 });

/** Every affected person must be back within this (measured from the kill); the goal of 5 s is the bench's. */
const recoveryBoundMs = 15_000;

let cluster: Cluster | undefined;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  cluster = await startCluster({ env: { MEDIA_ENGINE: 'werift' } });
});
test.afterEach(async () => {
  const info = test.info();
  if (cluster && info.status !== info.expectedStatus) console.log(cluster.logs());
});
test.afterAll(async () => {
  await cluster?.stop();
});

const participantRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Participants' }).getByTestId('participant-row').filter({ hasText: name });
const chatMessage = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });
const boardStatus = (page: Page) => page.getByTestId('whiteboard-status');
const indicator = (page: Page) => page.getByRole('status', { name: /^Connection/ });

test('a node dies mid-lesson: everyone is back in the same classroom on another node, state and media intact', async ({
  browser,
}) => {
  // About a minute on a quiet machine; the slack is for a loaded one.
  test.setTimeout(180_000);
  const c = cluster!;
  const began = Date.now();
  const mark = (what: string) => console.log(`${((Date.now() - began) / 1000).toFixed(1)} s: ${what}`);
  const tutor: Person = await signedIn(browser, c.url, 'tutor');
  const student: Person = await signedIn(browser, c.url, 'student');
  const sockets: SocketPerson[] = [];
  try {
    await instrumentMedia(tutor.context);
    await instrumentMedia(student.context);
    const link = await studentClassroomLink(student.page);
    const meetingId = new URL(link, c.url).pathname.split('/').pop()!;
    const doomed = c.proxy.nodeFor(meetingId)!;
    const seeded = await seededClassrooms(c);
    console.log(`${seeded.filter((s) => s.node === doomed).length} of ${seeded.length} seeded classrooms on ${doomed}`);
    // Two classrooms on the doomed node when the hash puts two there (nearly always), else the nearest others.
    const ranked = [...seeded].sort((a, b) => Number(b.node === doomed) - Number(a.node === doomed));
    const [admittedRoom, knockingRoom] = ranked as [SeededClassroom, SeededClassroom];
    const elsewhere = seeded.find((s) => s.node !== doomed && s !== admittedRoom && s !== knockingRoom);
    expect(elsewhere, 'a seeded classroom on another node').toBeTruthy();
    const tutorAdmissions = watchAdmissions(tutor.page);
    const studentAdmissions = watchAdmissions(student.page);

    const join = async (room: SeededClassroom, email: string, password: string, admitsAll?: boolean) => {
      const token = await sessionToken(c.url, email, password);
      const person = await joinClassroom({
        url: c.url,
        meetingId: room.meetingId,
        programId: room.programId,
        token,
        name: email,
        admitsAllBut: admitsAll ? new Set() : undefined,
      });
      sockets.push(person);
      return person;
    };
    // The demo school's other people share the demo tutor's and student's passwords (seed-school.ts).
    const [tutorPassword, studentPassword] = [accounts.tutor.password, accounts.student.password];

    const [hostA, learnerA, hostB, learnerB, hostC, learnerC] = [
      await join(admittedRoom, admittedRoom.tutor, tutorPassword, true),
      await join(admittedRoom, admittedRoom.student, studentPassword),
      await join(knockingRoom, knockingRoom.tutor, tutorPassword),
      await join(knockingRoom, knockingRoom.student, studentPassword),
      await join(elsewhere!, elsewhere!.tutor, tutorPassword, true),
      await join(elsewhere!, elsewhere!.student, studentPassword),
    ] as SocketPerson[] as [SocketPerson, SocketPerson, SocketPerson, SocketPerson, SocketPerson, SocketPerson];
    const mainRoom = (p: SocketPerson) => p.latest().rooms[0]!.key;

    await test.step('the lessons are under way: hands, chat, a knock waiting, a board, media', async () => {
      await until(() => learnerA.admissions.length > 0 && learnerC.admissions.length > 0, 'students let in');
      await expect
        .poll(async () => (await hostB.updates()).requests.map((r) => r.connection))
        .toContain(learnerB.connection);
      await learnerA.raiseHand(true);
      await learnerA.say(mainRoom(learnerA), 'Is it x = 4?');
      await hostA.say(mainRoom(hostA), 'Yes, well done.');
      await hostC.say(mainRoom(hostC), 'On another node.');

      await joinFromLobby(tutor.page, link);
      // A page's first load on a loaded machine, not a recovery: a longer wait than the default.
      await expect(indicator(tutor.page)).toHaveAttribute('data-state', 'online', { timeout: 60_000 });
      await studentJoins(tutor.page, student.page, link);
      await expectGrowing(() => framesOf(tileOf(student.page, accounts.tutor.name)), 'the tutor’s camera');
      await student.page.getByRole('button', { name: 'Raise Hands' }).click();
      await student.page.getByRole('tab', { name: 'Chat' }).click();
      await student.page.getByRole('textbox', { name: 'Message' }).fill('Before the node went away');
      await student.page.getByRole('textbox', { name: 'Message' }).press('Enter');
      await expect(chatMessage(student.page, 'Before the node').locator('[data-tick]')).toHaveAttribute(
        'data-tick',
        /sent|delivered|read/,
      );
      await tutor.page.getByRole('button', { name: 'Whiteboards', exact: true }).first().click();
      await tutor.page
        .getByRole('dialog', { name: 'Whiteboards' })
        .getByRole('button', { name: 'New whiteboard' })
        .click();
      await tutor.page.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(boardStatus(student.page)).toHaveAttribute('data-ready', 'true');
      await draw(tutor.page, 'RECTANGLE', [80, 120], [260, 240]);
      await expect(boardStatus(student.page)).toHaveAttribute('data-element-count', '1');
    });

    mark('lessons under way');
    const killedAt = await c.kill(doomed);
    const nodeOf = new Map<SocketPerson, string | null>([
      [hostA, admittedRoom.node],
      [learnerA, admittedRoom.node],
      [hostB, knockingRoom.node],
    ]);
    const affected = [hostA, learnerA, hostB].filter((p) => nodeOf.get(p) === doomed);
    const unaffected = [hostA, learnerA, hostB, hostC, learnerC].filter((p) => nodeOf.get(p) !== doomed);
    const back = (times: number[]) => times.find((t) => t > killedAt);

    await test.step('everyone affected is back in the same classroom, on another node, without knocking', async () => {
      await until(
        () =>
          affected.every((p) => back(p.admissions.map((a) => a.at))) &&
          !!back(tutorAdmissions) &&
          !!back(studentAdmissions),
        'everyone re-admitted',
        recoveryBoundMs,
      );
      const times = {
        ...Object.fromEntries(affected.map((p) => [p.name, back(p.admissions.map((a) => a.at))! - killedAt])),
        'tutor (Chromium)': back(tutorAdmissions)! - killedAt,
        'student (Chromium)': back(studentAdmissions)! - killedAt,
      };
      console.log(`time to recover after SIGKILL of ${doomed} (ms): ${JSON.stringify(times)}`);
      for (const p of affected) expect(p.drops.length, `${p.name} lost its node`).toBeGreaterThan(0);
      expect(
        unaffected.flatMap((p) => p.drops.map((at) => `${p.name} at ${at - killedAt} ms`)),
        'classrooms on other nodes never dropped',
      ).toEqual([]);
      expect(c.proxy.sockets().filter((s) => s.node === doomed)).toEqual([]);
      for (const p of [...sockets]) expect(p.askedToKnockAgain, `${p.name} asked to knock again`).toEqual([]);
      expect(learnerB.admissions, 'the knocking student is still only knocking').toEqual([]);
      await expect(student.page.getByRole('heading', { name: /wait/i })).toHaveCount(0);
    });

    /** The state every check below expects, read afresh from the server. */
    const expectRoomsIntact = async () => {
      const roomA = await hostA.updates();
      const online = (u: typeof roomA, p: SocketPerson) => u.participants.find((x) => x.connection === p.connection);
      expect(online(roomA, learnerA)?.status).toBe('ONLINE');
      expect(online(roomA, hostA)?.status).toBe('ONLINE');
      expect(online(roomA, learnerA)?.isHandRaised, 'the hand stays up').toBe(true);
      const roomB = await hostB.updates();
      expect(
        roomB.requests.map((r) => r.connection),
        'the knock is still waiting',
      ).toContain(learnerB.connection);
      expect((await hostC.updates()).participants.filter((p) => p.status === 'ONLINE')).toHaveLength(2);
    };

    mark('everyone back');
    await test.step('participants, hands, the waiting knock and the chat history are intact; no acked message lost', async () => {
      await expectRoomsIntact();
      const history = new Set(learnerA.latest().messages.map((m) => m.key));
      for (const key of [...hostA.acked, ...learnerA.acked]) expect(history.has(key), `acked ${key} kept`).toBe(true);
      expect(hostA.latest().whiteboard).toEqual(hostA.admissions[0]!.snapshot.whiteboard);
      await student.page.getByRole('tab', { name: 'Participants' }).click();
      await expect(participantRow(student.page, accounts.tutor.name)).toHaveAttribute('data-status', 'Online');
      await expect(
        participantRow(student.page, accounts.student.name).getByRole('img', { name: 'Hand raised' }),
      ).toBeVisible();
      await tutor.page.getByRole('tab', { name: /Chat/ }).click();
      await expect(chatMessage(tutor.page, 'Before the node went away')).toHaveCount(1);
      await expect(boardStatus(tutor.page)).toHaveAttribute('data-element-count', '1');
      await expect(boardStatus(student.page)).toHaveAttribute('data-element-count', '1');
    });

    mark('state checked');
    await test.step('media flows again both ways', async () => {
      try {
        await expectGrowing(() => framesOf(tileOf(student.page, accounts.tutor.name)), 'the tutor’s camera again');
        await expectGrowing(() => framesOf(tileOf(tutor.page, accounts.student.name)), 'the student’s camera again');
      } catch (error) {
        console.log(`tutor:\n${await mediaSnapshot(tutor.page)}\nstudent:\n${await mediaSnapshot(student.page)}`);
        throw error;
      }
      console.log(`video decoding again ${Date.now() - killedAt} ms after the kill (at the latest)`);
    });

    mark('media checked');
    await test.step('once the dead node’s lease lapses and is swept, nobody is dropped and nothing is lost', async () => {
      await expect.poll(() => leasesHeld(c), { timeout: 25_000 }).toBe(2);
      // The sweep runs every 2 s on each node; then the grace period of R11 (4 s) would show any wrong drop.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      await expectRoomsIntact();
      await expect(indicator(student.page)).toHaveAttribute('data-state', 'online');
      await expect(participantRow(student.page, accounts.tutor.name)).toHaveAttribute('data-status', 'Online');
      for (const p of sockets) expect(p.askedToKnockAgain, `${p.name} asked to knock again`).toEqual([]);
    });
  } finally {
    for (const p of sockets) p.close();
    await tutor.context.close().catch(() => undefined);
    await student.context.close().catch(() => undefined);
  }
});
