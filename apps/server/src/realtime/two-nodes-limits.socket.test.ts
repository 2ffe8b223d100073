/**
 * Room-event limits hold across nodes (R32, ADR 0031): with `REDIS_URL` the counters live in Redis, so a person
 * who spent their chat budget on node A gets no fresh one by reconnecting to node B.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Client, sleep } from '../../test/classroom-client.js';
import type { TestApp } from '../../test/harness.js';
import { useTwoNodes } from '../../test/two-nodes.js';
import { chatMessages } from '../db/schema/index.js';
import { rateLimitedText, roomLimits } from '../modules/classroom/room/room-limits.js';

describe('room-event limits across two nodes', () => {
  const s = useTwoNodes();
  const room = () => `meet:${s.w.studentA.user.meetingId}`;

  it('R32 a person’s chat budget is shared by the nodes; what is refused is neither stored nor sent', async () => {
    const { nodeA, nodeB, w, database, redis } = s;
    const join = (node: TestApp, token: string) => s.open(node, token);
    const tutor = await join(nodeB, w.tutorA.token);
    expect(await tutor.emit('launch', { config: {} })).toMatchObject({ status: 'enrolled' });
    const admit = async (node: TestApp) => {
      const student = await join(node, w.studentA.token);
      const request = tutor.next<{ connection: string }>('access_request');
      expect(await student.emit('launch', { config: {} })).toEqual({ status: 'waiting' });
      const granted = student.next('access_granted');
      expect(await tutor.emit('access_granted', { connection: (await request).connection })).toEqual({});
      await granted;
      return student;
    };
    const say = (c: Client, key = randomUUID()) =>
      c.emit('message', { message: { key, room: room(), content: `flood ${key}` } });
    const { perSocket, perPerson } = roomLimits.chat;

    const onA = await admit(nodeA);
    for (let i = 0; i < perSocket; i++) expect(await say(onA)).toMatchObject({ sent: true });
    expect(await say(onA)).toEqual({ error: rateLimitedText, code: 'RATE_LIMITED' });
    // The counters are in Redis under this deployment's prefix.
    expect((await redis.keys()).some((k) => k.includes('rl:events-chat-person'))).toBe(true);

    // Back on node B with a new tab: the per-socket budget is new, the person's is not.
    const onB = await admit(nodeB);
    for (let i = 0; i < perPerson - perSocket; i++) expect(await say(onB)).toMatchObject({ sent: true });
    const refused = randomUUID();
    expect(await say(onB, refused)).toEqual({ error: rateLimitedText, code: 'RATE_LIMITED' });
    await sleep(200);
    expect(tutor.received.filter((r) => r.event === 'message')).toHaveLength(perPerson);
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.key, refused))).toHaveLength(0);
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.room, room()))).toHaveLength(perPerson);
    for (const c of [onB, tutor]) await c.emit('leave_meeting');
  });
});
