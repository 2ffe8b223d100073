/**
 * Quiz assignments and their attempts (see `db/schema/quizzes.ts`): the writes here, each attempt step in one
 * statement; the reads in `quiz-assignment-reads.repository.ts`. Services see the one object this answers.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  questionBankQuestions,
  quizAssignments,
  quizAttemptItems,
  quizQuestions,
  quizRandomSlots,
  quizzes,
} from '../../db/schema/index.js';
import type { AttemptPlanInput, PlannedItem } from './attempt-draw.js';
import { createQuizAssignmentReads } from './quiz-assignment-reads.repository.js';

export type { AssignmentScope } from './quiz-assignment-reads.repository.js';
export type AssignmentRow = typeof quizAssignments.$inferSelect;
export type AttemptItemRow = typeof quizAttemptItems.$inferSelect;

/** What an attempt is drawn from (`attempt-draw.ts`), with the student in place of the seed. */
export type AttemptSource = Omit<AttemptPlanInput, 'seed'> & { studentId: string };

/** The columns a question copy takes, from the quiz's questions or the bank's. */
const questionColumns = (t: typeof quizQuestions | typeof questionBankQuestions) => ({
  id: t.id,
  type: t.type,
  answerMode: t.answerMode,
  question: t.question,
  image: t.image,
  options: t.options,
  answers: t.answers,
  points: t.points,
});

/** The answer fields of a save. */
export interface AnswerValues {
  answerOption: number | null;
  answerText: string | null;
  answerImage: string | null;
  answerDocument: string | null;
}

