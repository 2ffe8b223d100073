/**
 * Recording in the classroom (R33, R34): only hosts start and stop it, everyone hears `start_recording {initiator}`
 * and `end_recording`, and a person who joins later finds the running recording in the snapshot.
 */
import { recordingTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';

type Live = { recordingId: string; initiator: { key: string; connection: string; firstName: string } };
type Snapshot = { recording?: Live | null };

describe('recording a classroom (R33, R34)', () => {
  const bed = useClassroomBed();
  const config = () => ({ programId: bed.w.program.id });
  /** Launches a student and lets them in; answers the snapshot they got. */
  async function letIn(tutor: Client, student: Client) {
    const request = tutor.next<{ connection: string }>('access_request');
    const snapshot = student.next<Snapshot>('access_granted');
    await student.emit('launch', { config: config() });
    await tutor.emit('access_granted', { connection: (await request).connection });
    return snapshot;
  }

  it('R33 a student cannot start or stop a recording; a host can, and everyone hears it', async () => {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const student = await bed.open(bed.w.studentA.token);
    expect((await letIn(tutor, student)).recording ?? null).toBeNull();

    expect(await student.emit('start_recording', {})).toEqual({ error: recordingTexts.onlyHosts });
    expect(tutor.received.some((r) => r.event === 'start_recording')).toBe(false);

    const heard = student.next<Live>('start_recording');
    const echoed = tutor.next<Live>('start_recording');
    const ack = await tutor.emit<{ proceed: boolean } & Live>('start_recording', {});
    expect(ack).toMatchObject({ proceed: true, initiator: { key: bed.w.tutorA.user.id } });
    expect(await heard).toMatchObject({ recordingId: ack.recordingId, initiator: { connection: tutor.instanceId } });
    expect((await echoed).recordingId).toBe(ack.recordingId);
    // A second start while one runs is refused; nobody's recording is replaced.
    expect(await tutor.emit('start_recording', {})).toEqual({ error: recordingTexts.alreadyRecording });

    expect(await student.emit('end_recording', {})).toEqual({ error: recordingTexts.onlyHosts });
    const ended = student.next<{ recordingId: string }>('end_recording');
    expect(await tutor.emit('end_recording', {})).toEqual({ proceed: true });
    expect(await ended).toEqual({ recordingId: ack.recordingId });
    for (const c of [student, tutor]) await c.emit('leave_meeting');
  });

  it('R34 a late joiner sees the indicator in the snapshot; the recorder leaving ends it for everyone', async () => {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const started = await tutor.emit<Live>('start_recording', {});

    const student = await bed.open(bed.w.studentA.token);
    const snapshot = await letIn(tutor, student);
    expect(snapshot.recording).toMatchObject({
      recordingId: started.recordingId,
      initiator: { key: bed.w.tutorA.user.id, firstName: bed.w.tutorA.user.firstName },
    });

    // The lobby tells people before they join.
    const status = await bed.t.app.inject({
      method: 'GET',
      url: `/api/recordings/status?meetingId=${bed.w.studentA.user.meetingId}`,
    });
    expect(status.json()).toEqual({ data: { recording: true } });

    const ended = student.next<{ recordingId: string }>('end_recording');
    await tutor.emit('leave_meeting');
    expect(await ended).toEqual({ recordingId: started.recordingId });
    const after = await bed.t.app.inject({
      method: 'GET',
      url: `/api/recordings/status?meetingId=${bed.w.studentA.user.meetingId}`,
    });
    expect(after.json()).toEqual({ data: { recording: false } });
    await student.emit('leave_meeting');
  });
});
