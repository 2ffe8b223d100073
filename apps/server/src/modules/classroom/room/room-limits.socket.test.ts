/**
 * Issue 15: one student socket stored and broadcast 2,000 chat messages in 2.9 s. Room events are limited per
 * socket and per person (R32); over a limit the ack says so with a code and nothing is stored or sent, while a
 * resend of a message already stored is still answered from storage (R18).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, openClient, sleep } from '../../../../test/classroom-client.js';
import { chatMessages } from '../../../db/schema/index.js';
import { rateLimitedText, roomLimits } from './room-limits.js';

const limited = { error: rateLimitedText, code: 'RATE_LIMITED' };

describe('rate limits on room events', () => {
  const bed = useClassroomBed();
  const extra: Client[] = [];
  afterAll(() => {
    for (const c of extra) c.close();
  });
  const config = { config: {} };
  const room = () => `meet:${bed.w.studentA.user.meetingId}`;
  const tab = async (token: string) => {
    const c = await openClient(bed.base, bed.w.studentA.user.meetingId!, token);
    extra.push(c);
    return c;
  };
  async function lesson() {
    const tutor = await tab(bed.w.tutorA.token);
    expect(await tutor.emit('launch', config)).toMatchObject({ status: 'enrolled' });
    return { tutor, student: await admit(tutor) };
  }
  async function admit(tutor: Client) {
    const student = await tab(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    expect(await student.emit('launch', config)).toEqual({ status: 'waiting' });
    const granted = student.next('access_granted');
    expect(await tutor.emit('access_granted', { connection: (await request).connection })).toEqual({});
    await granted;
    return student;
  }
  const typing = (c: Client) => ({
    key: bed.w.studentA.user.id,
    connection: c.instanceId,
    roomId: room(),
    firstName: 'Ada',
  });
  const count = (c: Client, event: string) => c.received.filter((r) => r.event === event).length;
  const stored = async (key: string) =>
    (await bed.t.database.db.select().from(chatMessages).where(eq(chatMessages.key, key))).length;

  it('R32 R18 chat over the socket’s limit is refused with a code, not stored, not broadcast; a resend is answered', async () => {
    const { tutor, student } = await lesson();
    const limit = roomLimits.chat.perSocket;
    const keys: string[] = [];
    for (let i = 0; i < limit; i++) {
      const key = randomUUID();
      keys.push(key);
      expect(await student.emit('message', { message: { key, room: room(), content: `hello ${i}` } })).toMatchObject({
        sent: true,
      });
    }
    const over = randomUUID();
    expect(await student.emit('message', { message: { key: over, room: room(), content: 'one too many' } })).toEqual(
      limited,
    );
    await sleep(150);
    expect(count(tutor, 'message')).toBe(limit);
    expect(await stored(over)).toBe(0);
    // A resend after a drop (same key, already stored) is answered from storage and not sent again.
    expect(
      await student.emit('message', { message: { key: keys[0], room: room(), content: 'hello 0' } }),
    ).toMatchObject({ sent: true });
    await sleep(100);
    expect(count(tutor, 'message')).toBe(limit);
    // Other kinds of event have budgets of their own.
    expect(await student.emit('typing', typing(student))).toEqual({});
    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });

  it('R32 reactions and typing floods are cut off at their limits and not relayed', async () => {
    const { tutor, student } = await lesson();
    const answers: unknown[] = [];
    for (let i = 0; i < roomLimits.reactions.perSocket + 5; i++)
      answers.push(await student.emit('reaction', { value: '👍' }));
    expect(answers.filter((a) => JSON.stringify(a) === '{}')).toHaveLength(roomLimits.reactions.perSocket);
    expect(answers.at(-1)).toEqual(limited);
    const typed: unknown[] = [];
    for (let i = 0; i < roomLimits.typing.perSocket + 5; i++) typed.push(await student.emit('typing', typing(student)));
    expect(typed.filter((a) => JSON.stringify(a) === '{}')).toHaveLength(roomLimits.typing.perSocket);
    await sleep(150);
    expect(count(tutor, 'reaction')).toBe(roomLimits.reactions.perSocket);
    expect(count(tutor, 'typing')).toBe(roomLimits.typing.perSocket);
    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });

  it('R32 a person’s budget spans their sockets: a new tab does not get a fresh one', async () => {
    const { tutor, student } = await lesson();
    const { perSocket, perPerson } = roomLimits.hands;
    for (let i = 0; i < perSocket; i++)
      expect(await student.emit('raise_hand', i % 2 === 0)).not.toHaveProperty('error');
    expect(await student.emit('raise_hand', true)).toEqual(limited);
    const newer = await admit(tutor);
    for (let i = 0; i < perPerson - perSocket; i++)
      expect(await newer.emit('raise_hand', i % 2 === 0)).not.toHaveProperty('error');
    expect(await newer.emit('raise_hand', true)).toEqual(limited);
    // Someone else is not held back by this person's flood.
    expect(await tutor.emit('raise_hand', true)).toEqual({ isHandRaised: true });
    for (const c of [newer, tutor]) await c.emit('leave_meeting');
  });
});