export function createQuizAssignmentRepository(db: Db) {
  return {
    ...createQuizAssignmentReads(db),
    async insertMany(rows: (typeof quizAssignments.$inferInsert)[]) {
      if (!rows.length) return [];
      return db
        .insert(quizAssignments)
        .values(rows)
        .returning({ id: quizAssignments.id, studentId: quizAssignments.studentId });
    },
    /**
     * Starts the attempt once: sets the start and the deadline only if not yet started (the row lock makes a second
     * tab opening together wait and then find it started), draws its items with `plan` from the quiz's questions,
     * its random slots' categories and its shuffle switches (ADR 0078), stores them and their total. Answers whether
     * this call started it.
     */
    async start(
      assignmentId: string,
      startedAt: Date,
      deadlineAt: Date,
      plan: (source: AttemptSource) => PlannedItem[],
    ) {
      return db.transaction(async (tx) => {
        const [started] = await tx
          .update(quizAssignments)
          .set({ startedAt, deadlineAt })
          .where(and(eq(quizAssignments.id, assignmentId), isNull(quizAssignments.startedAt)))
          .returning({ quizId: quizAssignments.quizId, studentId: quizAssignments.studentId });
        if (!started) return false;
        const [quiz] = await tx
          .select({ shuffleQuestions: quizzes.shuffleQuestions, shuffleOptions: quizzes.shuffleOptions })
          .from(quizzes)
          .where(eq(quizzes.id, started.quizId));
        const fixed = await tx
          .select(questionColumns(quizQuestions))
          .from(quizQuestions)
          .where(eq(quizQuestions.quizId, started.quizId))
          .orderBy(asc(quizQuestions.position));
        const slots = await tx
          .select()
          .from(quizRandomSlots)
          .where(eq(quizRandomSlots.quizId, started.quizId))
          .orderBy(asc(quizRandomSlots.position));
        const categoryIds = [...new Set(slots.map((s) => s.categoryId))];
        const bank = categoryIds.length
          ? await tx
              .select({ ...questionColumns(questionBankQuestions), categoryId: questionBankQuestions.categoryId })
              .from(questionBankQuestions)
              .where(inArray(questionBankQuestions.categoryId, categoryIds))
              .orderBy(asc(questionBankQuestions.id))
          : [];
        const items = plan({
          studentId: started.studentId,
          fixed,
          slots: slots.map((s) => ({
            count: s.count,
            points: s.points,
            pool: bank.filter((q) => q.categoryId === s.categoryId).map(({ categoryId: _c, ...q }) => q),
          })),
          shuffleQuestions: quiz?.shuffleQuestions ?? false,
          shuffleOptions: quiz?.shuffleOptions ?? false,
        });
        if (items.length)
          await tx
            .insert(quizAttemptItems)
            .values(items.map(({ id, ...q }) => ({ ...q, assignmentId, questionKey: id })));
        await tx
          .update(quizAssignments)
          .set({ totalPoints: items.reduce((sum, q) => sum + q.points, 0) })
          .where(eq(quizAssignments.id, assignmentId));
        return true;
      });
    },
    /**
     * Stores an answer in one statement, only while the attempt is open (not completed, `now` not past
     * `acceptUntil` measured from the deadline) and only if `seq` is newer than the stored one. Answers whether it
     * was applied.
     */
    async saveAnswer(
      assignmentId: string,
      questionKey: string,
      seq: number,
      values: AnswerValues,
      open: { now: Date; graceSeconds: number },
    ) {
      const rows = await db
        .update(quizAttemptItems)
        .set({ ...values, answerSeq: seq, answeredAt: open.now })
        .where(
          and(
            eq(quizAttemptItems.assignmentId, assignmentId),
            eq(quizAttemptItems.questionKey, questionKey),
            lt(quizAttemptItems.answerSeq, seq),
            sql`exists (select 1 from ${quizAssignments} where ${quizAssignments.id} = ${assignmentId}
              and ${quizAssignments.completedAt} is null
              and ${quizAssignments.deadlineAt} + make_interval(secs => ${open.graceSeconds}) >= ${open.now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ seq: quizAttemptItems.answerSeq });
      return rows.length > 0;
    },
    /**
     * The common save in one statement: a text or option answer of `studentId`'s own open attempt, matching the
     * question's mode (an option within range). Answers false when nothing matched; the caller then works out why.
     */
    async saveSimpleAnswer(
      studentId: string,
      input: { assignment: string; questionKey: string; seq: number; option: number | null; text: string | null },
      open: { now: Date; graceSeconds: number },
    ) {
      const mode =
        input.option !== null
          ? sql`${quizAttemptItems.answerMode} = 'OPTION' and ${input.option} < cardinality(${quizAttemptItems.options})`
          : sql`${quizAttemptItems.answerMode} = 'TEXT'`;
      const rows = await db
        .update(quizAttemptItems)
        .set({
          answerOption: input.option,
          answerText: input.text,
          answerImage: null,
          answerDocument: null,
          answerSeq: input.seq,
          answeredAt: open.now,
        })
        .where(
          and(
            eq(quizAttemptItems.assignmentId, input.assignment),
            eq(quizAttemptItems.questionKey, input.questionKey),
            lt(quizAttemptItems.answerSeq, input.seq),
            mode,
            sql`exists (select 1 from ${quizAssignments} where ${quizAssignments.id} = ${input.assignment}
              and ${quizAssignments.studentId} = ${studentId}
              and ${quizAssignments.completedAt} is null
              and ${quizAssignments.deadlineAt} + make_interval(secs => ${open.graceSeconds}) >= ${open.now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ seq: quizAttemptItems.answerSeq });
      return rows.length > 0;
    },
    /**
     * Completes the attempt once and grades its objective questions: full points when the chosen option is one of
     * the correct ones, otherwise 0. Answers the assignment when this call completed it, null when it already was.
     */
    async complete(assignmentId: string, at: Date): Promise<{ attainedPoints: number; totalPoints: number } | null> {
      // One statement: the objective grade of an item is its points when the chosen option is a correct one.
      const result = await db.execute(sql`
        with done as (
          update quiz_assignments a
             set completed_at = ${at.toISOString()}::timestamptz,
                 attained_points = (
                   select coalesce(sum(case when i.type = 'OBJECTIVE'
                            then (case when i.answer_option = any(i.answers) then i.points else 0 end)
                            else coalesce(i.grading_points, 0) end), 0)
                     from quiz_attempt_items i where i.assignment_id = a.id),
                 total_points = (select coalesce(sum(i.points), 0) from quiz_attempt_items i where i.assignment_id = a.id)
           where a.id = ${assignmentId} and a.completed_at is null and a.started_at is not null
          returning a.id, a.attained_points, a.total_points),
        graded as (
          update quiz_attempt_items i
             set grading_points = case when i.answer_option = any(i.answers) then i.points else 0 end,
                 graded_at = ${at.toISOString()}::timestamptz
            from done
           where i.assignment_id = done.id and i.type = 'OBJECTIVE'
          returning 1)
        select attained_points, total_points, (select count(*) from graded)::int as graded from done`);
      const [row] = (result as unknown as { rows: { attained_points: number; total_points: number }[] }).rows;
      return row ? { attainedPoints: Number(row.attained_points), totalPoints: Number(row.total_points) } : null;
    },
    /** Grades one item and refreshes the assignment's cached points. */
    async grade(assignmentId: string, questionKey: string, points: number, remark: string, by: string, at: Date) {
      return db.transaction(async (tx) => {
        await tx
          .update(quizAttemptItems)
          .set({ gradingPoints: points, gradingRemark: remark, gradedById: by, gradedAt: at })
          .where(and(eq(quizAttemptItems.assignmentId, assignmentId), eq(quizAttemptItems.questionKey, questionKey)));
        return recomputePoints(tx as unknown as Db, assignmentId);
      });
    },
  };
}
export type QuizAssignmentRepository = ReturnType<typeof createQuizAssignmentRepository>;

async function recomputePoints(tx: Db, assignmentId: string) {
  const [row] = await tx
    .update(quizAssignments)
    .set({
      attainedPoints: sql`(select coalesce(sum(${quizAttemptItems.gradingPoints}), 0) from ${quizAttemptItems} where ${quizAttemptItems.assignmentId} = ${assignmentId})`,
      totalPoints: sql`(select coalesce(sum(${quizAttemptItems.points}), 0) from ${quizAttemptItems} where ${quizAttemptItems.assignmentId} = ${assignmentId})`,
    })
    .where(eq(quizAssignments.id, assignmentId))
    .returning();
  return row!;
}
