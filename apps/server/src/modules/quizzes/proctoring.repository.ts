/** Everything proctoring reads and writes in the database: frames, events and the attempt's agreement (ADR 0082). */
import type { ProctoringKind } from '@chalkline/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { proctoringEvents, proctoringFrames, quizAssignments, quizzes } from '../../db/schema/index.js';

export type ProctoringFrameRow = typeof proctoringFrames.$inferSelect;
export type ProctoringEventRow = typeof proctoringEvents.$inferSelect;

export function createProctoringRepository(db: Db) {
  return {
    /** The attempt with what proctoring decides on: whose it is, who set it, its times and whether it is proctored. */
    async attempt(id: string) {
      const [row] = await db
        .select({
          id: quizAssignments.id,
          studentId: quizAssignments.studentId,
          assignedById: quizAssignments.assignedById,
          startedAt: quizAssignments.startedAt,
          deadlineAt: quizAssignments.deadlineAt,
          completedAt: quizAssignments.completedAt,
          agreedAt: quizAssignments.proctoringAgreedAt,
          proctored: quizzes.proctored,
          title: quizzes.title,
        })
        .from(quizAssignments)
        .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
        .where(eq(quizAssignments.id, id));
      return row ?? null;
    },
    async agree(id: string, at: Date) {
      await db
        .update(quizAssignments)
        .set({ proctoringAgreedAt: at })
        .where(and(eq(quizAssignments.id, id), isNull(quizAssignments.proctoringAgreedAt)));
    },
    async hasFrame(assignmentId: string, kind: ProctoringKind, seq: number) {
      const [row] = await db
        .select({ seq: proctoringFrames.seq })
        .from(proctoringFrames)
        .where(
          and(
            eq(proctoringFrames.assignmentId, assignmentId),
            eq(proctoringFrames.kind, kind),
            eq(proctoringFrames.seq, seq),
          ),
        );
      return Boolean(row);
    },
    /** Records a frame once: a second upload of the same (attempt, kind, sequence) answers false. */
    async addFrame(values: typeof proctoringFrames.$inferInsert) {
      const rows = await db
        .insert(proctoringFrames)
        .values(values)
        .onConflictDoNothing()
        .returning({ seq: proctoringFrames.seq });
      return rows.length > 0;
    },
    async frame(assignmentId: string, kind: ProctoringKind, seq: number) {
      const [row] = await db
        .select()
        .from(proctoringFrames)
        .where(
          and(
            eq(proctoringFrames.assignmentId, assignmentId),
            eq(proctoringFrames.kind, kind),
            eq(proctoringFrames.seq, seq),
          ),
        );
      return row ?? null;
    },
    frames(assignmentId: string) {
      return db
        .select()
        .from(proctoringFrames)
        .where(eq(proctoringFrames.assignmentId, assignmentId))
        .orderBy(asc(proctoringFrames.capturedAt), asc(proctoringFrames.seq));
    },
    /** Stores a batch of events; each (attempt, sequence) once. Answers how many were new. */
    async addEvents(values: (typeof proctoringEvents.$inferInsert)[]) {
      const rows = await db
        .insert(proctoringEvents)
        .values(values)
        .onConflictDoNothing()
        .returning({ seq: proctoringEvents.seq });
      return rows.length;
    },
    events(assignmentId: string) {
      return db
        .select()
        .from(proctoringEvents)
        .where(eq(proctoringEvents.assignmentId, assignmentId))
        .orderBy(asc(proctoringEvents.at), asc(proctoringEvents.seq));
    },
    /** Frames of attempts completed before `cutoff`, a bounded batch (the retention job). */
    expiredFrames(cutoff: Date, limit: number) {
      return db
        .select({
          assignmentId: proctoringFrames.assignmentId,
          kind: proctoringFrames.kind,
          seq: proctoringFrames.seq,
          storeKey: proctoringFrames.storeKey,
        })
        .from(proctoringFrames)
        .innerJoin(quizAssignments, eq(quizAssignments.id, proctoringFrames.assignmentId))
        .where(and(isNotNull(quizAssignments.completedAt), lt(quizAssignments.completedAt, cutoff)))
        .limit(limit);
    },
    async deleteFrames(frames: { assignmentId: string; kind: ProctoringKind; seq: number }[]) {
      for (const f of frames)
        await db
          .delete(proctoringFrames)
          .where(
            and(
              eq(proctoringFrames.assignmentId, f.assignmentId),
              eq(proctoringFrames.kind, f.kind),
              eq(proctoringFrames.seq, f.seq),
            ),
          );
    },
    /** Deletes the events of attempts completed before `cutoff`; answers how many. */
    async deleteExpiredEvents(cutoff: Date) {
      const done = db
        .select({ id: quizAssignments.id })
        .from(quizAssignments)
        .where(and(isNotNull(quizAssignments.completedAt), lt(quizAssignments.completedAt, cutoff)));
      const rows = await db
        .delete(proctoringEvents)
        .where(inArray(proctoringEvents.assignmentId, done))
        .returning({ seq: proctoringEvents.seq });
      return rows.length;
    },
  };
}
export type ProctoringRepository = ReturnType<typeof createProctoringRepository>;
