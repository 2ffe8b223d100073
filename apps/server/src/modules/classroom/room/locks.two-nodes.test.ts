/**
 * Classroom locks across two nodes on one database and one Redis (ADR 0014, ADR 0075): the switches live in the
 * room's record in Redis, so a lock a tutor on node A sets is told to a student on node B and enforced there, and
 * a host on node B reads the same switches.
 */
import { randomUUID } from 'node:crypto';
import { type ClassroomLocks, lockTexts, noLocks } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoNodes } from '../../../../test/two-nodes.js';

describe('classroom locks across two nodes', () => {
  const s = useTwoNodes();

  it('L1 L4 a lock set on node A is told to and enforced on node B; a host on node B changes it', async () => {
    const { nodeB, w } = s;
    const { config, tutor, student, room } = await s.lessonAcrossNodes();

    const told = student.next<{ locks: ClassroomLocks }>('locks_changed');
    await tutor.emit('set_locks', { locks: { chat: true } });
    expect((await told).locks).toEqual({ ...noLocks, chat: true });
    const message = () => student.emit('message', { message: { key: randomUUID(), room, content: 'Hi' } });
    expect(await message()).toEqual({ error: lockTexts.refusals.chat });

    // An admin (a host) on node B sees the same switches and turns the chat back on for everyone.
    const admin = await s.open(nodeB, w.admin.token);
    await admin.emit('launch', { config });
    expect(await admin.emit('set_locks', { locks: { camera: true } })).toEqual({
      locks: { ...noLocks, chat: true, camera: true },
    });
    expect(await admin.emit('set_locks', { locks: { chat: false, camera: false } })).toEqual({ locks: noLocks });
    expect(await message()).toMatchObject({ sent: true });
    for (const c of [student, admin, tutor]) await c.emit('leave_meeting');
  });
});
