/**
 * The platform chat end to end on a real database and real sockets (ADR 0038): who may talk to whom through the
 * HTTP calls and the `/chat` namespace, exactly-once storage, sanitising, receipts, unread counts and reports.
 */
import { randomUUID } from 'node:crypto';
import { chatRoomId, chatTexts } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManager, buildUser, enrol } from '../../../../test/builders.js';
import { listenOnLoopback } from '../../../../test/harness.js';
import { useWorld } from '../../../../test/world.js';
import { chatMessages } from '../../../db/schema/index.js';
import { type ChatClient, openChatClient, outgoing } from './platform-chat-client.test-support.js';

describe('platform chat', () => {
  const s = useWorld();
  let base = '';
  const clients: ChatClient[] = [];
  const open = async (token: string) => {
    const c = await openChatClient(base, token);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    base = await listenOnLoopback(s.t);
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });
  const direct = (a: { user: { id: string } }, b: { user: { id: string } }) => chatRoomId.direct(a.user.id, b.user.id);
  const group = () => chatRoomId.program(s.w.program.id);

  describe('who may talk to whom over HTTP', () => {
    it('lists a tutor’s own students and a student’s own tutors as contacts', async () => {
      const tutorContacts = await s.call('GET', '/api/chat/contacts', undefined, s.w.tutorA.cookie);
      expect(tutorContacts.status).toBe(200);
      expect(tutorContacts.body.data.contacts.map((c: { key: string }) => c.key)).toEqual([s.w.studentA.user.id]);
      const studentContacts = await s.call('GET', '/api/chat/contacts', undefined, s.w.studentA.cookie);
      expect(studentContacts.body.data.contacts.map((c: { key: string }) => c.key)).toEqual([s.w.tutorA.user.id]);
      expect(studentContacts.body.data.contacts[0].room).toBe(direct(s.w.studentA, s.w.tutorA));
    });

    it('refuses a conversation with a tutor who does not teach the student', async () => {
      const res = await s.call('POST', '/api/chat/conversations', { with: s.w.tutorB.user.id }, s.w.studentA.cookie);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(chatTexts.notAllowed);
    });

    it('lets a student message another student only once the school allows it', async () => {
      const before = await s.call(
        'POST',
        '/api/chat/conversations',
        { with: s.w.studentB.user.id },
        s.w.studentA.cookie,
      );
      expect(before.status).toBe(403);
      expect(before.body.message).toBe(chatTexts.studentDirectOff);
      await s.t.modules.school.service.update({ studentDirectMessages: true }, null);
      try {
        const after = await s.call(
          'POST',
          '/api/chat/conversations',
          { with: s.w.studentB.user.id },
          s.w.studentA.cookie,
        );
        expect(after.status).toBe(200);
        expect(after.body.data.contact.room).toBe(direct(s.w.studentA, s.w.studentB));
        // A student of no shared program stays out of reach.
        const stranger = await buildUser(s.t.database.db, 'STUDENT');
        const far = await s.call('POST', '/api/chat/conversations', { with: stranger.id }, s.w.studentA.cookie);
        expect(far.status).toBe(403);
      } finally {
        await s.t.modules.school.service.update({ studentDirectMessages: false }, null);
      }
    });

    it('lets an admin message anyone, and find anyone by name', async () => {
      const res = await s.call('POST', '/api/chat/conversations', { with: s.w.studentB.user.id }, s.w.admin.cookie);
      expect(res.status).toBe(200);
      const found = await s.call(
        'GET',
        `/api/chat/contacts?search=${encodeURIComponent(s.w.tutorB.user.firstName)}`,
        undefined,
        s.w.admin.cookie,
      );
      expect(found.body.data.contacts.map((c: { key: string }) => c.key)).toContain(s.w.tutorB.user.id);
    });

    it('shows students and tutors their program groups; admins every group to join', async () => {
      const mine = await s.call('GET', '/api/chat/program-rooms', undefined, s.w.studentA.cookie);
      expect(mine.body.data.rooms.map((r: { key: string }) => r.key)).toEqual([group()]);
      expect(mine.body.data.rooms[0]).toMatchObject({ joined: true, members: 4 });
      const outsider = await s.t.signUp('STUDENT');
      const none = await s.call('GET', '/api/chat/program-rooms', undefined, outsider.cookie);
      expect(none.body.data.rooms).toEqual([]);
      const history = await s.call('GET', `/api/chat/messages?room=${group()}`, undefined, outsider.cookie);
      expect(history.status).toBe(403);
      const adminView = await s.call('GET', '/api/chat/program-rooms', undefined, s.w.admin.cookie);
      expect(adminView.body.data.rooms.find((r: { key: string }) => r.key === group())).toMatchObject({
        joined: false,
      });
      expect((await s.call('GET', `/api/chat/messages?room=${group()}`, undefined, s.w.admin.cookie)).status).toBe(403);
      const join = await s.call('POST', `/api/chat/program-rooms/${s.w.program.id}/join`, undefined, s.w.admin.cookie);
      expect(join.status).toBe(200);
      expect((await s.call('GET', `/api/chat/messages?room=${group()}`, undefined, s.w.admin.cookie)).status).toBe(200);
      const tutorJoin = await s.call(
        'POST',
        `/api/chat/program-rooms/${s.w.program.id}/join`,
        undefined,
        s.w.tutorB.cookie,
      );
      expect(tutorJoin.status).toBe(403);
    });
  });

  describe('messages over the chat namespace', () => {
    it('delivers a direct message to the other person only, stored once per key (exactly once)', async () => {
      const tutor = await open(s.w.tutorA.token);
      const student = await open(s.w.studentA.token);
      const otherStudent = await open(s.w.studentB.token);
      const room = direct(s.w.tutorA, s.w.studentA);
      const arrived = student.next<{ key: string; content: string; kind: string; from: { key: string } }>('message');
      const key = randomUUID();
      const ack = await tutor.emit('message', outgoing(room, '<p>Hello <strong>Ada</strong></p>', key));
      expect(ack).toEqual({ sent: true, delivered: [], read: [] });
      const message = await arrived;
      expect(message).toMatchObject({ key, kind: 'CONTACT', content: '<p>Hello <strong>Ada</strong></p>' });
      expect(message.from.key).toBe(s.w.tutorA.user.id);
      // A resend after a drop (same key) is answered, not stored or delivered again.
      expect(await tutor.emit('message', outgoing(room, '<p>Hello <strong>Ada</strong></p>', key))).toMatchObject({
        sent: true,
      });
      const rows = await s.t.database.db.select().from(chatMessages).where(eq(chatMessages.key, key));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.to).toBe(s.w.studentA.user.id);
      expect(student.received.filter((r) => r.event === 'message')).toHaveLength(1);
      expect(otherStudent.received.some((r) => r.event === 'message')).toBe(false);
      // The same key from someone else, or in another room, is refused.
      const stolen = await student.emit<{ error?: string }>('message', outgoing(room, 'mine now', key));
      expect(stolen.error).toBe('This message key is already used');
    });

    it('counts unread messages by kind, and a read receipt clears them and tells the sender', async () => {
      const tutor = await open(s.w.tutorA.token);
      const student = await open(s.w.studentA.token);
      const room = direct(s.w.tutorA, s.w.studentA);
      const before = await s.call('GET', '/api/chat/unread', undefined, s.w.studentA.cookie);
      const contactBefore = before.body.data.unread.find((u: { kind: string }) => u.kind === 'CONTACT').count;
      const key = randomUUID();
      const arrived = student.next('message');
      await tutor.emit('message', outgoing(room, 'Homework is on page 4', key));
      await arrived;
      const unread = await s.call('GET', '/api/chat/unread', undefined, s.w.studentA.cookie);
      expect(unread.body.data.unread).toEqual([
        { kind: 'CONTACT', count: contactBefore + 1 },
        { kind: 'GROUP', count: expect.any(Number) },
      ]);
      const told = tutor.next<{ receipts: { key: string; messageId: string; kind: string }[] }>('message_receipts');
      expect(await student.emit('message_read', { messageId: key, roomId: room })).toEqual({});
      expect((await told).receipts).toEqual([{ key: s.w.studentA.user.id, messageId: key, kind: 'read' }]);
      const after = await s.call('GET', '/api/chat/unread', undefined, s.w.studentA.cookie);
      expect(after.body.data.unread[0]).toEqual({ kind: 'CONTACT', count: 0 });
      const history = await s.call('GET', `/api/chat/messages?room=${room}`, undefined, s.w.tutorA.cookie);
      expect(history.body.data.currentPage).toBe(1);
      expect(history.body.data.messages[0]).toMatchObject({ key, read: [s.w.studentA.user.id] });
    });

    it('sends a group message to every member of the program and nobody else', async () => {
      const tutor = await open(s.w.tutorB.token);
      const a = await open(s.w.studentA.token);
      const b = await open(s.w.studentB.token);
      const outsider = await s.t.signUp('STUDENT');
      const out = await open(outsider.token);
      const got = Promise.all([a.next('message'), b.next('message')]);
      const key = randomUUID();
      expect(await tutor.emit('message', outgoing(group(), 'Class starts at 4', key))).toMatchObject({ sent: true });
      const [toA, toB] = (await got) as { key: string; kind: string; program: string }[];
      expect(toA).toMatchObject({ key, kind: 'GROUP', program: s.w.program.id });
      expect(toB!.key).toBe(key);
      const refused = await out.emit<{ error?: string }>('message', outgoing(group(), 'let me in'));
      expect(refused.error).toBe(chatTexts.notInGroup);
      expect(out.received.some((r) => r.event === 'message')).toBe(false);
      const typing = a.next<{ key: string; roomId: string; firstName: string }>('typing');
      await b.emit('typing', { key: 'forged', connection: 'x', roomId: group(), firstName: 'Forged' });
      expect(await typing).toMatchObject({
        key: s.w.studentB.user.id,
        roomId: group(),
        firstName: s.w.studentB.user.firstName,
      });
    });

    it('refuses to write where the rules say no, whatever the client claims', async () => {
      const student = await open(s.w.studentA.token);
      const toStudent = await student.emit<{ error?: string }>(
        'message',
        outgoing(direct(s.w.studentA, s.w.studentB), 'hi'),
      );
      expect(toStudent.error).toBe(chatTexts.studentDirectOff);
      const otherTutor = await student.emit<{ error?: string }>(
        'message',
        outgoing(direct(s.w.studentA, s.w.tutorB), 'hi'),
      );
      expect(otherTutor.error).toBe(chatTexts.notAllowed);
      // Someone else's conversation.
      const theirs = await student.emit<{ error?: string }>(
        'message',
        outgoing(direct(s.w.tutorB, s.w.studentB), 'hi'),
      );
      expect(theirs.error).toBe(chatTexts.notAllowed);
      const bad = await student.emit<{ error?: string }>('message', { message: { key: 'nope', room: 'x' } });
      expect(bad.error).toMatch(/key/);
      const empty = await student.emit<{ error?: string }>(
        'message',
        outgoing(direct(s.w.studentA, s.w.tutorA), '<p> </p>'),
      );
      expect(empty.error).toBe('A message needs text or an attachment');
    });

    it('sanitises rich text: scripts, event handlers, javascript: links and outside images go', async () => {
      const tutor = await open(s.w.tutorA.token);
      const key = randomUUID();
      const dirty =
        '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:alert(2)">x</a> <a href="https://example.org" onmouseover="y()">ok</a><img src="https://tracker.example/p.gif" onerror="z()"></p>';
      await tutor.emit('message', outgoing(direct(s.w.tutorA, s.w.studentA), dirty, key));
      const [row] = await s.t.database.db.select().from(chatMessages).where(eq(chatMessages.key, key));
      expect(row!.content).not.toMatch(/script|onclick|onmouseover|onerror|javascript:|<img|tracker/);
      expect(row!.content).toContain(
        '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
      );
      expect(row!.content).toContain('Hi');
    });
  });

  describe('reports', () => {
    it('lets anyone report a message they can read; admins with School policies read it and its conversation', async () => {
      const tutor = await open(s.w.tutorA.token);
      const key = randomUUID();
      const room = direct(s.w.tutorA, s.w.studentA);
      await tutor.emit('message', outgoing(room, 'Something unkind', key));
      const outsider = await s.t.signUp('STUDENT');
      expect(
        (await s.call('POST', `/api/chat/messages/${key}/report`, { reason: 'Not nice' }, outsider.cookie)).status,
      ).toBe(404);
      const report = await s.call(
        'POST',
        `/api/chat/messages/${key}/report`,
        { reason: 'Not nice' },
        s.w.studentA.cookie,
      );
      expect(report.status).toBe(201);
      expect(report.body.message).toBe(chatTexts.reported);

      const noPolicies = await buildManager(s.t.database.db, ['students.access']);
      const { token } = await s.t.modules.accounts.sessions.start(noPolicies.id);
      const cookie = `chalkline_session=${token}`;
      expect((await s.call('GET', '/api/admin/chat/reports', undefined, cookie)).status).toBe(403);
      expect((await s.call('GET', `/api/chat/messages?room=${room}`, undefined, cookie)).status).toBe(403);

      const moderator = await s.t.signUp('MASTER');
      const reports = await s.call('GET', '/api/admin/chat/reports', undefined, moderator.cookie);
      expect(reports.status).toBe(200);
      expect(reports.body.data.reports[0]).toMatchObject({
        room,
        kind: 'CONTACT',
        reason: 'Not nice',
        message: { key, text: 'Something unkind' },
      });
      const conversation = await s.call('GET', `/api/chat/messages?room=${room}`, undefined, moderator.cookie);
      expect(conversation.status).toBe(200);
    });
  });

  describe('presence', () => {
    it('shows a connected contact ONLINE, BUSY when they say so, and RECENTLY_ONLINE after they leave', async () => {
      const statusOf = async () => {
        const res = await s.call('GET', '/api/chat/contacts', undefined, s.w.tutorA.cookie);
        return res.body.data.contacts.find((c: { key: string }) => c.key === s.w.studentA.user.id).status;
      };
      for (const c of clients.splice(0)) c.close();
      await new Promise((r) => setTimeout(r, 200));
      const student = await open(s.w.studentA.token);
      await expect.poll(statusOf).toBe('ONLINE');
      expect(await student.emit('set_status', { status: 'BUSY' })).toEqual({ status: 'BUSY' });
      expect(await statusOf()).toBe('BUSY');
      await student.emit('set_status', { status: 'ONLINE' });
      student.close();
      await expect.poll(statusOf).toBe('RECENTLY_ONLINE');
    });
  });
});

describe('a program group with a newly enrolled student', () => {
  const s = useWorld();
  it('takes the student in without a reconnect once they open the group (join_room)', async () => {
    const base = await listenOnLoopback(s.t);
    const newcomer = await s.t.signUp('STUDENT');
    const client = await openChatClient(base, newcomer.token);
    const room = chatRoomId.program(s.w.program.id);
    expect((await client.emit<{ error?: string }>('join_room', { roomId: room })).error).toBeDefined();
    await enrol(s.t.database.db, { studentId: newcomer.user.id, programId: s.w.program.id });
    expect(await client.emit('join_room', { roomId: room })).toEqual({ rooms: [{ key: room, isDefault: true }] });
    const tutor = await openChatClient(base, s.w.tutorA.token);
    const arrived = client.next<{ content: string }>('message');
    await tutor.emit('message', outgoing(room, 'Welcome!'));
    expect((await arrived).content).toBe('Welcome!');
    client.close();
    tutor.close();
  });
});
