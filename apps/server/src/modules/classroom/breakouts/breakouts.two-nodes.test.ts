/**
 * Breakout rooms across two nodes on one Redis (B1, B5, ADR 0087): rooms a tutor opens on node A are told to a
 * student on node B and are in the snapshot of someone joining on node B; with node A's timers stopped (as if it
 * died), node B's sweep closes the rooms when the timer ends.
 */
import type { BreakoutsView, RoomSnapshot } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useTwoNodes } from '../../../../test/two-nodes.js';

type Changed = { breakouts: BreakoutsView | null; closedBy?: string };

describe('breakout rooms across two nodes', () => {
  const s = useTwoNodes();

  it('B1 B5 rooms opened on node A are seen on node B, and node B closes them when node A’s timer is gone', async () => {
    const { nodeA, nodeB, w } = s;
    const config = { programId: w.program.id };
    const tutor = await s.open(nodeA, w.tutorA.token);
    const snapshot = tutor.next<RoomSnapshot>('access_granted');
    await tutor.emit('launch', { config });
    await snapshot;
    const student = await s.open(nodeB, w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    const granted = student.next('access_granted');
    await student.emit('launch', { config });
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;

    const told = student.next<Changed>('breakouts_changed');
    await tutor.emit('breakout_open', { count: 2 });
    await tutor.emit('breakout_assign', { assignments: [{ connection: student.instanceId, room: 2 }] });
    expect((await told).breakouts?.rooms).toHaveLength(2);

    const admin = await s.open(nodeB, w.admin.token);
    const adminSnapshot = admin.next<RoomSnapshot>('access_granted');
    await admin.emit('launch', { config });
    expect((await adminSnapshot).breakouts?.assignments).toEqual({ [student.instanceId]: 2 });

    // Node A sets the timer, then loses its timers; node B's sweep finds it due in the shared record.
    await tutor.emit('breakout_timer', { seconds: 2 });
    nodeA.modules.classroom.services.breakoutTimers()?.stop();
    const closed = student.next<Changed>('breakouts_changed', 10_000);
    expect(await closed).toEqual({ breakouts: null, closedBy: 'timer' });
    for (const c of [student, admin, tutor]) await c.emit('leave_meeting');
  });
});
