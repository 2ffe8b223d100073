/**
 * Host controls across two nodes on one database and one Redis (ADR 0014, ADR 0081): the spotlight lives in the
 * room's record in Redis, so a spotlight a tutor on node A sets is told to a student on node B and is in the snapshot
 * of someone who joins on node B; a removed message leaves node B's chat too.
 */
import { randomUUID } from 'node:crypto';
import type { RoomSnapshot } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoNodes } from '../../../../test/two-nodes.js';

describe('host controls across two nodes', () => {
  const s = useTwoNodes();

  it('H4 H6 a spotlight and a removal on node A reach node B; a late joiner on node B gets the spotlight', async () => {
    const { nodeB, w } = s;
    const { config, tutor, student, room } = await s.lessonAcrossNodes();

    const told = student.next<{ connection: string | null }>('spotlight_changed');
    expect(await tutor.emit('spotlight', { connection: student.instanceId })).toEqual({
      connection: student.instanceId,
    });
    expect((await told).connection).toBe(student.instanceId);

    const key = randomUUID();
    await student.emit('message', { message: { key, room, content: 'Hi' } });
    const removed = student.next<{ messageId: string }>('message_removed');
    expect(await tutor.emit('remove_message', { messageId: key, roomId: room })).toEqual({ removed: true });
    expect((await removed).messageId).toBe(key);

    // An admin joining on node B finds the spotlight in the room's record.
    const admin = await s.open(nodeB, w.admin.token);
    const adminSnapshot = admin.next<RoomSnapshot>('access_granted');
    await admin.emit('launch', { config });
    expect((await adminSnapshot).spotlight).toBe(student.instanceId);
    expect(await admin.emit('spotlight', { connection: null })).toEqual({ connection: null });
    for (const c of [student, admin, tutor]) await c.emit('leave_meeting');
  });
});
