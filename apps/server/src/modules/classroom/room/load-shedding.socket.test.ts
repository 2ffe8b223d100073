/**
 * Issue 32: 300 people chatting with receipts grew the server to 1.6 GB and lost messages. Under load the node
 * sheds in a fixed order (R37, ADR 0069): receipts, typing, reactions and cursors first (refused with
 * `RATE_LIMITED`, not relayed), then new messages (refused with `RATE_LIMITED` before they are stored); a
 * message acknowledged `sent` is always stored and delivered; write buffers are bounded; the API answers 503.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, sleep } from '../../../../test/classroom-client.js';
import { chatMessages } from '../../../db/schema/index.js';
import { busyText, retryAfterSeconds } from '../../../http/overload-guard.js';
import { bufferLimits } from '../../../realtime/outgoing-buffers.js';
import { overloadedText } from '../../../realtime/shedding.js';

const refused = { error: overloadedText, code: 'RATE_LIMITED' };

describe('load shedding', () => {
  const bed = useClassroomBed();
  afterEach(() => bed.t.overload.pin(null));
  const room = () => `meet:${bed.w.studentA.user.meetingId}`;
  const config = () => ({ config: { programId: bed.w.program.id } });

  /** Tutor A, student A and a master in student A's classroom. */
  async function classroom() {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', config());
    const student = await bed.open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', config());
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    const master = await bed.t.signUp('MASTER');
    const third = await bed.open(master.token);
    expect(await third.emit('launch', config())).toMatchObject({ status: 'enrolled' });
    return { tutor, student, third };
  }
  const message = (content: string, key = randomUUID()) => ({ message: { key, room: room(), content } });
  const stored = async (key: string) =>
    (await bed.t.database.db.select().from(chatMessages).where(eq(chatMessages.key, key))).length;
  const got = (c: Client, event: string) => c.received.filter((r) => r.event === event);
  const keysGot = (c: Client) => got(c, 'message').map((r) => (r.payload as { key: string }).key);
  const typing = (c: Client) => ({
    key: bed.w.studentA.user.id,
    connection: c.instanceId,
    roomId: room(),
    firstName: 'Ada',
  });
  const leave = async (...cs: Client[]) => {
    for (const c of cs) await c.emit('leave_meeting');
  };

  it('R37 shed: receipts, typing and reactions are refused with RATE_LIMITED and not relayed; messages still go', async () => {
    const { tutor, student, third } = await classroom();
    const before = await student.emit('message', message('before the load'));
    expect(before).toMatchObject({ sent: true });
    const first = (got(tutor, 'message')[0]!.payload as { key: string }).key;
    bed.t.overload.pin('shed');
    expect(await tutor.emit('message_read', { messageId: first, roomId: room() })).toEqual(refused);
    expect(await tutor.emit('message_delivered', { messageId: first, roomId: room() })).toEqual(refused);
    expect(await student.emit('typing', typing(student))).toEqual(refused);
    expect(await student.emit('typing_off', { key: bed.w.studentA.user.id, connection: student.instanceId })).toEqual(
      refused,
    );
    expect(await student.emit('reaction', { value: '👍' })).toEqual(refused);
    // Messages are not shed at this level: acknowledged, stored and delivered to everyone else.
    const key = randomUUID();
    expect(await student.emit('message', message('during the load', key))).toMatchObject({ sent: true });
    await sleep(150);
    expect(await stored(key)).toBe(1);
    expect(keysGot(tutor)).toContain(key);
    expect(keysGot(third)).toContain(key);
    for (const c of [tutor, third]) {
      expect(got(c, 'typing')).toEqual([]);
      expect(got(c, 'reaction')).toEqual([]);
    }
    expect(got(student, 'message_receipts')).toEqual([]);
    // Back to normal: a receipt (a watermark) covers what the refused one would have.
    bed.t.overload.pin(null);
    expect(await tutor.emit('message_read', { messageId: key, roomId: room() })).toEqual({});
    await sleep(150);
    expect(got(student, 'message_receipts')).toHaveLength(1);
    await leave(tutor, student, third);
  });

  it('R37 R18 refuse: a new message is refused with RATE_LIMITED before it is stored; sent again later it is delivered once', async () => {
    const { tutor, student, third } = await classroom();
    bed.t.overload.pin('refuse');
    const key = randomUUID();
    expect(await student.emit('message', message('too busy', key))).toEqual(refused);
    expect(await student.emit('message_read', { messageId: randomUUID(), roomId: room() })).toEqual(refused);
    // Other room events go on: a hand is not load.
    expect(await student.emit('raise_hand', true)).toEqual({ isHandRaised: true });
    await sleep(150);
    expect(await stored(key)).toBe(0);
    expect(keysGot(tutor)).not.toContain(key);
    // The client keeps it pending and sends it again with its key: now it is stored and delivered, once.
    bed.t.overload.pin(null);
    expect(await student.emit('message', message('too busy', key))).toMatchObject({ sent: true });
    await sleep(150);
    expect(await stored(key)).toBe(1);
    expect(keysGot(tutor).filter((k) => k === key)).toHaveLength(1);
    expect(keysGot(third).filter((k) => k === key)).toHaveLength(1);
    await leave(tutor, student, third);
  });

  it('R37 chat writes in flight at their limit refuse new messages at once, whatever the sampled level', async () => {
    const { tutor, student, third } = await classroom();
    const { overload } = bed.t;
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const writes = Array.from({ length: overload.limits.refuse.pendingWrites }, () => overload.trackWrite(held));
    expect(overload.level()).toBe('ok');
    const key = randomUUID();
    expect(await student.emit('message', message('queued behind the others', key))).toEqual(refused);
    release();
    await Promise.all(writes);
    expect(await student.emit('message', message('queued behind the others', key))).toMatchObject({ sent: true });
    expect(await stored(key)).toBe(1);
    await leave(tutor, student, third);
  });

  it('R37 write buffers are bounded: a slow socket misses typing but not messages; an overfull one is closed', async () => {
    const { tutor, student, third } = await classroom();
    const nsp = bed.t.io._nsps.get(`/meet/${bed.w.studentA.user.meetingId}`)!;
    const conn = (c: Client) => nsp.sockets.get(c.socket.id!)!.conn as unknown as { writeBuffer: unknown[] };
    // Packets waiting for the tutor (harmless no-ops, as if the tutor's network had stalled).
    const stall = (c: Client, packets: number) => {
      for (let i = 0; i < packets; i++) conn(c).writeBuffer.push({ type: 'noop' });
    };
    stall(tutor, bufferLimits.softPackets);
    bed.t.overload.sample();
    expect(await student.emit('typing', typing(student))).toEqual({});
    const key = randomUUID();
    expect(await student.emit('message', message('to everyone', key))).toMatchObject({ sent: true });
    await sleep(150);
    expect(got(third, 'typing')).toHaveLength(1);
    expect(got(tutor, 'typing')).toEqual([]);
    expect(keysGot(tutor)).toContain(key);
    // Over the hard limit the connection is closed without flushing; the client is told and would reconnect (R10).
    const dropped = tutor.next<string>('disconnect');
    stall(tutor, bufferLimits.hardPackets);
    bed.t.overload.sample();
    expect(await dropped).toBe('transport close');
    expect(third.socket.connected).toBe(true);
    await leave(student, third);
  });

  it('R37 the API past capacity answers 503 with Retry-After at once; health and readiness still answer', async () => {
    bed.t.overload.pin('refuse');
    const busy = await fetch(`${bed.base}/api/meet/messages?room=${encodeURIComponent(room())}&page=1`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(retryAfterSeconds));
    expect(await busy.json()).toEqual({ message: busyText, code: 'RATE_LIMITED' });
    expect((await fetch(`${bed.base}/api/health`)).status).toBe(200);
    expect((await fetch(`${bed.base}/api/ready`)).status).toBe(200);
    bed.t.overload.pin('shed');
    expect((await fetch(`${bed.base}/api/meet/messages?room=${encodeURIComponent(room())}&page=1`)).status).toBe(401);
  });
});
