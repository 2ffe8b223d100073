/** Queries of quiz assignments and their attempts (see `db/schema/quizzes.ts`). */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import {
  files,
  programs,
  quizAssignments,
  quizAttemptItems,
  quizzes,
  tutorStudentLinks,
  users,
} from '../../db/schema/index.js';

export type AssignmentRow = typeof quizAssignments.$inferSelect;
export type AttemptItemRow = typeof quizAttemptItems.$inferSelect;

const totalOver = sql<number>`count(*) over ()`.mapWith(Number);
const student = alias(users, 'qa_student');
const assigner = alias(users, 'qa_assigner');
const person = (u: typeof student | typeof assigner) => ({
  id: u.id,
  title: u.title,
  firstName: u.firstName,
  lastName: u.lastName,
  otherNames: u.otherNames,
  email: u.email,
});

/** Whose assignments a list shows. */
export type AssignmentScope = { kind: 'all' } | { kind: 'student'; id: string } | { kind: 'assignedBy'; id: string };

/** The answer fields of a save. */
export interface AnswerValues {
  answerOption: number | null;
  answerText: string | null;
  answerImage: string | null;
  answerDocument: string | null;
}

export function createQuizAssignmentRepository(db: Db) {
  const cards = () =>
    db
      .select({
        assignment: quizAssignments,
        quiz: { id: quizzes.id, title: quizzes.title, slug: quizzes.slug, duration: quizzes.durationMinutes },
        program: { id: programs.id, title: programs.title, thumbnail: programs.thumbnail },
        student: person(student),
        assignedBy: person(assigner),
        ungraded:
          sql<number>`(select count(*) from ${quizAttemptItems} where ${quizAttemptItems.assignmentId} = ${quizAssignments.id} and ${quizAttemptItems.gradingPoints} is null)`.mapWith(
            Number,
          ),
        total: totalOver,
      })
      .from(quizAssignments)
      .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
      .innerJoin(programs, eq(programs.id, quizAssignments.programId))
      .innerJoin(student, eq(student.id, quizAssignments.studentId))
      .leftJoin(assigner, eq(assigner.id, quizAssignments.assignedById));

  return {
    async list(
      scope: AssignmentScope,
      filter: {
        filter: 'ALL' | 'COMPLETED' | 'PENDING';
        student?: string;
        search?: string;
        offset: number;
        limit: number;
      },
    ) {
      const where: SQL | undefined = and(
        scope.kind === 'student' ? eq(quizAssignments.studentId, scope.id) : undefined,
        scope.kind === 'assignedBy' ? eq(quizAssignments.assignedById, scope.id) : undefined,
        filter.student ? eq(quizAssignments.studentId, filter.student) : undefined,
        filter.filter === 'COMPLETED' ? isNotNull(quizAssignments.completedAt) : undefined,
        filter.filter === 'PENDING' ? isNull(quizAssignments.completedAt) : undefined,
        filter.search
          ? or(
              ilike(quizzes.title, containing(filter.search)),
              ilike(student.firstName, containing(filter.search)),
              ilike(student.lastName, containing(filter.search)),
              ilike(student.email, containing(filter.search)),
            )
          : undefined,
      );
      const rows = await cards()
        .where(where)
        .orderBy(desc(quizAssignments.createdAt), asc(quizAssignments.id))
        .limit(filter.limit)
        .offset(filter.offset);
      // Past the last page no row carries the window total: count on its own.
      const total =
        rows[0]?.total ??
        (filter.offset > 0
          ? ((
              await db
                .select({ n: count() })
                .from(quizAssignments)
                .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
                .innerJoin(student, eq(student.id, quizAssignments.studentId))
                .where(where)
            )[0]?.n ?? 0)
          : 0);
      return { rows, total };
    },
    async find(id: string) {
      const [row] = await cards().where(eq(quizAssignments.id, id)).limit(1);
      return row ?? null;
    },
    /** The assignment row alone (the hot path of saving an answer). */
    async findRow(id: string) {
      const [row] = await db.select().from(quizAssignments).where(eq(quizAssignments.id, id)).limit(1);
      return row ?? null;
    },
    /** Attempt items in order, with the original name of a document answer. */
    itemsOf(assignmentId: string) {
      return db
        .select({ item: quizAttemptItems, documentName: files.originalName })
        .from(quizAttemptItems)
        .leftJoin(files, eq(files.key, quizAttemptItems.answerDocument))
        .where(eq(quizAttemptItems.assignmentId, assignmentId))
        .orderBy(asc(quizAttemptItems.position));
    },
    /** The assignment and one of its attempt items in one read (the hot path of saving an answer). */
    async findForSave(assignmentId: string, questionKey: string) {
      const [row] = await db
        .select({
          assignment: quizAssignments,
          item: {
            questionKey: quizAttemptItems.questionKey,
            answerMode: quizAttemptItems.answerMode,
            options: quizAttemptItems.options,
            answerSeq: quizAttemptItems.answerSeq,
          },
        })
        .from(quizAssignments)
        .leftJoin(
          quizAttemptItems,
          and(eq(quizAttemptItems.assignmentId, quizAssignments.id), eq(quizAttemptItems.questionKey, questionKey)),
        )
        .where(eq(quizAssignments.id, assignmentId))
        .limit(1);
      return row ?? null;
    },
    async findItem(assignmentId: string, questionKey: string) {
      const [row] = await db
        .select()
        .from(quizAttemptItems)
        .where(and(eq(quizAttemptItems.assignmentId, assignmentId), eq(quizAttemptItems.questionKey, questionKey)))
        .limit(1);
      return row ?? null;
    },
    async studentsAmong(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.memberRole, 'STUDENT'), isNull(users.deletedAt)));
    },
    async linkedStudents(tutorId: string, studentIds: string[]) {
      if (!studentIds.length) return new Set<string>();
      const rows = await db
        .selectDistinct({ id: tutorStudentLinks.studentId })
        .from(tutorStudentLinks)
        .where(and(eq(tutorStudentLinks.tutorId, tutorId), inArray(tutorStudentLinks.studentId, studentIds)));
      return new Set(rows.map((r) => r.id));
    },
    async insertMany(rows: (typeof quizAssignments.$inferInsert)[]) {
      if (!rows.length) return [];
      return db
        .insert(quizAssignments)
        .values(rows)
        .returning({ id: quizAssignments.id, studentId: quizAssignments.studentId });
    },
    /**
     * Starts the attempt once, in one statement: sets the start, the deadline and the total only if not yet started
     * and copies the quiz's questions into attempt items. Two tabs opening together start it once. Answers whether
     * this call started it.
     */
    async start(assignmentId: string, startedAt: Date, deadlineAt: Date) {
      const result = await db.execute(sql`
        with started as (
          update quiz_assignments a
             set started_at = ${startedAt.toISOString()}::timestamptz,
                 deadline_at = ${deadlineAt.toISOString()}::timestamptz,
                 total_points = (select coalesce(sum(q.points), 0) from quiz_questions q where q.quiz_id = a.quiz_id)
           where a.id = ${assignmentId} and a.started_at is null
          returning a.id, a.quiz_id),
        copied as (
          insert into quiz_attempt_items
            (assignment_id, question_key, position, type, answer_mode, question, image, options, answers, points)
          select s.id, q.id, q.position, q.type, q.answer_mode, q.question, q.image, q.options, q.answers, q.points
            from quiz_questions q join started s on s.quiz_id = q.quiz_id
          returning 1)
        select (select count(*) from started)::int as started, (select count(*) from copied)::int as copied`);
      const [row] = (result as unknown as { rows: { started: number }[] }).rows;
      return Number(row?.started ?? 0) > 0;
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
    /** Started attempts whose deadline and grace have passed without completion. */
    async expiredIds(now: Date, graceSeconds: number, limit = 100) {
      const cutoff = new Date(now.getTime() - graceSeconds * 1000);
      const rows = await db
        .select({ id: quizAssignments.id })
        .from(quizAssignments)
        .where(and(isNull(quizAssignments.completedAt), lt(quizAssignments.deadlineAt, cutoff)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** Lets the person who assigned a quiz read a file the student uploaded as an answer. */
    async shareAnswerFile(key: string, ownerId: string, readerId: string | null) {
      await db
        .update(files)
        .set({ readerId })
        .where(and(eq(files.key, key), eq(files.ownerId, ownerId)));
    },
    async findFile(key: string) {
      const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
      return row ?? null;
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
