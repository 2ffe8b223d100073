/**
 * Suspending someone on one node ends them on every node (ADR 0029): the admin's call reaches node B, the student
 * sits in a classroom on node A and has a cached session there; within 2 s node A drops both and frees the seat.
 */
import { peopleTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/requests.js';
import { useTwoNodes } from '../../test/two-nodes.js';

describe('a suspension crosses nodes', () => {
  const s = useTwoNodes({ MEDIA_WORKER: 'false' });

  it('ends the student’s socket, seat and cached session on the other node within 2 s', async () => {
    const { nodeA, nodeB, w } = s;
    const open = (token: string) => s.open(nodeA, token);
    const config = { programId: w.program.id };
    const tutor = await open(w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await open(w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    // Node A now holds the student's session in its cache.
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, w.studentA.cookie)).status).toBe(200);

    const alert = student.next<{ code: string; message: string }>('alert', 2000);
    const left = tutor.next<{ user: string }>('leave_meeting', 2000);
    const started = Date.now();
    const res = await api(nodeB)(
      'POST',
      '/api/accounts/restriction/students',
      { key: w.studentA.user.id, suspended: true },
      w.admin.cookie,
    );
    expect(res.status).toBe(200);
    const [alerted] = await Promise.all([alert, left]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alerted).toEqual({ code: 'account_ended', message: peopleTexts.endedBySuspension });
    expect(student.socket.connected).toBe(false);
    expect((await api(nodeA)('GET', '/api/auth/session', undefined, w.studentA.cookie)).status).toBe(401);
  });
});
