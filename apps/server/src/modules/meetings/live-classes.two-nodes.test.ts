/**
 * Live Classes across nodes (ADR 0030, ADR 0014): with `REDIS_URL` the room store is shared, so an admin asking
 * any node sees who is in a classroom whose sockets another node holds.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/requests.js';
import { useTwoNodes } from '../../../test/two-nodes.js';

describe('live classes across two nodes', () => {
  const s = useTwoNodes();

  it('shows on node B the tutor whose socket node A holds', async () => {
    const { nodeB, w } = s;
    const meetingId = w.studentA.user.meetingId!;
    const tutor = await s.open(s.nodeA, w.tutorA.token);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });

    const res = await api(nodeB)('GET', '/api/meet/admin/meetings', undefined, w.admin.cookie);
    expect(res.status).toBe(200);
    const room = res.body.data.live.find((r: { roomKey: string }) => r.roomKey === meetingId);
    expect(room.live.participants.map((p: { key: string }) => p.key)).toEqual([w.tutorA.user.id]);
    const students = await api(nodeB)('GET', '/api/meet/admin/meetings/students?limit=100', undefined, w.admin.cookie);
    const row = students.body.data.items.find((r: { roomKey: string }) => r.roomKey === meetingId);
    expect(row.live.participants).toHaveLength(1);
    await tutor.emit('leave_meeting');
  });
});
