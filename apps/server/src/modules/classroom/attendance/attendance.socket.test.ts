/**
 * Attendance from the classroom (issue 33, ADR 0076), through real sockets: a join opens a span, a leave closes it,
 * a rejoin opens another; camera and microphone time, hands and messages land on the open span as they happen;
 * the lesson's tutors and admins read it, nobody else.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../../test/builders.js';
import { useClassroomBed } from '../../../../test/classroom-bed.js';
import { type Client, sleep } from '../../../../test/classroom-client.js';
import { chromeWebcamOfferWithoutCandidates } from '../../../../test/media/recorded-offer.js';
import { createAttendanceRepository } from './attendance.repository.js';

describe('attendance from the classroom', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });
  const spansOf = async (scheduleId: string) => {
    const repo = createAttendanceRepository(bed.t.database.db);
    const sessions = await repo.sessionsOfSchedule(scheduleId);
    return { sessions, spans: await repo.spansOfSessions(sessions.map((s) => s.id)) };
  };
  const lessonNow = () =>
    buildSchedule(bed.t.database.db, {
      programId: bed.w.program.id,
      studentId: bed.w.studentA.user.id,
      time: new Date(Date.now() - 5 * 60_000),
      tutorIds: [bed.w.tutorA.user.id],
    });
  async function admitted(tutor: Client, config: Record<string, unknown>) {
    const student = await bed.open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    return student;
  }
  async function publishWebcam(c: Client) {
    const send = await c.emit<{ params: { id: string } }>('create_transport', { consumer: false, key: 'webcam' });
    const produce = (kind: 'video' | 'audio', mid: string) =>
      c.emit<{ id: string }>('produce', {
        transportId: send.params.id,
        kind,
        rtpParameters: { mid },
        appData: { source: 'webcam', kind },
        sdp: { type: 'offer', sdp: chromeWebcamOfferWithoutCandidates },
      });
    const video = await produce('video', '0');
    const audio = await produce('audio', '1');
    return { video, audio };
  }
  const read = (scheduleId: string, cookie?: string) =>
    bed.t.app.inject({
      method: 'GET',
      url: `/api/accounts/schedules/${scheduleId}/attendance`,
      headers: cookie ? { cookie } : {},
    });

  it('records joins, leaves, a rejoin, camera and microphone time, hands and messages as they happen', async () => {
    const lesson = await lessonNow();
    const config = { programId: bed.w.program.id, scheduleId: lesson.id };
    const tutor = await bed.open(bed.w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await admitted(tutor, config);
    const { video, audio } = await publishWebcam(student);
    expect(video.id && audio.id).toBeTruthy();
    await student.emit('raise_hand', true);
    await student.emit('raise_hand', false);
    await student.emit('raise_hand', true);
    const room = `meet:${bed.w.studentA.user.meetingId}`;
    const message = { key: randomUUID(), room, content: 'I know the answer' };
    expect(await student.emit('message', { message })).toMatchObject({ sent: true });
    // The same message resent after a drop is stored once, and counted once.
    expect(await student.emit('message', { message })).toMatchObject({ sent: true });
    await sleep(60);
    await student.emit('producer_paused', { producerId: audio.id });

    let { spans } = await spansOf(lesson.id);
    const open = spans.find((s) => s.person.id === bed.w.studentA.user.id)!.span;
    expect(open).toMatchObject({ leftAt: null, handsRaised: 2, messagesSent: 1, cameraMs: 0 });
    expect(open.cameraOnSince).not.toBeNull();
    expect(open.microphoneOnSince).toBeNull();
    expect(open.microphoneMs).toBeGreaterThanOrEqual(50);

    await student.emit('leave_meeting');
    const back = await admitted(tutor, config);
    ({ spans } = await spansOf(lesson.id));
    const students = spans.filter((s) => s.person.id === bed.w.studentA.user.id).map((s) => s.span);
    expect(students).toHaveLength(2);
    expect(students[0]!.leftAt).not.toBeNull();
    expect(students[0]!.cameraOnSince).toBeNull();
    expect(students[0]!.cameraMs).toBeGreaterThanOrEqual(50);
    expect(students[1]).toMatchObject({ leftAt: null, handsRaised: 0, messagesSent: 0 });

    const res = await read(lesson.id, bed.w.tutorA.cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ held: true, minSharePercent: 50 });
    const person = data.people.find((p: { key: string }) => p.key === bed.w.studentA.user.id);
    expect(person).toMatchObject({ role: 'STUDENT', handsRaised: 2, messagesSent: 1 });
    expect(person.spans).toHaveLength(2);
    expect(person.spans[1].leftAt).toBeNull();

    // The lesson ends when the last one leaves: nothing stays open.
    await back.emit('leave_meeting');
    await tutor.emit('leave_meeting');
    const ended = await spansOf(lesson.id);
    expect(ended.sessions).toHaveLength(1);
    expect(ended.sessions[0]!.endedAt).not.toBeNull();
    expect(ended.spans.every((s) => s.span.leftAt !== null)).toBe(true);
    expect(ended.spans.map((s) => s.person.id)).toContain(bed.w.tutorA.user.id);
  });

  it('lets the lesson’s tutors and admins read its attendance, and no one else (lessons.attendance)', async () => {
    const lesson = await lessonNow();
    expect((await read(lesson.id)).statusCode).toBe(401);
    expect((await read(lesson.id, bed.w.tutorA.cookie)).statusCode).toBe(200);
    expect((await read(lesson.id, bed.w.admin.cookie)).json().data).toEqual({
      held: false,
      minutes: 0,
      minSharePercent: 50,
      people: [],
    });
    for (const other of [bed.w.tutorB, bed.w.studentA, bed.w.studentB])
      expect((await read(lesson.id, other.cookie)).statusCode).toBe(403);
    expect((await read(randomUUID(), bed.w.admin.cookie)).statusCode).toBe(404);
    expect((await read('not-a-key', bed.w.admin.cookie)).statusCode).toBe(400);
  });
});
