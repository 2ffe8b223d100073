/**
 * Lesson reports of the demo (ADR 0080): the demo student's kept lesson of a week ago was held in the classroom
 * (she left and came back once) and has its report sent, with a poll; her lesson of three days ago was held too
 * and waits for the demo tutor's report, so the tutor's dashboard and schedule ask for it.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import * as Y from 'yjs';
import {
  attendanceSpans,
  lessonReports,
  meetingAttendance,
  meetingSessions,
  pollAnswers,
  polls,
  schedules,
  whiteboards,
} from './schema/index.js';
import type { SeedContext } from './seed-areas.js';

/** A board the way the classroom's whiteboard stores one (apps/web …/whiteboard/model.ts): elements and their order. */
function demoBoard(): Uint8Array {
  const doc = new Y.Doc();
  const elements = doc.getMap<Y.Map<unknown>>('elements');
  const order = doc.getArray<string>('order');
  const shapes: Record<string, unknown>[] = [
    { id: 'demo-text', tool: 'TEXT', x: 120, y: 80, width: 420, height: 60, text: '1/2 = 2/4 = 3/6', fontSize: 40 },
    { id: 'demo-rect', tool: 'RECTANGLE', x: 120, y: 180, width: 320, height: 80 },
    { id: 'demo-half', tool: 'LINE', x: 280, y: 180, points: [0, 0, 0, 80] },
    { id: 'demo-ring', tool: 'CIRCLE', x: 620, y: 220, radiusX: 70, radiusY: 70, fillColor: '#fde68a' },
    { id: 'demo-ink', tool: 'SCRIBBLE', x: 560, y: 330, points: [0, 0, 30, 18, 60, 4, 90, 26, 120, 8] },
  ];
  doc.transact(() => {
    for (const { id, ...fields } of shapes)
      elements.set(id as string, new Y.Map(Object.entries({ strokeColor: '#1d4ed8', strokeWidth: 4, ...fields })));
    order.push(shapes.map((shape) => shape.id as string));
  });
  return Y.encodeStateAsUpdate(doc);
}

const minute = 60_000;

/** The demo student's two past lessons: the one reported and the one awaiting its report. */
export async function demoReportLessons(tx: SeedContext['tx'], now: Date, studentId: string) {
  const [reported, awaiting] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.studentId, studentId), lt(schedules.endTime, now)))
    .orderBy(asc(schedules.time));
  return { reported, awaiting };
}

export async function seedLessonReports({ tx, now, tutor, student, program }: SeedContext) {
  const { reported, awaiting } = await demoReportLessons(tx, now, student.id);
  if (!reported || !awaiting || !student.meetingId) return;
  const roomKey = student.meetingId;

  /** The lesson held in the classroom for 55 minutes; each span is [from, to] minutes into it. */
  async function hold(lesson: typeof reported, spans: { userId: string; at: [number, number] }[]) {
    const start = lesson!.time;
    const [session] = await tx
      .insert(meetingSessions)
      .values({
        meetingId: roomKey,
        roomKey,
        scheduleId: lesson!.id,
        programId: program.id,
        startedAt: start,
        endedAt: new Date(start.getTime() + 55 * minute),
      })
      .returning();
    // Admitted to the lesson: members of the classroom's file room (the report's picture lives there).
    const admitted = [...new Set(spans.map((span) => span.userId))];
    await tx
      .insert(meetingAttendance)
      .values(admitted.map((userId) => ({ sessionId: session!.id, userId, joinedAt: start })));
    for (const { userId, at } of spans) {
      const leftAt = new Date(start.getTime() + at[1] * minute);
      await tx.insert(attendanceSpans).values({
        sessionId: session!.id,
        userId,
        joinedAt: new Date(start.getTime() + at[0] * minute),
        leftAt,
        lastSeenAt: leftAt,
        cameraMs: (at[1] - at[0]) * minute,
        microphoneMs: Math.round(((at[1] - at[0]) * minute) / 2),
      });
    }
    return session!;
  }

  const session = await hold(reported, [
    { userId: tutor.id, at: [0, 55] },
    { userId: student.id, at: [1, 22] },
    { userId: student.id, at: [25, 55] },
  ]);
  const options = ['1/2', '2/4', 'Both'];
  const [poll] = await tx
    .insert(polls)
    .values({
      roomKey,
      sessionId: session.id,
      kind: 'single',
      question: 'Which fraction is the same as 3/6?',
      options,
      status: 'closed',
      createdBy: tutor.id,
      openedAt: new Date(reported.time.getTime() + 30 * minute),
      closedAt: new Date(reported.time.getTime() + 32 * minute),
    })
    .returning();
  await tx.insert(pollAnswers).values({
    pollId: poll!.id,
    voter: student.id,
    voterName: `${student.firstName} ${student.lastName}`,
    choices: [2],
    answeredAt: new Date(reported.time.getTime() + 31 * minute),
  });

  const people = [
    { key: tutor.id, role: tutor.memberRole, spans: [[0, 55]], present: 55, share: 100 },
    {
      key: student.id,
      role: student.memberRole,
      spans: [
        [1, 22],
        [25, 55],
      ],
      present: 51,
      share: 93,
    },
  ];
  await tx.insert(lessonReports).values({
    scheduleId: reported.id,
    tutorId: tutor.id,
    studentId: student.id,
    attendance: {
      held: true,
      minutes: 55,
      minSharePercent: 50,
      people: people.map((p) => ({
        key: p.key,
        firstName: '',
        lastName: '',
        role: p.role,
        spans: p.spans.map(([from, to]) => ({
          joinedAt: new Date(reported.time.getTime() + from! * minute).toISOString(),
          leftAt: new Date(reported.time.getTime() + to! * minute).toISOString(),
        })),
        minutesPresent: p.present,
        minutesCamera: p.present,
        minutesMicrophone: Math.round(p.present / 2),
        handsRaised: p.key === student.id ? 2 : 0,
        messagesSent: 3,
        sharePercent: p.share,
        attended: true,
      })),
    },
    polls: [{ question: poll!.question, kind: 'single', options, anonymous: false, counts: [0, 0, 1], answered: 1 }],
    sharedFiles: [],
    note: 'We compared fractions with drawings and on the number line. You found equivalent fractions quickly; next time we will add fractions with different denominators. Practise the worksheet on halves and quarters.',
    rating: 4,
    status: 'sent',
    sentAt: new Date(reported.endTime.getTime() + 2 * 60 * minute),
  });

  const waiting = await hold(awaiting, [
    { userId: tutor.id, at: [0, 50] },
    { userId: student.id, at: [5, 15] },
    { userId: student.id, at: [18, 30] },
  ]);
  // The lesson's board, so its report form draws a real picture.
  await tx.insert(whiteboards).values({
    roomKey,
    sessionId: waiting.id,
    state: demoBoard(),
    createdBy: tutor.id,
    createdAt: awaiting.time,
    updatedAt: new Date(awaiting.time.getTime() + 45 * minute),
  });
}
