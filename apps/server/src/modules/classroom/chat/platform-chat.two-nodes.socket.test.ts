/**
 * The platform chat across two nodes on one database and one Redis (ADR 0014, ADR 0038): messages, receipts and
 * presence reach people whichever node holds their socket, and a node that died takes its sockets' presence with it.
 */
import { randomUUID } from 'node:crypto';
import { chatRoomId } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTutor } from '../../../../test/builders.js';
import { listenOnLoopback } from '../../../../test/harness.js';
import { api } from '../../../../test/requests.js';
import { useTwoNodes } from '../../../../test/two-nodes.js';
import { chatPresence, jobs } from '../../../db/schema/index.js';
import { chatRetentionJob } from './chat-retention.js';
import { type ChatClient, openChatClient, outgoing } from './platform-chat-client.test-support.js';

describe('platform chat on two nodes', () => {
  const bed = useTwoNodes();
  const bases: { a: string; b: string } = { a: '', b: '' };
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    bases.a = await listenOnLoopback(bed.nodeA);
    bases.b = await listenOnLoopback(bed.nodeB);
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });
  const open = async (base: string, token: string) => {
    const c = await openChatClient(base, token);
    clients.push(c);
    return c;
  };

  it('delivers direct and group messages to sockets on the other node, and receipts back', async () => {
    const tutor = await open(bases.a, bed.w.tutorA.token);
    const student = await open(bases.b, bed.w.studentA.token);
    const classmate = await open(bases.b, bed.w.studentB.token);
    const room = chatRoomId.direct(bed.w.tutorA.user.id, bed.w.studentA.user.id);
    const key = randomUUID();
    const arrived = student.next<{ key: string }>('message');
    await tutor.emit('message', outgoing(room, 'Across nodes', key));
    expect((await arrived).key).toBe(key);

    const told = tutor.next<{ receipts: unknown[] }>('message_receipts');
    await student.emit('message_read', { messageId: key, roomId: room });
    expect((await told).receipts).toEqual([{ key: bed.w.studentA.user.id, messageId: key, kind: 'read' }]);

    const group = chatRoomId.program(bed.w.program.id);
    const both = Promise.all([student.next<{ key: string }>('message'), classmate.next<{ key: string }>('message')]);
    const groupKey = randomUUID();
    await tutor.emit('message', outgoing(group, 'Everyone, across nodes', groupKey));
    expect((await both).map((m) => m.key)).toEqual([groupKey, groupKey]);
  });

  it('takes a message a moderator deleted on one node off screens on the other (ADR 0064)', async () => {
    const tutor = await open(bases.a, bed.w.tutorA.token);
    const student = await open(bases.b, bed.w.studentA.token);
    const group = chatRoomId.program(bed.w.program.id);
    const key = randomUUID();
    const arrived = student.next('message');
    await tutor.emit('message', outgoing(group, 'To be deleted', key));
    await arrived;
    const gone = student.next('message_deleted');
    const master = await bed.nodeA.signUp('MASTER');
    expect((await api(bed.nodeA)('DELETE', `/api/admin/chat/messages/${key}`, undefined, master.cookie)).status).toBe(
      200,
    );
    expect(await gone).toEqual({ key, room: group });
  });

  it('queues the chat retention once whichever nodes ask', async () => {
    await Promise.all([bed.nodeA.modules.chat.retention.queueNext(), bed.nodeB.modules.chat.retention.queueNext()]);
    await bed.nodeB.modules.chat.retention.queueNext();
    const queued = await bed.database.db.select().from(jobs).where(eq(jobs.name, chatRetentionJob));
    expect(queued).toHaveLength(1);
  });

  it('shows presence the same from either node, and drops a dead node’s sockets after the lease', async () => {
    await open(bases.b, bed.w.studentB.token);
    const statusFrom = async (node: typeof bed.nodeA) => {
      const res = await api(node)('GET', '/api/chat/contacts', undefined, bed.w.tutorB.cookie);
      return res.body.data.contacts.find((c: { key: string }) => c.key === bed.w.studentB.user.id)?.status;
    };
    await expect.poll(() => statusFrom(bed.nodeA)).toBe('ONLINE');
    expect(await statusFrom(bed.nodeB)).toBe('ONLINE');

    // A socket row of a node that stopped renewing it (crashed before its sockets could say goodbye).
    const ghost = await bed.nodeA.signUp('STUDENT');
    await bed.database.db.insert(chatPresence).values({
      socketId: `ghost-${randomUUID()}`,
      userId: ghost.user.id,
      nodeId: 'a-node-that-died',
      seenAt: new Date(Date.now() - 2 * 60_000),
    });
    const statuses = await bed.nodeB.modules.chat.presence.statuses([ghost.user.id, bed.w.studentB.user.id]);
    expect(statuses.get(ghost.user.id)).toBe('RECENTLY_ONLINE');
    expect(statuses.get(bed.w.studentB.user.id)).toBe('ONLINE');
    // The sweep clears the row once, answering who went away with their node (their watchers are told).
    expect(await bed.nodeB.modules.chat.presence.renew()).toEqual([ghost.user.id]);
    expect(await bed.nodeA.modules.chat.presence.renew()).toEqual([]);
  });

  it('pushes presence to a watcher on the other node: online, busy, back, and recently online after the last tab', async () => {
    const tutor = await open(bases.a, bed.w.tutorA.token);
    const newcomer = await bed.nodeA.signUp('STUDENT');
    await linkTutor(bed.database.db, {
      tutorId: bed.w.tutorA.user.id,
      studentId: newcomer.user.id,
      programId: bed.w.program.id,
    });
    const heard = () =>
      tutor.received
        .filter((r) => r.event === 'presence' && (r.payload as { key: string }).key === newcomer.user.id)
        .map((r) => (r.payload as { status: string }).status);
    const student = await openChatClient(bases.b, newcomer.token);
    await expect.poll(heard).toEqual(['ONLINE']);
    expect(await student.emit('set_status', { status: 'BUSY' })).toEqual({ status: 'BUSY' });
    await expect.poll(heard).toEqual(['ONLINE', 'BUSY']);
    await student.emit('set_status', { status: 'ONLINE' });
    await expect.poll(heard).toEqual(['ONLINE', 'BUSY', 'ONLINE']);
    student.close();
    await expect.poll(heard).toEqual(['ONLINE', 'BUSY', 'ONLINE', 'RECENTLY_ONLINE']);
  });
});
