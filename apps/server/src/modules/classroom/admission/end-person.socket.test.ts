/**
 * A suspended or deleted person's classroom ends at once (ADR 0029): the seat is freed (the others see them leave,
 * R15), the person's socket hears why and is disconnected within 2 s, and cannot come back.
 */
import { peopleTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { openClient } from '../../../../test/classroom-client.js';
import { api } from '../../../../test/requests.js';

describe('suspending someone in a classroom', () => {
  // Media on the main thread: the media worker's first start under a loaded test machine takes seconds, and the
  // seat is freed after the person's media is closed.
  const bed = useClassroomBed({ MEDIA_WORKER: 'false' });

  it('R15 frees the suspended student’s seat, ends their socket within 2 s and refuses them after', async () => {
    const { w } = bed;
    const config = { programId: w.program.id };
    const tutor = await bed.open(w.tutorA.token);
    expect(await tutor.emit('launch', { config })).toMatchObject({ status: 'enrolled' });
    const student = await bed.open(w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    expect(await student.emit('launch', { config })).toEqual({ status: 'waiting' });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;

    const left = tutor.next<{ user: string }>('leave_meeting', 2000);
    const alert = student.next<{ message: string; code: string }>('alert', 2000);
    const gone = new Promise<string>((resolve) => student.socket.once('disconnect', resolve));
    const started = Date.now();
    const res = await api(bed.t)(
      'POST',
      '/api/accounts/restriction/students',
      { key: w.studentA.user.id, suspended: true },
      w.admin.cookie,
    );
    expect(res.status).toBe(200);
    const [alerted, reason, leaving] = await Promise.all([alert, gone, left]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(alerted).toEqual({ message: peopleTexts.endedBySuspension, code: 'account_ended' });
    expect(reason).toBe('io server disconnect');
    expect(leaving.user).toBeTruthy();

    const { participants } = await tutor.emit<{ participants: { key: string }[] }>('check_online');
    expect(participants.map((p) => p.key)).not.toContain(w.studentA.user.id);
    await expect(openClient(bed.base, w.studentA.user.meetingId!, w.studentA.token)).rejects.toThrow();
  });
});
