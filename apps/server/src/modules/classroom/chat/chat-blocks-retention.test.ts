/**
 * Students blocking students, and chat retention when the school does not keep every message (issue 31, ADR 0064),
 * on a real database and real sockets.
 */
import { randomUUID } from 'node:crypto';
import { chatRoomId, chatTexts } from '@chalkline/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../../test/harness.js';
import { useWorld } from '../../../../test/world.js';
import { chatMessages, jobs } from '../../../db/schema/index.js';
import { moderationTexts } from './chat-moderation.policy.js';
import { chatRetentionJob, nextRetentionRunAt } from './chat-retention.js';
import { type ChatClient, openChatClient, outgoing } from './platform-chat-client.test-support.js';

describe('students blocking students', () => {
  const s = useWorld();
  let base = '';
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    base = await listenOnLoopback(s.t);
    await s.t.modules.school.service.update({ studentDirectMessages: true }, null);
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });
  const room = () => chatRoomId.direct(s.w.studentA.user.id, s.w.studentB.user.id);
  const start = (cookie: string, other: string) => s.call('POST', '/api/chat/conversations', { with: other }, cookie);

  it('lets a student block a classmate: neither can write, the blocked one is not told why; undo restores it', async () => {
    const a = s.w.studentA;
    const b = s.w.studentB;
    expect((await start(a.cookie, b.user.id)).status).toBe(200);
    const blocked = await s.call('POST', '/api/chat/blocks', { with: b.user.id }, a.cookie);
    expect(blocked.status).toBe(200);

    const fromB = await start(b.cookie, a.user.id);
    expect(fromB.status).toBe(403);
    expect(fromB.body.message).toBe(chatTexts.notAllowed);
    const fromA = await start(a.cookie, b.user.id);
    expect(fromA.body.message).toBe(chatTexts.blockedByMe);
    const socketB = await openChatClient(base, b.token);
    clients.push(socketB);
    expect((await socketB.emit<{ error?: string }>('message', outgoing(room(), 'hey'))).error).toBe(
      chatTexts.notAllowed,
    );
    // Gone from each other's contacts while blocked.
    const contactsB = await s.call('GET', '/api/chat/contacts', undefined, b.cookie);
    expect(contactsB.body.data.contacts.map((c: { key: string }) => c.key)).not.toContain(a.user.id);

    const list = await s.call('GET', '/api/chat/blocks', undefined, a.cookie);
    expect(list.body.data.blocked).toEqual([expect.objectContaining({ key: b.user.id })]);
    expect((await s.call('GET', '/api/chat/blocks', undefined, b.cookie)).body.data.blocked).toEqual([]);

    expect((await s.call('DELETE', `/api/chat/blocks/${b.user.id}`, undefined, a.cookie)).status).toBe(200);
    expect((await s.call('DELETE', `/api/chat/blocks/${b.user.id}`, undefined, a.cookie)).status).toBe(404);
    expect((await start(b.cookie, a.user.id)).status).toBe(200);
    expect((await socketB.emit<{ sent?: boolean }>('message', outgoing(room(), 'friends again'))).sent).toBe(true);
  });

  it('lets only students block, and only other students', async () => {
    const tutorBlocks = await s.call('POST', '/api/chat/blocks', { with: s.w.studentA.user.id }, s.w.tutorA.cookie);
    expect(tutorBlocks.status).toBe(403);
    const adminBlocks = await s.call('POST', '/api/chat/blocks', { with: s.w.studentA.user.id }, s.w.admin.cookie);
    expect(adminBlocks.status).toBe(403);
    const blockTutor = await s.call('POST', '/api/chat/blocks', { with: s.w.tutorA.user.id }, s.w.studentA.cookie);
    expect(blockTutor.status).toBe(403);
    expect(blockTutor.body.message).toBe(moderationTexts.blockStudentsOnly);
    const self = await s.call('POST', '/api/chat/blocks', { with: s.w.studentA.user.id }, s.w.studentA.cookie);
    expect(self.body.message).toBe(moderationTexts.blockSelf);
    expect((await s.call('POST', '/api/chat/blocks', { with: 'nobody' }, s.w.studentA.cookie)).status).toBe(400);
    expect((await s.call('POST', '/api/chat/blocks', { with: s.w.studentB.user.id })).status).toBe(401);
    expect((await s.call('GET', '/api/chat/blocks', undefined, s.w.tutorA.cookie)).status).toBe(403);
    expect((await s.call('GET', '/api/chat/blocks')).status).toBe(401);
  });
});

describe('chat retention', () => {
  const s = useWorld();
  const dayMs = 86_400_000;
  afterAll(() => s.t.modules.school.service.update({ keepMessages: true }, null));

  /** Stores a message in the program group written `days` ago. */
  async function writtenDaysAgo(days: number, text: string) {
    const key = randomUUID();
    await s.t.modules.chat.service.send(
      { id: s.w.tutorA.user.id, role: 'TUTOR' },
      { key: s.w.tutorA.user.id, firstName: 'T', lastName: 'A', otherNames: null, avatar: null, gender: null },
      {
        key,
        room: chatRoomId.program(s.w.program.id),
        content: text,
        images: [],
        videos: [],
        audios: [],
        documents: [],
        to: null,
        program: null,
      },
    );
    const at = new Date(Date.now() - days * dayMs);
    await s.t.database.db.update(chatMessages).set({ createdAt: at }).where(eq(chatMessages.key, key));
    return key;
  }
  const remaining = async (keys: string[]) =>
    (await s.t.database.db.select({ key: chatMessages.key }).from(chatMessages).where(inArray(chatMessages.key, keys)))
      .map((r) => r.key)
      .sort();

  it('deletes nothing while the school keeps every message', async () => {
    const old = await writtenDaysAgo(900, 'ancient');
    expect(await s.t.modules.chat.retention.purge()).toBe(0);
    expect(await remaining([old])).toEqual([old]);
  });

  it('with it off, deletes messages past the retention period, except those under an open report; logs it', async () => {
    const old = await writtenDaysAgo(40, 'old');
    const reported = await writtenDaysAgo(40, 'old and reported');
    const recent = await writtenDaysAgo(10, 'recent');
    expect(
      (await s.call('POST', `/api/chat/messages/${reported}/report`, { reason: 'Bad words' }, s.w.studentA.cookie))
        .status,
    ).toBe(201);
    await s.t.modules.school.service.update({ keepMessages: false, messageRetentionDays: 30 }, null);
    expect(await s.t.modules.chat.retention.purge()).toBeGreaterThanOrEqual(1);
    expect(await remaining([old, reported, recent])).toEqual([reported, recent].sort());
    const master = await s.t.signUp('MASTER');
    const log = await s.call('GET', '/api/admin/logs?action=schoolPolicies.moderateChat', undefined, master.cookie);
    expect(JSON.stringify(log.body.data.items)).toMatch(/Chalkline deleted \d+ chat messages older than 30 days/);
  });

  it('runs as one daily job whichever node asks, and queues the next run', async () => {
    await s.t.modules.chat.retention.queueNext();
    await s.t.modules.chat.retention.queueNext();
    const queued = await s.t.database.db.select().from(jobs).where(eq(jobs.name, chatRetentionJob));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe(nextRetentionRunAt(new Date()).toISOString());
    expect(nextRetentionRunAt(new Date('2026-01-01T02:00:00Z')).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(nextRetentionRunAt(new Date('2026-01-01T03:00:00Z')).toISOString()).toBe('2026-01-02T03:00:00.000Z');
  });
});
