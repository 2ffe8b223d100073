/** Unread classroom chat on program cards and the dashboard (docs/decisions/0012): real sockets, real receipts. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, openClient } from '../../../test/classroom-client.js';
import { createTestApp, listenOnLoopback, type TestApp } from '../../../test/harness.js';
import { api } from '../../../test/requests.js';
import { createWorld, type World } from '../../../test/world.js';

describe('unread classroom chat per program', () => {
  let t: TestApp;
  let w: World;
  let base: string;
  let call: ReturnType<typeof api>;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    w = await createWorld(t);
    call = api(t);
    base = await listenOnLoopback(t);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  const open = async (token: string, meetingId: string) => {
    const c = await openClient(base, meetingId, token);
    clients.push(c);
    return c;
  };
  /** The count on the program's card of this person's dashboard. */
  const unreadOf = async (cookie: string) => {
    const res = await call('GET', '/api/accounts/dashboard', undefined, cookie);
    expect(res.status).toBe(200);
    return res.body.data.programs.find((p: { key: string }) => p.key === w.program.id)?.unreadChatsCount as number;
  };
  const say = (c: Client, room: string, content: string) =>
    c.emit<{ sent: boolean }>('message', { message: { key: randomUUID(), room, content } });

  it('counts messages from others until the person reads them, for their own classroom only', async () => {
    const meetingId = w.studentA.user.meetingId!;
    const room = `meet:${meetingId}`;
    const config = { programId: w.program.id };
    const tutor = await open(w.tutorA.token, meetingId);
    expect(await tutor.emit('launch', { config })).toMatchObject({ status: 'enrolled' });
    const student = await open(w.studentA.token, meetingId);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    expect(await unreadOf(w.studentA.cookie)).toBe(0);

    // A message from the tutor raises the student's count, not the tutor's own.
    const arrived = student.next<{ key: string }>('message');
    expect(await say(tutor, room, 'Open your book at page 4')).toMatchObject({ sent: true });
    const { key } = await arrived;
    expect(await unreadOf(w.studentA.cookie)).toBe(1);
    expect(await unreadOf(w.tutorA.cookie)).toBe(0);
    // Another student of the same program, and that student's tutor, see nothing of this classroom.
    expect(await unreadOf(w.studentB.cookie)).toBe(0);
    expect(await unreadOf(w.tutorB.cookie)).toBe(0);
    // The program's page and list answer each viewer's own count too: the student's, never to anyone else.
    const cardFor = async (cookie: string) =>
      (await call('GET', `/api/programs/${w.program.slug}`, undefined, cookie)).body.data.program.unreadChatsCount;
    expect(await cardFor(w.studentA.cookie)).toBe(1);
    expect(await cardFor(w.studentB.cookie)).toBe(0);
    expect(await cardFor(w.admin.cookie)).toBe(0);
    expect(await cardFor('')).toBe(0);

    // The student's reply counts for the tutor; delivering alone does not clear a count, reading does.
    await say(student, room, 'Done!');
    expect(await unreadOf(w.tutorA.cookie)).toBe(1);
    expect(await student.emit('message_delivered', { messageId: key, roomId: room })).toEqual({});
    expect(await unreadOf(w.studentA.cookie)).toBe(1);
    expect(await student.emit('message_read', { messageId: key, roomId: room })).toEqual({});
    expect(await unreadOf(w.studentA.cookie)).toBe(0);

    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });

  it('counts the program classroom’s chat for everyone enrolled in the program', async () => {
    const room = `meet:program:${w.program.id}`;
    const before = {
      a: await unreadOf(w.studentA.cookie),
      b: await unreadOf(w.studentB.cookie),
      tutor: await unreadOf(w.tutorA.cookie),
    };
    const tutor = await open(w.tutorA.token, 'program');
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    expect(await say(tutor, room, 'Welcome to the group class')).toMatchObject({ sent: true });
    expect(await unreadOf(w.studentA.cookie)).toBe(before.a + 1);
    expect(await unreadOf(w.studentB.cookie)).toBe(before.b + 1);
    expect(await unreadOf(w.tutorA.cookie)).toBe(before.tutor);
    await tutor.emit('leave_meeting');
  });
});
