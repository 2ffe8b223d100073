/**
 * Chat moderation on a real database and real sockets (issue 31, ADR 0064): a report tells the moderators and moves
 * from open to handled or dismissed; the reported message in its context; deleting one message for everyone, live,
 * in the activity log; muting; each route for the roles that may and may not.
 */
import { randomUUID } from 'node:crypto';
import { chatRoomId, chatTexts, mutedText } from '@chalkline/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManager } from '../../../../test/builders.js';
import { listenOnLoopback } from '../../../../test/harness.js';
import { useWorld } from '../../../../test/world.js';
import { chatMutes } from '../../../db/schema/index.js';
import { moderationTexts } from './chat-moderation.policy.js';
import { type ChatClient, openChatClient, outgoing } from './platform-chat-client.test-support.js';

describe('chat moderation', () => {
  const s = useWorld();
  let base = '';
  const clients: ChatClient[] = [];
  const open = async (token: string) => {
    const c = await openChatClient(base, token);
    clients.push(c);
    return c;
  };
  let master: { cookie: string; user: { id: string; firstName: string; lastName: string } };
  let reader: string;
  let moderator: string;
  const cookieOf = async (id: string) => `chalkline_session=${(await s.t.modules.accounts.sessions.start(id)).token}`;
  beforeAll(async () => {
    base = await listenOnLoopback(s.t);
    master = await s.t.signUp('MASTER');
    reader = await cookieOf((await buildManager(s.t.database.db, ['schoolPolicies.access'])).id);
    moderator = await cookieOf(
      (await buildManager(s.t.database.db, ['schoolPolicies.access', 'schoolPolicies.moderateChat'])).id,
    );
  });
  afterAll(() => {
    for (const c of clients) c.close();
  });
  const group = () => chatRoomId.program(s.w.program.id);
  /** The tutor writes `count` messages in the program group; answers their keys in order. */
  async function tutorWrites(...texts: string[]) {
    const tutor = await open(s.w.tutorA.token);
    const keys: string[] = [];
    for (const text of texts) {
      const key = randomUUID();
      await tutor.emit('message', outgoing(group(), text, key));
      keys.push(key);
    }
    return keys;
  }
  const report = (key: string, cookie: string, reason = 'This is unkind') =>
    s.call('POST', `/api/chat/messages/${key}/report`, { reason }, cookie);
  const reportsOf = async (status: string, cookie = master.cookie) =>
    (await s.call('GET', `/api/admin/chat/reports?status=${status}`, undefined, cookie)).body.data.reports as {
      key: string;
      status: string;
      handledBy: string | null;
      handledAt: string | null;
      note: string | null;
      message: { key: string; fromKey: string; deletedAt: string | null };
    }[];
  const logWordings = async () => {
    const log = await s.call('GET', '/api/admin/logs?action=schoolPolicies.moderateChat', undefined, master.cookie);
    return (log.body.data.items as { wording: string }[]).map((e) => e.wording);
  };

  it('files a report once and tells the moderators, not tutors or managers without the group', async () => {
    const [key] = await tutorWrites('You will never pass');
    expect((await report(key!, s.w.studentA.cookie)).status).toBe(201);
    // Once per person and message: a second report tells nobody again.
    expect((await report(key!, s.w.studentA.cookie)).status).toBe(201);
    const titles = async (cookie: string) =>
      ((await s.call('GET', '/api/notifications', undefined, cookie)).body.data.items as { title: string }[])
        .map((n) => n.title)
        .filter((t) => t === 'A chat message was reported');
    expect(await titles(master.cookie)).toHaveLength(1);
    expect(await titles(reader)).toHaveLength(1);
    expect(await titles(s.w.admin.cookie)).toHaveLength(0);
    expect(await titles(s.w.tutorA.cookie)).toHaveLength(0);
    const open = await reportsOf('OPEN');
    expect(open.find((r) => r.message.key === key)).toMatchObject({ status: 'OPEN', handledBy: null, note: null });
  });

  it('lists reports by state for those who read reports, and refuses everyone else', async () => {
    expect((await s.call('GET', '/api/admin/chat/reports', undefined, reader)).status).toBe(200);
    expect((await s.call('GET', '/api/admin/chat/reports?status=LOST', undefined, reader)).status).toBe(400);
    for (const cookie of [s.w.admin.cookie, s.w.tutorA.cookie, s.w.studentA.cookie])
      expect((await s.call('GET', '/api/admin/chat/reports', undefined, cookie)).status).toBe(403);
    expect((await s.call('GET', '/api/admin/chat/reports')).status).toBe(401);
  });

  it('handles a report with who, when and a note; dismisses and reopens; logs each', async () => {
    const [key] = await tutorWrites('Nobody likes you');
    await report(key!, s.w.studentA.cookie);
    const { key: reportKey } = (await reportsOf('OPEN')).find((r) => r.message.key === key)!;
    const url = `/api/admin/chat/reports/${reportKey}`;
    for (const cookie of [reader, s.w.admin.cookie, s.w.tutorA.cookie, s.w.studentA.cookie])
      expect((await s.call('PATCH', url, { status: 'HANDLED' }, cookie)).status).toBe(403);
    expect((await s.call('PATCH', url, { status: 'HANDLED' })).status).toBe(401);
    const bad = await s.call('PATCH', url, { status: 'DONE' }, moderator);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.status).toBeDefined();

    const handled = await s.call('PATCH', url, { status: 'HANDLED', note: 'Spoke to the tutor' }, master.cookie);
    expect(handled.status).toBe(200);
    expect(handled.body.data.report).toMatchObject({
      status: 'HANDLED',
      handledBy: `${master.user.firstName} ${master.user.lastName}`,
      note: 'Spoke to the tutor',
    });
    expect(handled.body.data.report.handledAt).toBeTruthy();
    expect((await reportsOf('OPEN')).some((r) => r.key === reportKey)).toBe(false);
    expect((await reportsOf('HANDLED')).some((r) => r.key === reportKey)).toBe(true);

    expect((await s.call('PATCH', url, { status: 'DISMISSED' }, moderator)).body.data.report.status).toBe('DISMISSED');
    const reopened = await s.call('PATCH', url, { status: 'OPEN' }, moderator);
    expect(reopened.body.data.report).toMatchObject({ status: 'OPEN', handledBy: null, handledAt: null });
    const wordings = await logWordings();
    expect(wordings.some((w) => w.includes('handled the chat report on'))).toBe(true);
    expect(wordings.some((w) => w.includes('dismissed the chat report on'))).toBe(true);
    expect(
      (await s.call('PATCH', `/api/admin/chat/reports/${randomUUID()}`, { status: 'OPEN' }, moderator)).status,
    ).toBe(404);
  });

  it('shows the reported message among the messages around it', async () => {
    const texts = Array.from({ length: 13 }, (_, i) => `line ${i}`);
    const keys = await tutorWrites(...texts);
    await report(keys[6]!, s.w.studentB.cookie);
    const { key: reportKey } = (await reportsOf('OPEN')).find((r) => r.message.key === keys[6])!;
    const url = `/api/admin/chat/reports/${reportKey}/context`;
    const context = await s.call('GET', url, undefined, reader);
    expect(context.status).toBe(200);
    expect(context.body.data.reportedKey).toBe(keys[6]);
    expect(context.body.data.messages.map((m: { key: string }) => m.key)).toEqual(keys.slice(1, 12));
    for (const cookie of [s.w.admin.cookie, s.w.studentB.cookie])
      expect((await s.call('GET', url, undefined, cookie)).status).toBe(403);
  });

  it('deletes one message for everyone, live, keeps it for the report, and logs it', async () => {
    const studentA = await open(s.w.studentA.token);
    const studentB = await open(s.w.studentB.token);
    const [keep, doomed] = await tutorWrites('A kind message', 'A cruel message');
    await report(doomed!, s.w.studentB.cookie);
    const url = `/api/admin/chat/messages/${doomed}`;
    for (const cookie of [reader, s.w.admin.cookie, s.w.tutorA.cookie, s.w.studentA.cookie])
      expect((await s.call('DELETE', url, undefined, cookie)).status).toBe(403);
    expect((await s.call('DELETE', url)).status).toBe(401);

    const goneA = studentA.next('message_deleted');
    const goneB = studentB.next('message_deleted');
    const deleted = await s.call('DELETE', url, undefined, moderator);
    expect(deleted.status).toBe(200);
    expect(await goneA).toEqual({ key: doomed, room: group() });
    expect(await goneB).toEqual({ key: doomed, room: group() });

    const history = await s.call('GET', `/api/chat/messages?room=${group()}`, undefined, s.w.studentA.cookie);
    const shown = history.body.data.messages.map((m: { key: string }) => m.key);
    expect(shown).toContain(keep);
    expect(shown).not.toContain(doomed);
    expect((await reportsOf('OPEN')).find((r) => r.message.key === doomed)!.message.deletedAt).toBeTruthy();
    // It cannot be reported again, nor deleted twice.
    expect((await report(doomed!, s.w.studentA.cookie)).status).toBe(404);
    expect((await s.call('DELETE', url, undefined, moderator)).status).toBe(404);
    expect(
      (await logWordings()).some((w) => w.includes('deleted') && w.includes('chat message “A cruel message”')),
    ).toBe(true);
  });

  it('mutes a person for a while: the server refuses their messages until it ends or is lifted', async () => {
    const student = await open(s.w.studentA.token);
    const body = { user: s.w.studentA.user.id, minutes: 60, reason: 'Cooling off' };
    for (const cookie of [reader, s.w.admin.cookie, s.w.tutorA.cookie, s.w.studentB.cookie])
      expect((await s.call('POST', '/api/admin/chat/mutes', body, cookie)).status).toBe(403);
    expect((await s.call('POST', '/api/admin/chat/mutes', body)).status).toBe(401);
    const bad = await s.call('POST', '/api/admin/chat/mutes', { ...body, minutes: 7 }, moderator);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.minutes).toBe('Please choose how long');
    const admin = await s.call('POST', '/api/admin/chat/mutes', { ...body, user: s.w.admin.user.id }, moderator);
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe(moderationTexts.adminsNotMuted);

    const muted = await s.call('POST', '/api/admin/chat/mutes', body, moderator);
    expect(muted.status).toBe(200);
    const until = new Date(muted.body.data.mute.until);
    expect(until.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    const refused = await student.emit<{ error?: string }>('message', outgoing(group(), 'Let me speak'));
    expect(refused.error).toBe(mutedText(until, new Date()));
    expect(refused.error).toMatch(/^A moderator muted you in the chat\. You can send messages again in 1 more hour\.$/);
    const listed = await s.call('GET', '/api/admin/chat/mutes', undefined, reader);
    expect(listed.body.data.mutes).toEqual([
      expect.objectContaining({ key: s.w.studentA.user.id, reason: 'Cooling off' }),
    ]);

    // Once the time is over they write again (the row stays until lifted, but no longer counts).
    await s.t.database.db
      .update(chatMutes)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(chatMutes.userId, s.w.studentA.user.id));
    expect((await student.emit<{ sent?: boolean }>('message', outgoing(group(), 'Back again'))).sent).toBe(true);

    await s.call('POST', '/api/admin/chat/mutes', { ...body, minutes: 15 }, moderator);
    expect((await student.emit<{ error?: string }>('message', outgoing(group(), 'Again?'))).error).toMatch(/muted/);
    const lift = `/api/admin/chat/mutes/${s.w.studentA.user.id}`;
    expect((await s.call('DELETE', lift, undefined, reader)).status).toBe(403);
    expect((await s.call('DELETE', lift, undefined, moderator)).status).toBe(200);
    expect((await s.call('DELETE', lift, undefined, moderator)).status).toBe(404);
    expect((await student.emit<{ sent?: boolean }>('message', outgoing(group(), 'Thank you'))).sent).toBe(true);
    const wordings = await logWordings();
    expect(
      wordings.some((w) => w.includes(`muted ${s.w.studentA.user.firstName}`) && w.includes('in the chat for 1 hour')),
    ).toBe(true);
    expect(wordings.some((w) => w.includes(`unmuted ${s.w.studentA.user.firstName}`))).toBe(true);
  });

  it('tells the reporter their report went in, in the spec’s words', async () => {
    const [key] = await tutorWrites('Hmm');
    expect((await report(key!, s.w.studentB.cookie)).body.message).toBe(chatTexts.reported);
  });
});
