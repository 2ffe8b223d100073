/**
 * A lesson report pre-filled from a lesson held through real sockets (ADR 0080): the student leaves and comes back
 * once, the tutor shares a file in the chat and draws on a board; after the lesson the tutor's form holds both of
 * the student's spans, the file and the board, the tutor uploads the board's picture to the classroom's file room
 * and sends the report, and the student may open the picture.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { useClassroomBed } from '../../../test/classroom-bed.js';
import type { Client } from '../../../test/classroom-client.js';

/** The smallest valid PNG (1x1), so the type is found by content. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64, 32), Buffer.from('\n%%EOF\n')]);

describe('a lesson report from a lesson held in the classroom', () => {
  const bed = useClassroomBed({ MEDIA_LOOPBACK_ONLY: 'true' });

  const upload = async (cookie: string, room: string, folder: string, name: string, content: Buffer, type: string) => {
    const body = new FormData();
    body.append('folder', folder);
    body.append('room', room);
    body.append('files', new Blob([content], { type }), name);
    const res = await fetch(`${bed.base}/api/files/upload`, { method: 'POST', body, headers: { cookie } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { keys: string[] } }).data.keys[0]!;
  };
  const call = async (method: string, url: string, cookie: string, payload?: unknown) => {
    const res = await bed.t.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  async function admitted(tutor: Client, config: Record<string, unknown>) {
    const student = await bed.open(bed.w.studentA.token);
    const request = tutor.next<{ connection: string }>('access_request');
    await student.emit('launch', { config });
    const granted = student.next('access_granted');
    await tutor.emit('access_granted', { connection: (await request).connection });
    await granted;
    return student;
  }

  it('holds both spans, the shared file and the board, and sends the picture the student may open', async () => {
    const { w } = bed;
    const lesson = await buildSchedule(bed.t.database.db, {
      programId: w.program.id,
      studentId: w.studentA.user.id,
      time: new Date(Date.now() - 5 * 60_000),
      tutorIds: [w.tutorA.user.id],
    });
    const config = { programId: w.program.id, scheduleId: lesson.id };
    const room = `meet:${w.studentA.user.meetingId}`;
    const tutor = await bed.open(w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await admitted(tutor, config);

    const doc = await upload(w.tutorA.cookie, room, 'chats', 'Worksheet.pdf', pdf, 'application/pdf');
    const message = { key: randomUUID(), room, content: 'Here is the worksheet', documents: [doc] };
    expect(await tutor.emit('message', { message })).toMatchObject({ sent: true });
    await student.emit('leave_meeting');
    const board = await call('POST', '/api/meet/whiteboards', w.tutorA.cookie, { roomId: room });
    expect(board.status).toBe(201);
    const back = await admitted(tutor, config);
    await back.emit('leave_meeting');
    await tutor.emit('leave_meeting');

    const form = await call('GET', `/api/accounts/lesson-reports/lessons/${lesson.id}`, w.tutorA.cookie);
    expect(form.status).toBe(200);
    const { report, boards } = form.body.data;
    const dami = report.attendance.people.find((p: { key: string }) => p.key === w.studentA.user.id);
    expect(dami.spans).toHaveLength(2);
    expect(dami.spans.every((s: { leftAt: string | null }) => s.leftAt !== null)).toBe(true);
    expect(report.sharedFiles).toEqual([expect.objectContaining({ key: doc, name: 'Worksheet.pdf' })]);
    expect(boards).toEqual([expect.objectContaining({ key: board.body.data.whiteboard.key, roomId: room })]);

    // The picture goes to the classroom's file room, which the tutor and the student belong to as its people.
    const picture = await upload(w.tutorA.cookie, room, 'whiteboard', 'lesson-whiteboard.png', png, 'image/png');
    const sent = await call('POST', `/api/accounts/lesson-reports/lessons/${lesson.id}/send`, w.tutorA.cookie, {
      note: 'We halved shapes.',
      whiteboardImage: picture,
    });
    expect(sent.status).toBe(200);
    const seen = await fetch(`${bed.base}/api/download/file?file=${encodeURIComponent(picture)}`, {
      headers: { cookie: w.studentA.cookie },
    });
    expect(seen.status).toBe(200);
    const other = await fetch(`${bed.base}/api/download/file?file=${encodeURIComponent(picture)}`, {
      headers: { cookie: w.studentB.cookie },
    });
    expect(other.status).toBe(404);
  });

  it('takes the report of a lesson held before its time, but not of one not held yet', async () => {
    const { w } = bed;
    const later = (minutes: number) =>
      buildSchedule(bed.t.database.db, {
        programId: w.program.id,
        studentId: w.studentA.user.id,
        time: new Date(Date.now() + minutes * 60_000),
        tutorIds: [w.tutorA.user.id],
      });
    const send = (id: string) =>
      call('POST', `/api/accounts/lesson-reports/lessons/${id}/send`, w.tutorA.cookie, { note: 'Early start.' });
    const notHeld = await later(90);
    expect((await send(notHeld.id)).status).toBe(400);

    const early = await later(30);
    const config = { programId: w.program.id, scheduleId: early.id };
    const tutor = await bed.open(w.tutorA.token);
    await tutor.emit('launch', { config });
    const student = await admitted(tutor, config);
    await student.emit('leave_meeting');
    await tutor.emit('leave_meeting');
    const sent = await send(early.id);
    expect(sent.status).toBe(200);
    expect(sent.body.data.report).toMatchObject({ status: 'sent', note: 'Early start.' });
  });
});
