/**
 * Lesson reports (ADR 0080) over HTTP: the form pre-filled from what the classroom kept (both attendance spans of a
 * student who left and came back, the chat's shared files, the polls, the boards drawn on), who may write, send and
 * read a report (a student of another lesson may not), the student and their guardian told once it is sent, and the
 * guardian reading it, its whiteboard image included, on their site.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchedule } from '../../../test/builders.js';
import { useWorld } from '../../../test/world.js';
import {
  attendanceSpans,
  chatMessages,
  files,
  meetingAttendance,
  meetingSessions,
  notifications,
  pollAnswers,
  polls,
  whiteboards,
} from '../../db/schema/index.js';

const minute = 60_000;

describe('lesson reports', () => {
  const s = useWorld();
  let lessonId: string;
  let boardId: string;
  let room: string;
  let guardian: { user: { id: string }; cookie: string };
  const png = `report-${randomUUID()}.png`;
  const otherPng = `other-${randomUUID()}.png`;

  /** A lesson three hours ago held for 60 minutes: the student left after 10 minutes and came back at 15. */
  beforeAll(async () => {
    const { t, w } = s;
    const db = t.database.db;
    const start = new Date(Date.now() - 3 * 60 * minute);
    const roomKey = w.studentA.user.meetingId!;
    room = `meet:${roomKey}`;
    const lesson = await buildSchedule(db, {
      programId: w.program.id,
      studentId: w.studentA.user.id,
      time: start,
      tutorIds: [w.tutorA.user.id],
    });
    lessonId = lesson.id;
    const [session] = await db
      .insert(meetingSessions)
      .values({
        meetingId: roomKey,
        roomKey,
        scheduleId: lesson.id,
        programId: w.program.id,
        startedAt: start,
        endedAt: new Date(start.getTime() + 60 * minute),
      })
      .returning();
    const span = (userId: string, from: number, to: number) => ({
      sessionId: session!.id,
      userId,
      joinedAt: new Date(start.getTime() + from * minute),
      leftAt: new Date(start.getTime() + to * minute),
      lastSeenAt: new Date(start.getTime() + to * minute),
    });
    await db
      .insert(attendanceSpans)
      .values([span(w.tutorA.user.id, 0, 60), span(w.studentA.user.id, 0, 10), span(w.studentA.user.id, 15, 40)]);
    // Having attended, the student may read the classroom's files (its board picture among them).
    await db.insert(meetingAttendance).values({ sessionId: session!.id, userId: w.studentA.user.id, joinedAt: start });
    const file = (key: string, name: string, mime: string, roomId: string) => ({
      key,
      ownerId: w.tutorA.user.id,
      folder: 'chats',
      originalName: name,
      mime,
      size: 1234,
      access: 'room' as const,
      roomId,
    });
    const doc = `doc-${randomUUID()}.pdf`;
    await db
      .insert(files)
      .values([
        file(doc, 'Fractions worksheet.pdf', 'application/pdf', room),
        { ...file(png, 'board.png', 'image/png', room), folder: 'whiteboard' },
        { ...file(otherPng, 'board.png', 'image/png', `meet:${w.studentB.user.meetingId}`), folder: 'whiteboard' },
      ]);
    const sender = {
      key: w.tutorA.user.id,
      firstName: 'T',
      lastName: 'A',
      otherNames: null,
      avatar: null,
      gender: null,
    };
    await db.insert(chatMessages).values([
      {
        key: randomUUID(),
        room,
        kind: 'GROUP',
        sender,
        documents: [doc],
        createdAt: new Date(start.getTime() + 20 * minute),
      },
      // Shared before the lesson: not the lesson's.
      {
        key: randomUUID(),
        room,
        kind: 'GROUP',
        sender,
        content: 'Earlier',
        createdAt: new Date(start.getTime() - minute),
      },
    ]);
    const [poll] = await db
      .insert(polls)
      .values({
        roomKey,
        sessionId: session!.id,
        kind: 'true_false',
        question: 'Is 2/4 = 1/2?',
        options: ['True', 'False'],
        status: 'closed',
      })
      .returning();
    await db.insert(pollAnswers).values({ pollId: poll!.id, voter: w.studentA.user.id, voterName: 'A', choices: [0] });
    const [board] = await db
      .insert(whiteboards)
      .values({ roomKey, sessionId: session!.id, updatedAt: new Date(start.getTime() + 50 * minute) })
      .returning();
    boardId = board!.id;
    guardian = await t.signUp('GUARDIAN');
    await t.modules.families.repo.link(guardian.user.id, w.studentA.user.id, null);
    await t.store.put(png, Buffer.from('PNG bytes of the board'));
  });

  const formUrl = () => `/api/accounts/lesson-reports/lessons/${lessonId}`;

  it('pre-fills the form from the classroom: both spans, the shared file, the poll and the board', async () => {
    const { w } = s;
    const res = await s.call('GET', formUrl(), undefined, w.tutorA.cookie);
    expect(res.status).toBe(200);
    const { report, boards } = res.body.data;
    expect(report).toMatchObject({ key: null, status: 'draft', note: '', rating: null, scheduleKey: lessonId });
    const student = report.attendance.people.find((p: { key: string }) => p.key === w.studentA.user.id);
    expect(student.spans).toHaveLength(2);
    expect(student).toMatchObject({ minutesPresent: 35, firstName: w.studentA.user.firstName });
    expect(report.sharedFiles).toEqual([expect.objectContaining({ name: 'Fractions worksheet.pdf' })]);
    expect(report.polls).toEqual([expect.objectContaining({ question: 'Is 2/4 = 1/2?', answered: 1, counts: [1, 0] })]);
    expect(boards).toEqual([expect.objectContaining({ key: boardId, roomId: room })]);
  });

  it('lets only the lesson’s tutors and admins open the form', async () => {
    const { w } = s;
    for (const [who, status] of [
      [w.tutorB, 403],
      [w.studentA, 403],
      [w.studentB, 403],
      [w.admin, 200],
    ] as const)
      expect((await s.call('GET', formUrl(), undefined, who.cookie)).status).toBe(status);
    expect((await s.call('GET', formUrl())).status).toBe(401);
  });

  it('saves a draft the student cannot read, refuses bad input, then sends it and tells the student and guardian', async () => {
    const { w, t } = s;
    const bad = await s.call('PUT', formUrl(), { note: 'x', rating: 6 }, w.tutorA.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.rating).toMatch(/1 to 5/);
    const tooLong = await s.call('PUT', formUrl(), { note: 'x'.repeat(4001) }, w.tutorA.cookie);
    expect(tooLong.body.fields.note).toMatch(/4000/);
    const foreignImage = await s.call('PUT', formUrl(), { whiteboardImage: otherPng }, w.tutorA.cookie);
    expect(foreignImage.status).toBe(400);
    expect(foreignImage.body.fields.whiteboardImage).toBeTruthy();
    const empty = await s.call('POST', `${formUrl()}/send`, { note: '  ' }, w.tutorA.cookie);
    expect(empty.body.fields.note).toBe('Please write a note before sending the report');

    const draft = await s.call(
      'PUT',
      formUrl(),
      { note: 'Good work', rating: 4, whiteboardImage: png },
      w.tutorA.cookie,
    );
    expect(draft.status).toBe(200);
    const key = draft.body.data.report.key;
    expect(draft.body.data.report).toMatchObject({ status: 'draft', whiteboardImage: png, rating: 4 });
    expect((await s.call('GET', `/api/accounts/lesson-reports/${key}`, undefined, w.studentA.cookie)).status).toBe(404);
    const awaiting = await s.call('GET', '/api/accounts/lesson-reports/awaiting', undefined, w.tutorA.cookie);
    expect(awaiting.body.data.items.map((i: { scheduleKey: string }) => i.scheduleKey)).toContain(lessonId);

    for (const who of [w.tutorB, w.studentA, w.studentB])
      expect((await s.call('POST', `${formUrl()}/send`, { note: 'Hi' }, who.cookie)).status).toBe(403);
    const sent = await s.call(
      'POST',
      `${formUrl()}/send`,
      { note: 'Good work', rating: 4, whiteboardImage: png },
      w.tutorA.cookie,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.report).toMatchObject({ key, status: 'sent', note: 'Good work' });
    expect((await s.call('PUT', formUrl(), { note: 'Changed' }, w.tutorA.cookie)).status).toBe(409);

    const told = async (userId: string) =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.title, `Lesson report: ${w.program.title}`)))
      ).length;
    const people = [w.studentA, guardian, w.studentB, w.tutorA];
    expect(await Promise.all(people.map((p) => told(p.user.id)))).toEqual([1, 1, 0, 0]);
    const linkOf = async (userId: string) =>
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]?.link;
    expect(await linkOf(w.studentA.user.id)).toBe(`/accounts/performance?report=${key}`);
    // The guardian's notice opens the child's report on the guardian's own site.
    expect(await linkOf(guardian.user.id)).toBe(`/accounts/children?child=${w.studentA.user.id}&report=${key}`);
    const after = await s.call('GET', '/api/accounts/lesson-reports/awaiting', undefined, w.tutorA.cookie);
    expect(after.body.data.items.map((i: { scheduleKey: string }) => i.scheduleKey)).not.toContain(lessonId);
  });

  it('shows a sent report to its student, its tutor and admins, never to another lesson’s people', async () => {
    const { w } = s;
    const list = async (cookie: string) =>
      s.call('GET', `/api/accounts/lesson-reports?student=${w.studentA.user.id}`, undefined, cookie);
    const own = await list(w.studentA.cookie);
    expect(own.status).toBe(200);
    expect(own.body.data.items).toHaveLength(1);
    const key = own.body.data.items[0].key;
    expect((await list(w.studentB.cookie)).status).toBe(403);
    expect((await list(w.tutorB.cookie)).body.data.items).toEqual([]);
    expect((await list(w.admin.cookie)).body.data.items).toHaveLength(1);

    const read = (cookie: string) => s.call('GET', `/api/accounts/lesson-reports/${key}`, undefined, cookie);
    const mine = await read(w.studentA.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.data.report).toMatchObject({ note: 'Good work', rating: 4, whiteboardImage: png });
    expect(mine.body.data.report.tutor.key).toBe(w.tutorA.user.id);
    expect((await read(w.tutorA.cookie)).status).toBe(200);
    expect((await read(w.admin.cookie)).status).toBe(200);
    expect((await read(w.studentB.cookie)).status).toBe(403);
    expect((await read(w.tutorB.cookie)).status).toBe(403);
  });

  it('lets the linked guardian read the report and its whiteboard image on their site, no other file', async () => {
    const { w } = s;
    const base = `/api/accounts/children/${w.studentA.user.id}/lesson-reports`;
    const list = await s.call('GET', base, undefined, guardian.cookie);
    const key = list.body.data.items[0].key;
    const report = await s.call('GET', `${base}/${key}`, undefined, guardian.cookie);
    expect(report.body.data.report).toMatchObject({ note: 'Good work', rating: 4, whiteboardImage: png });
    const image = await s.t.app.inject({ url: `${base}/${key}/files/${png}`, headers: { cookie: guardian.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.body).toBe('PNG bytes of the board');
    // Another classroom's picture is not the report's, and the guardian is no member of the classroom's room.
    expect((await s.call('GET', `${base}/${key}/files/${otherPng}`, undefined, guardian.cookie)).status).toBe(404);
    const direct = await s.call('GET', `/api/download/file?file=${png}`, undefined, guardian.cookie);
    expect(direct.status).toBe(404);
  });
});
