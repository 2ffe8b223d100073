/**
 * Guardians' consent in the classroom (ADR 0079): the host's Record is refused, naming the student, while a present
 * student with a guardian lacks recording consent; such a student without camera consent produces no video (refused
 * like a lock); a student with no guardian is governed as before.
 */
import { familyTexts } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import type { Client } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';
import { guardianLinks } from '../../../db/schema/index.js';

type Produced = { id?: string; error?: string };

describe('consent in the classroom (ADR 0079)', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const config = () => ({ programId: bed.w.program.id });

  async function classroom() {
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const student = await bed.admitted(tutor, bed.w.studentA.token, bed.w.studentA.user.meetingId!, {
      config: config(),
    });
    const leave = async () => {
      for (const c of [student, tutor]) await c.emit('leave_meeting');
    };
    return { tutor, student, leave };
  }

  const consent = (value: { recording: boolean; camera: boolean }) =>
    bed.t.modules.families.service.saveConsent(
      { ...bed.w.admin.user, role: 'MANAGER', id: bed.w.admin.user.id, sessionId: '', permissions: ['students.edit'] },
      bed.w.studentA.user.id,
      value,
      { id: 'test', ip: '127.0.0.1' },
    );

  async function camera(c: Client) {
    const send = await c.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: 'webcam' });
    return c.emit<Produced>('produce', {
      transportId: send.params.id,
      kind: 'video',
      rtpParameters: { mid: '0' },
      appData: { source: 'webcam', kind: 'video' },
      sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
    });
  }

  it('records and films a student with no guardian as before', async () => {
    const { tutor, student, leave } = await classroom();
    const started = await tutor.emit<{ proceed?: boolean }>('start_recording', {});
    expect(started.proceed).toBe(true);
    expect(await tutor.emit('end_recording', {})).toEqual({ proceed: true });
    expect((await camera(student)).id).toBeTruthy();
    await leave();
  });

  it('refuses the host’s Record naming the student until the guardian consents; no camera without its consent', async () => {
    const guardian = await bed.t.signUp('GUARDIAN');
    await bed.t.database.db
      .insert(guardianLinks)
      .values({ guardianId: guardian.user.id, studentId: bed.w.studentA.user.id });
    const { tutor, student, leave } = await classroom();
    const name = `${bed.w.studentA.user.firstName} ${bed.w.studentA.user.lastName}`;

    expect(await tutor.emit('start_recording', {})).toEqual({
      error: familyTexts.recordingRefused([name]),
      code: 'CONSENT_REQUIRED',
    });
    expect(familyTexts.recordingRefused([name])).toContain(name);
    const alert = student.next<{ code: string; source: string; message: string }>('alert');
    expect(await camera(student)).toEqual({ error: familyTexts.cameraRefused });
    expect(await alert).toEqual({ code: 'locked', source: 'camera', message: familyTexts.cameraRefused });
    // The host is never held back by a student's consent.
    expect((await camera(tutor)).id).toBeTruthy();

    // The host may record without them: the recording leaves them out, and the room is told whom.
    const told = student.next<{ leftOut: string[] }>('start_recording');
    const without = await tutor.emit<{ proceed?: boolean; leftOut?: string[] }>('start_recording', {
      leaveOutWithoutConsent: true,
    });
    expect(without).toMatchObject({ proceed: true, leftOut: [bed.w.studentA.user.id] });
    expect((await told).leftOut).toEqual([bed.w.studentA.user.id]);
    await tutor.emit('end_recording', {});

    await consent({ recording: true, camera: false });
    expect((await tutor.emit<{ proceed?: boolean }>('start_recording', {})).proceed).toBe(true);
    await tutor.emit('end_recording', {});
    expect((await camera(student)).error).toBe(familyTexts.cameraRefused);
    await consent({ recording: true, camera: true });
    expect((await camera(student)).id).toBeTruthy();
    await leave();
  });

  it('leaves out a student without consent who joins while a recording runs, and tells the room', async () => {
    const guardian = await bed.t.signUp('GUARDIAN');
    await bed.t.database.db
      .insert(guardianLinks)
      .values({ guardianId: guardian.user.id, studentId: bed.w.studentA.user.id });
    await consent({ recording: false, camera: true });
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config: config() });
    const started = await tutor.emit<{ proceed?: boolean; leftOut?: string[] }>('start_recording', {});
    expect(started).toMatchObject({ proceed: true, leftOut: [] });

    /** Admits the student and answers the room they are let into. */
    const admitStudent = async () => {
      const student = await bed.open(bed.w.studentA.token, bed.w.studentA.user.meetingId!);
      const request = tutor.next<{ connection: string }>('access_request');
      const granted = student.next<{ recording: { leftOut: string[] } | null }>('access_granted');
      await student.emit('launch', { config: config() });
      await tutor.emit('access_granted', { connection: (await request).connection });
      return { student, snapshot: await granted };
    };
    const updated = tutor.next<{ leftOut: string[] }>('recording_updated');
    const first = await admitStudent();
    expect((await updated).leftOut).toEqual([bed.w.studentA.user.id]);
    expect(first.snapshot.recording?.leftOut).toEqual([bed.w.studentA.user.id]);

    // Coming back (a second admission) does not list them twice.
    await first.student.emit('leave_meeting');
    const again = await admitStudent();
    expect(again.snapshot.recording?.leftOut).toEqual([bed.w.studentA.user.id]);
    expect(await tutor.emit('end_recording', {})).toEqual({ proceed: true });
    for (const c of [again.student, tutor]) await c.emit('leave_meeting');
    await consent({ recording: true, camera: true });
  });
});
