/**
 * Offline mention and direct-message notices (ADR 0063): a direct message, or a mention in a program group, tells
 * the person through the notification vocabulary (`message.direct`, `message.mentioned`) only while they have no
 * chat socket on any node; nobody else hears of it, and a resend of the same message never tells twice.
 */
import { chatRoomId } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../../../../test/classroom-client.js';
import { listenOnLoopback } from '../../../../test/harness.js';
import { useWorld } from '../../../../test/world.js';
import { notifications } from '../../../db/schema/index.js';
import { conversationLink } from './offline-notices.js';
import { type ChatClient, openChatClient, outgoing } from './platform-chat-client.test-support.js';

describe('offline notices of direct messages and mentions', () => {
  const s = useWorld();
  let base = '';
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    base = await listenOnLoopback(s.t);
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });
  const open = async (token: string) => {
    const c = await openChatClient(base, token);
    clients.push(c);
    return c;
  };
  const noticesOf = (who: { user: { id: string } }) =>
    s.t.database.db.select().from(notifications).where(eq(notifications.userId, who.user.id));
  const titles = async (who: { user: { id: string } }) => (await noticesOf(who)).map((n) => n.title).sort();
  const name = (who: { user: { firstName: string; lastName: string } }) => `${who.user.firstName} ${who.user.lastName}`;

  it('tells an offline person of a direct message once, with a link to the conversation; nobody else', async () => {
    const { tutorA, studentA, studentB, tutorB, admin } = s.w;
    const tutor = await open(tutorA.token);
    const room = chatRoomId.direct(tutorA.user.id, studentA.user.id);
    const message = outgoing(room, '<p>Your homework is marked</p>');
    await tutor.emit('message', message);
    await tutor.emit('message', message);
    await expect.poll(() => titles(studentA)).toEqual([`New message from ${name(tutorA)}`]);
    const [notice] = await noticesOf(studentA);
    expect(notice).toMatchObject({ kind: 'MESSAGE', link: conversationLink(studentA.user, room) });
    expect(notice?.link).toBe(`/accounts/chat?room=${encodeURIComponent(room)}`);
    await sleep(150);
    for (const other of [tutorA, studentB, tutorB, admin]) expect(await titles(other), name(other)).toEqual([]);
  });

  it('tells nobody when the person is connected (Busy included)', async () => {
    const { tutorA, studentA } = s.w;
    const tutor = await open(tutorA.token);
    const student = await open(studentA.token);
    await student.emit('set_status', { status: 'BUSY' });
    const before = (await noticesOf(studentA)).length;
    const arrived = student.next('message');
    await tutor.emit('message', outgoing(chatRoomId.direct(tutorA.user.id, studentA.user.id), 'Seen live'));
    await arrived;
    await sleep(300);
    expect((await noticesOf(studentA)).length).toBe(before);
    student.close();
  });

  it('tells an offline group member who is mentioned, not the unmentioned nor the online ones', async () => {
    const { tutorA, tutorB, studentA, studentB } = s.w;
    const tutor = await open(tutorA.token);
    const group = chatRoomId.program(s.w.program.id);
    const before = { a: (await noticesOf(studentA)).length, b: (await noticesOf(studentB)).length };
    await tutor.emit('message', outgoing(group, `<p>Well done @${name(studentB)}!</p>`));
    await expect.poll(async () => (await noticesOf(studentB)).length).toBe(before.b + 1);
    const notice = (await noticesOf(studentB)).find((n) => n.title === `${name(tutorA)} mentioned you`);
    expect(notice).toMatchObject({
      kind: 'MESSAGE',
      body: `<p>${name(tutorA)} mentioned you in ${s.w.program.title} while you were away.</p>`,
      link: `/accounts/chat?tab=groups&room=${encodeURIComponent(group)}`,
    });
    expect((await noticesOf(studentA)).length).toBe(before.a);
    expect(await titles(tutorB)).toEqual([]);
    // Online, the mention is seen in the chat itself.
    const online = await open(studentB.token);
    // The connection joins its groups after connecting, then tells its presence: only then does it hear the group.
    await expect.poll(() => online.received.some((r) => r.event === 'presence')).toBe(true);
    const arrived = online.next('message');
    await tutor.emit('message', outgoing(group, `<p>And again, @${name(studentB)}</p>`));
    await arrived;
    await sleep(300);
    expect((await noticesOf(studentB)).length).toBe(before.b + 1);
  });

  it('links an admin to the admins’ Chat page', () => {
    expect(conversationLink({ memberRole: 'MANAGER' }, 'chat:program:p1')).toBe(
      '/admin/chat?tab=groups&room=chat%3Aprogram%3Ap1',
    );
  });
});
