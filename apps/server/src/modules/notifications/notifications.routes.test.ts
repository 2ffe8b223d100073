/**
 * Notifications over HTTP and the root socket: who may send (spec 6.1 "account notifications (send, delete)"),
 * who receives (roles, programs, people), each person's list, counts and marks, deleting a send, the live badge,
 * and email copies following each person's choices.
 */
import path from 'node:path';
import type { NotificationItem } from '@chalkline/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgram, enrol } from '../../../test/builders.js';
import { listenOnLoopback, type TestApp } from '../../../test/harness.js';
import type { api } from '../../../test/requests.js';
import { useWorld, type World } from '../../../test/world.js';
import { readOutbox } from '../../mail/mailer.js';

type Person = Awaited<ReturnType<TestApp['signUp']>>;

describe('notifications', () => {
  const s = useWorld();
  let t: TestApp;
  let w: World;
  let call: ReturnType<typeof api>;
  let master: Person;
  let sender: Person;
  let reader: Person;
  let noGroup: Person;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    ({ t, w, call } = s);
    master = await t.signUp('MASTER');
    sender = await t.signUp('MANAGER', { adminPermissions: ['notifications.access', 'notifications.send'] });
    reader = await t.signUp('MANAGER', { adminPermissions: ['notifications.access'] });
    noGroup = await t.signUp('MANAGER', { adminPermissions: ['programs.access'] });
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  const send = (who: Person, body: Record<string, unknown>) =>
    call('POST', '/api/admin/notifications', { title: 'Hello', body: '<p>Welcome back</p>', ...body }, who.cookie);
  const listOf = async (who: Person, query = ''): Promise<NotificationItem[]> => {
    const res = await call('GET', `/api/notifications?limit=100${query}`, undefined, who.cookie);
    expect(res.status).toBe(200);
    return res.body.data.items;
  };
  const countOf = async (who: Person): Promise<number> => {
    const res = await call('GET', '/api/notifications/count', undefined, who.cookie);
    expect(res.status).toBe(200);
    return res.body.data.unread;
  };

  it('lets only admins holding the group send, and only those holding it see and delete sends', async () => {
    for (const who of [w.studentA, w.tutorA, noGroup, reader])
      expect((await send(who, { roles: ['STUDENT'] })).status).toBe(403);
    expect((await call('GET', '/api/admin/notifications', undefined, w.studentA.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/notifications', undefined, noGroup.cookie)).status).toBe(403);
    expect((await call('GET', '/api/admin/notifications', undefined, reader.cookie)).status).toBe(200);
    const sent = await send(sender, { title: 'Sent by a manager', roles: ['TUTOR'] });
    expect(sent.status).toBe(201);
    for (const who of [w.studentA, sender, reader])
      expect(
        (await call('DELETE', `/api/admin/notifications/${sent.body.data.key}`, undefined, who.cookie)).status,
      ).toBe(403);
    expect((await call('GET', '/api/notifications', undefined)).status).toBe(401);
  });

  it('refuses a send without recipients, title or message with field messages', async () => {
    const none = await send(master, {});
    expect(none.status).toBe(400);
    expect(none.body.fields.roles).toBe('Please choose who receives it');
    const untitled = await send(master, { title: ' ', roles: ['STUDENT'] });
    expect(untitled.status).toBe(400);
    expect(untitled.body.fields.title).toBe('Please enter a title');
    const empty = await send(master, { body: '<p> </p><script>x()</script>', roles: ['STUDENT'] });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.body).toBe('Please write the message');
    const nobody = await send(master, { people: ['00000000-0000-4000-8000-000000000000'] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields.roles).toBe('Nobody matches the chosen recipients');
  });

  it('sends to a role: every student gets it, cleaned, and nobody else', async () => {
    const before = await countOf(w.tutorA);
    const sent = await send(master, {
      title: 'Holiday on Friday',
      body: '<p onclick="steal()">No lessons <script>alert(1)</script><strong>Friday</strong></p>',
      roles: ['STUDENT'],
    });
    expect(sent.status).toBe(201);
    const [item] = await listOf(w.studentA);
    expect(item).toMatchObject({ kind: 'ANNOUNCEMENT', title: 'Holiday on Friday', read: false, link: null });
    expect(item!.body).toBe('<p>No lessons <strong>Friday</strong></p>');
    expect((await listOf(w.studentB))[0]?.title).toBe('Holiday on Friday');
    expect(await countOf(w.tutorA)).toBe(before);
    const list = await call('GET', '/api/admin/notifications', undefined, reader.cookie);
    expect(list.body.data.items[0]).toMatchObject({
      title: 'Holiday on Friday',
      audience: { roles: ['STUDENT'], programs: [], people: [] },
      recipients: sent.body.data.recipients,
      read: 0,
    });
  });

  it('sends to a program (its students and tutors) and to chosen people, once each', async () => {
    const other = await buildProgram(t.database.db, { categoryId: w.category.id });
    const outsider = await t.signUp('STUDENT');
    await enrol(t.database.db, { studentId: outsider.user.id, programId: other.id });
    const sent = await send(master, {
      title: 'Program news',
      programs: [w.program.id],
      people: [w.studentA.user.id, outsider.user.id],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.recipients).toBe(5);
    for (const who of [w.studentA, w.studentB, w.tutorA, w.tutorB, outsider])
      expect((await listOf(who)).filter((n) => n.title === 'Program news')).toHaveLength(1);
    expect((await listOf(master)).some((n) => n.title === 'Program news')).toBe(false);
  });

  it('counts unread ones, marks one and all read, and keeps each list to its owner', async () => {
    const student = await t.signUp('STUDENT');
    for (const title of ['One', 'Two', 'Three']) await send(master, { title, people: [student.user.id] });
    expect(await countOf(student)).toBe(3);
    // The session carries the same count (platform spec 3: the signed-in user's counts).
    const session = await call('GET', '/api/auth/session', undefined, student.cookie);
    expect(session.body.data.user.counts).toEqual({ notifications: 3 });
    const [first] = await listOf(student);
    expect(first?.title).toBe('Three');
    expect((await call('POST', `/api/notifications/${first!.key}/read`, undefined, w.studentA.cookie)).status).toBe(
      404,
    );
    const marked = await call('POST', `/api/notifications/${first!.key}/read`, undefined, student.cookie);
    expect(marked.status).toBe(200);
    expect(marked.body.data.unread).toBe(2);
    expect((await listOf(student, '&unread=true')).map((n) => n.title)).toEqual(['Two', 'One']);
    const all = await call('POST', '/api/notifications/read-all', undefined, student.cookie);
    expect(all.body.data.unread).toBe(0);
    expect((await listOf(student)).every((n) => n.read)).toBe(true);
    const removed = await call('DELETE', `/api/notifications/${first!.key}`, undefined, student.cookie);
    expect(removed.status).toBe(200);
    expect((await listOf(student)).map((n) => n.title)).toEqual(['Two', 'One']);
  });

  it('deleting a send removes every copy of it', async () => {
    const student = await t.signUp('STUDENT');
    const sent = await send(master, { title: 'Oops', people: [student.user.id, w.tutorA.user.id] });
    expect(await countOf(student)).toBe(1);
    const res = await call('DELETE', `/api/admin/notifications/${sent.body.data.key}`, undefined, master.cookie);
    expect(res.status).toBe(200);
    expect(await countOf(student)).toBe(0);
    expect((await listOf(w.tutorA)).some((n) => n.title === 'Oops')).toBe(false);
    expect(
      (await call('DELETE', `/api/admin/notifications/${sent.body.data.key}`, undefined, master.cookie)).status,
    ).toBe(404);
  });

  it('pushes the new unread count to the person’s sockets without a reload', async () => {
    const student = await t.signUp('STUDENT');
    const base = await listenOnLoopback(t);
    const socket = connect(base, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: student.token, instanceId: 'tab-1' },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const asked = await socket.emitWithAck('notification_count', {});
    expect(asked).toEqual({ unread: 0 });
    expect(await socket.emitWithAck('notification_count', { extra: 1 })).toHaveProperty('error');
    const pushed = new Promise((resolve) => socket.once('notifications_changed', resolve));
    await send(master, { title: 'Live one', people: [student.user.id] });
    expect(await pushed).toEqual({ unread: 1, title: 'Live one' });
    const [item] = await listOf(student);
    const fell = new Promise((resolve) => socket.once('notifications_changed', resolve));
    await call('POST', `/api/notifications/${item!.key}/read`, undefined, student.cookie);
    expect(await fell).toEqual({ unread: 0 });
  });

  it('emails a copy through the queue to those who want that kind, and never twice', async () => {
    const outbox = path.join(t.dataDir, 'outbox');
    const wants = await t.signUp('STUDENT');
    const declines = await t.signUp('STUDENT');
    const prefs = await call('GET', '/api/notifications/email-preferences', undefined, declines.cookie);
    expect(prefs.body.data.kinds).toContainEqual({ kind: 'ANNOUNCEMENT', email: true });
    expect(prefs.body.data.kinds).toContainEqual({ kind: 'ASSIGNMENT', email: false });
    const saved = await call(
      'PUT',
      '/api/notifications/email-preferences',
      { kinds: [{ kind: 'ANNOUNCEMENT', email: false }] },
      declines.cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.kinds).toContainEqual({ kind: 'ANNOUNCEMENT', email: false });
    expect(
      (await call('PUT', '/api/notifications/email-preferences', { kinds: [{ kind: 'NOPE', email: 1 }] }, wants.cookie))
        .status,
    ).toBe(400);

    await send(master, {
      title: 'Term dates',
      body: '<p>Term starts <em>Monday</em></p>',
      people: [wants.user.id, declines.user.id],
    });
    const mailFor = async (who: Person) =>
      (await readOutbox(outbox)).filter(
        (m) => JSON.stringify(m.to).includes(who.user.email) && m.subject === 'Term dates',
      );
    // Queued, not sent inside the request.
    expect(await mailFor(wants)).toHaveLength(0);
    await t.jobs.runDue();
    const [mail] = await mailFor(wants);
    expect(mail?.text).toContain('Term starts Monday');
    expect(await mailFor(declines)).toHaveLength(0);
    await t.jobs.runDue();
    expect(await mailFor(wants)).toHaveLength(1);
  });

  it('lets other modules notify exactly once per person with a dedupe key', async () => {
    const student = await t.signUp('STUDENT');
    const input = {
      userIds: [student.user.id, student.user.id],
      kind: 'SCHEDULE' as const,
      title: 'Lesson moved',
      body: 'Your lesson moved to Tuesday',
      link: 'https://elsewhere.example/phish',
      dedupeKey: 'moved:1',
    };
    await Promise.all([t.modules.notifications.service.notify(input), t.modules.notifications.service.notify(input)]);
    const list = await listOf(student);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'SCHEDULE', body: '<p>Your lesson moved to Tuesday</p>', link: null });
  });
});
