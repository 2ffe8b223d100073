/**
 * A proctored demo quiz (ADR 0082): "Times tables sprint", taken and submitted by the demo student, with a camera
 * and a screen frame every 5 s and the events a tutor looks for (a tab switch, a paste, leaving full screen), so
 * the tutor's review timeline is filled. The frames' rows are seeded here; their images are painted in code and
 * stored by `storeSeededFrames` once the file store exists (no files are shipped).
 */
import { proctoring } from '@chalkline/contracts';
import type { Db } from './client.js';
import {
  proctoringEvents,
  proctoringFrames,
  quizAssignments,
  quizAttemptItems,
  quizQuestions,
  quizzes,
} from './schema/index.js';
import type { AreaSeed } from './seed-areas.js';
import { canvas, type Rgb } from './seed-png.js';

const day = 86_400_000;
const minutes = 14;
/** Seconds into the attempt the student spent on another tab. */
const away = { from: 190, to: 220 };
const events: [number, (typeof proctoringEvents.$inferInsert)['kind']][] = [
  [0, 'started'],
  [away.from, 'focus_lost'],
  [away.from, 'tab_hidden'],
  [away.to, 'tab_visible'],
  [away.to, 'focus_back'],
  [425, 'paste'],
  [620, 'fullscreen_left'],
  [645, 'fullscreen_back'],
  [minutes * 60, 'submitted'],
];

export const seedProctoring: AreaSeed = async ({ tx, now, tutor, student, program }) => {
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      title: 'Times tables sprint',
      slug: 'times-tables-sprint',
      programId: program.id,
      durationMinutes: 15,
      proctored: true,
      createdById: tutor.id,
    })
    .returning();
  const [question] = await tx
    .insert(quizQuestions)
    .values({
      quizId: quiz!.id,
      position: 0,
      type: 'SUBJECTIVE',
      answerMode: 'TEXT',
      question: '<p>Write the 7 times table up to 7 × 12.</p>',
      points: 6,
    })
    .returning();
  const startedAt = new Date(now.getTime() - 6 * day);
  const at = (s: number) => new Date(startedAt.getTime() + s * 1000);
  const [attempt] = await tx
    .insert(quizAssignments)
    .values({
      quizId: quiz!.id,
      programId: program.id,
      studentId: student.id,
      assignedById: tutor.id,
      createdAt: new Date(startedAt.getTime() - day),
      dueDate: new Date(startedAt.getTime() + day),
      startedAt,
      deadlineAt: at(15 * 60),
      completedAt: at(minutes * 60),
      proctoringAgreedAt: startedAt,
      totalPoints: 6,
    })
    .returning();
  await tx.insert(quizAttemptItems).values({
    assignmentId: attempt!.id,
    questionKey: question!.id,
    position: 0,
    type: 'SUBJECTIVE',
    answerMode: 'TEXT',
    question: question!.question,
    points: 6,
    answerText: '7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84',
    answerSeq: 1,
    answeredAt: at(430),
  });
  await tx
    .insert(proctoringEvents)
    .values(events.map(([s, kind], i) => ({ assignmentId: attempt!.id, seq: s * 1000 + i, kind, at: at(s) })));
  const slots = Array.from({ length: (minutes * 60 * 1000) / proctoring.frameEveryMs + 1 }, (_, i) => i);
  await tx.insert(proctoringFrames).values(
    slots.flatMap((seq) =>
      (['selfie', 'screen'] as const).map((kind) => ({
        assignmentId: attempt!.id,
        kind,
        seq,
        storeKey: `${kind === 'selfie' ? 'quiz-proctoring-selfie' : 'quiz-proctoring-screen'}/${attempt!.id}/${String(seq).padStart(6, '0')}.png`,
        sizeBytes: 0,
        capturedAt: at((seq * proctoring.frameEveryMs) / 1000),
      })),
    ),
  );
};

const wall: Rgb = [226, 232, 240];
const skin: Rgb = [214, 170, 130];
const shirt: Rgb = [37, 99, 235];

/** The student at their desk; looking away while on the other tab. */
const selfie = (lookingAway: boolean) => {
  const c = canvas(160, 120, wall).rect(0, 92, 160, 28, [148, 163, 184]);
  c.rect(45, 78, 70, 42, shirt)
    .disc(lookingAway ? 98 : 80, 52, 24, skin)
    .disc(lookingAway ? 98 : 80, 36, 18, [60, 40, 30]);
  if (!lookingAway) c.disc(72, 54, 3, [30, 30, 30]).disc(88, 54, 3, [30, 30, 30]);
  return c.png();
};

/** The quiz page, or another site while away. */
const screen = (lookingAway: boolean, progress: number) => {
  if (lookingAway)
    return canvas(320, 200, [24, 24, 27]).rect(0, 0, 320, 18, [63, 63, 70]).rect(20, 40, 280, 120, [234, 88, 12]).png();
  const c = canvas(320, 200, [255, 255, 255]).rect(0, 0, 320, 18, [29, 78, 216]).rect(20, 30, 180, 10, [15, 23, 42]);
  c.rect(20, 56, 280, 60, [241, 245, 249]).rect(28, 64, Math.round(264 * progress), 8, [100, 116, 139]);
  return c.rect(230, 170, 70, 18, [29, 78, 216]).png();
};

/** Paints and stores the images of the seeded frames, and records their sizes (after the seed, with the file store). */
export async function storeSeededFrames(db: Db, store: { put(key: string, content: Buffer): Promise<void> }) {
  const frames = await db.select().from(proctoringFrames);
  const first = Math.min(...frames.map((f) => f.capturedAt.getTime()));
  for (const frame of frames) {
    const s = (frame.capturedAt.getTime() - first) / 1000;
    const isAway = s >= away.from && s < away.to;
    const image = frame.kind === 'selfie' ? selfie(isAway) : screen(isAway, Math.min(1, s / (minutes * 60)));
    await store.put(frame.storeKey, image);
  }
}
