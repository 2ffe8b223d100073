/**
 * R19a–R19c receipts are watermarks: a receipt for a message covers the reader's older ones, never goes back,
 * reaches only the senders it concerns (batched), and the lists clients read are derived from it.
 */
import { randomUUID } from 'node:crypto';
import { tickState } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, sleep } from '../../../../test/classroom-client.js';
import { receiptWindowMs } from './meeting-chat-receipts.socket.js';

type Receipts = { receipts: { key: string; messageId: string; kind: 'delivered' | 'read' }[] };
type Listed = { key: string; delivered: string[]; read: string[] };

describe('R19 chat receipts as watermarks', () => {
  const bed = useClassroomBed();
  const open = (token: string) => bed.open(token);
  const room = () => `meet:${bed.w.studentA.user.meetingId}`;
  /** Every receipt a client was told, in order. */
  const receiptsOf = (c: Client) =>
    c.received.flatMap((r) => (r.event === 'message_receipts' ? (r.payload as Receipts).receipts : []));
  const settle = () => sleep(receiptWindowMs * 4);

  /** Tutor A, student A and a master (a third member) in student A's classroom. */
  async function classroom() {
    const config = { config: { programId: bed.w.program.id } };
    const tutor = await open(bed.w.tutorA.token);
    await tutor.emit('launch', config);
    const student = await open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', config);
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    const master = await bed.t.signUp('MASTER');
    const third = await open(master.token);
    expect(await third.emit('launch', config)).toMatchObject({ status: 'enrolled' });
    return { tutor, student, third, thirdKey: master.user.id, cookie: master.cookie };
  }
  const say = async (c: Client, content: string) => {
    const key = randomUUID();
    expect(await c.emit('message', { message: { key, room: room(), content } })).toEqual({
      sent: true,
      delivered: [],
      read: [],
    });
    return key;
  };
  const listed = async (cookie: string) => {
    const page = await bed.t.app.inject({
      method: 'GET',
      url: `/api/meet/messages?room=${encodeURIComponent(room())}&page=1`,
      headers: { cookie },
    });
    return new Map((page.json().data.messages as Listed[]).map((m) => [m.key, m]));
  };
  const leave = async (...cs: Client[]) => {
    for (const c of cs) await c.emit('leave_meeting');
  };

  it('R19a ticks end to end: one receipt for the newest covers older messages, told to their sender only', async () => {
    const { tutor, student, third, thirdKey, cookie } = await classroom();
    const first = await say(student, 'One');
    const second = await say(student, 'Two');
    const others = [bed.w.tutorA.user.id, thirdKey];

    const toStudent = student.next<Receipts>('message_receipts');
    expect(await tutor.emit('message_delivered', { messageId: second, roomId: room() })).toEqual({});
    expect((await toStudent).receipts).toEqual([{ key: bed.w.tutorA.user.id, messageId: second, kind: 'delivered' }]);
    let lists = await listed(cookie);
    expect(lists.get(first)).toMatchObject({ delivered: [bed.w.tutorA.user.id], read: [] });
    expect(tickState({ sent: true, ...lists.get(first)! }, others)).toBe('sent');

    const toStudentAgain = student.next<Receipts>('message_receipts');
    expect(await third.emit('message_delivered', { messageId: second, roomId: room() })).toEqual({});
    expect((await toStudentAgain).receipts).toEqual([{ key: thirdKey, messageId: second, kind: 'delivered' }]);
    lists = await listed(bed.w.tutorA.cookie);
    expect(tickState({ sent: true, ...lists.get(first)! }, others)).toBe('delivered');

    const reads = [student.next<Receipts>('message_receipts')];
    await tutor.emit('message_read', { messageId: second, roomId: room() });
    expect((await reads[0])?.receipts).toEqual([{ key: bed.w.tutorA.user.id, messageId: second, kind: 'read' }]);
    reads.push(student.next<Receipts>('message_receipts'));
    await third.emit('message_read', { messageId: second, roomId: room() });
    expect((await reads[1])?.receipts).toEqual([{ key: thirdKey, messageId: second, kind: 'read' }]);
    lists = await listed(bed.w.studentA.cookie);
    for (const key of [first, second]) {
      expect(lists.get(key)).toMatchObject({ delivered: [...others].sort(), read: [...others].sort() });
      expect(tickState({ sent: true, ...lists.get(key)! }, others)).toBe('read');
    }
    // The resent message's ack carries the same derived lists (R18).
    expect(await student.emit('message', { message: { key: first, room: room(), content: 'One' } })).toEqual({
      sent: true,
      delivered: [...others].sort(),
      read: [...others].sort(),
    });

    await settle();
    expect(receiptsOf(tutor)).toEqual([]);
    expect(receiptsOf(third)).toEqual([]);
    // Nobody gets the one-by-one receipt events any more: those are for an incognito reader's admins (R12).
    for (const c of [student, tutor, third]) {
      expect(c.received.map((r) => r.event)).not.toContain('message_read');
      expect(c.received.map((r) => r.event)).not.toContain('message_delivered');
    }
    await leave(student, tutor, third);
  });

  it('R19b receipts never go backwards, and a window of receipts reaches each sender once per reader', async () => {
    const { tutor, student, third, thirdKey, cookie } = await classroom();
    const a = await say(student, 'A');
    const b = await say(tutor, 'B');
    const c = await say(student, 'C');
    await settle();
    const before = { student: receiptsOf(student).length, tutor: receiptsOf(tutor).length };

    // Three receipts inside one window: each sender hears once per reader, naming their own newest message reached.
    await Promise.all([
      third.emit('message_read', { messageId: a, roomId: room() }),
      third.emit('message_read', { messageId: b, roomId: room() }),
      third.emit('message_read', { messageId: c, roomId: room() }),
    ]);
    await settle();
    expect(receiptsOf(student).slice(before.student)).toEqual([{ key: thirdKey, messageId: c, kind: 'read' }]);
    expect(receiptsOf(tutor).slice(before.tutor)).toEqual([{ key: thirdKey, messageId: b, kind: 'read' }]);

    // An older receipt afterwards moves nothing and tells nobody.
    expect(await third.emit('message_delivered', { messageId: a, roomId: room() })).toEqual({});
    expect(await third.emit('message_read', { messageId: b, roomId: room() })).toEqual({});
    await settle();
    expect(receiptsOf(student)).toHaveLength(before.student + 1);
    expect(receiptsOf(tutor)).toHaveLength(before.tutor + 1);
    const lists = await listed(cookie);
    for (const key of [a, b, c]) expect(lists.get(key)?.read).toContain(thirdKey);
    // The reader's own messages and the sender's own receipts never list themselves.
    expect(lists.get(b)?.read).not.toContain(bed.w.tutorA.user.id);
    await student.emit('message_read', { messageId: c, roomId: room() });
    expect((await listed(cookie)).get(c)?.read).not.toContain(bed.w.studentA.user.id);
    await leave(student, tutor, third);
  });

  it('R19a R12 a receipt covers an incognito admin’s message only when the reader is an admin', async () => {
    const { tutor, student, third, thirdKey } = await classroom();
    const hidden = await open(bed.w.admin.token);
    const config = { config: { programId: bed.w.program.id, isIncognito: true } };
    expect(await hidden.emit('launch', config)).toMatchObject({ status: 'enrolled' });
    await say(hidden, 'Only admins read this');
    const after = await say(tutor, 'Page 4');
    await settle();
    expect(await student.emit('message_read', { messageId: after, roomId: room() })).toEqual({});
    const told = hidden.next<Receipts>('message_receipts');
    expect(await third.emit('message_read', { messageId: after, roomId: room() })).toEqual({});
    expect((await told).receipts).toEqual([{ key: thirdKey, messageId: expect.any(String), kind: 'read' }]);
    await settle();
    expect(receiptsOf(hidden).map((r) => r.key)).not.toContain(bed.w.studentA.user.id);
    await leave(hidden, student, tutor, third);
  });

  it('R19a one sender’s burst is stored in the order sent: a receipt for its last message covers all of it', async () => {
    const { tutor, student, third, cookie } = await classroom();
    // As a tab sends what was typed offline when it is back: all at once, without waiting for the acks.
    const keys: string[] = Array.from({ length: 8 }, () => randomUUID());
    const answers = await Promise.all(
      keys.map((key, i) => student.emit('message', { message: { key, room: room(), content: `Burst ${i}` } })),
    );
    expect(answers).toEqual(keys.map(() => ({ sent: true, delivered: [], read: [] })));
    // The history is newest first.
    expect([...(await listed(cookie)).keys()].filter((key) => keys.includes(key))).toEqual([...keys].reverse());
    expect(await tutor.emit('message_read', { messageId: keys.at(-1)!, roomId: room() })).toEqual({});
    await settle();
    const read = [...(await listed(cookie)).values()].filter((m) => keys.includes(m.key));
    expect(read.every((m) => m.read.includes(bed.w.tutorA.user.id))).toBe(true);
    await leave(student, tutor, third);
  });

  it('R19c a receipt for a message of another room, or an unknown one, is refused', async () => {
    const { tutor, student, third } = await classroom();
    expect(await tutor.emit('message_read', { messageId: randomUUID(), roomId: room() })).toHaveProperty('error');
    expect(await tutor.emit('message_read', { messageId: 'not-a-key', roomId: room() })).toHaveProperty('error');
    expect(await tutor.emit('message_read', { messageId: randomUUID(), roomId: 'meet:elsewhere' })).toHaveProperty(
      'error',
    );
    await leave(student, tutor, third);
  });
});
