/** The reads of quiz assignments and their attempts: lists and cards, attempt items, whom a tutor may assign. */
import type { QuizAssignmentStatusFilter } from '@chalkline/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
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

/** What a list of quiz assignments is narrowed by, within its scope (ADR 0065). */
export interface AssignmentListFilter {
  filter: 'ALL' | 'COMPLETED' | 'PENDING';
  student?: string;
  program?: string;
  status?: QuizAssignmentStatusFilter;
  search?: string;
  /** Due on or after `from` and before `to`. */
  from?: Date;
  to?: Date;
  /** The time "overdue" is measured against. */
  now: Date;
  offset: number;
  limit: number;
}

const awaitingGrade = sql`exists (select 1 from ${quizAttemptItems} where ${quizAttemptItems.assignmentId} = ${quizAssignments.id} and ${quizAttemptItems.gradingPoints} is null)`;

/** The condition of one status of the filter. */
function statusIs(status: QuizAssignmentStatusFilter, now: Date): SQL | undefined {
  const open = isNull(quizAssignments.completedAt);
  switch (status) {
    case 'NOT_ATTEMPTED':
      return and(open, isNull(quizAssignments.startedAt));
    case 'ATTEMPTED':
      return and(open, isNotNull(quizAssignments.startedAt));
    case 'COMPLETED':
      return isNotNull(quizAssignments.completedAt);
    case 'OVERDUE':
      return and(open, lt(quizAssignments.dueDate, now));
    case 'AWAITING_GRADE':
      return and(isNotNull(quizAssignments.completedAt), awaitingGrade);
  }
}

export function createQuizAssignmentReads(db: Db) {
  const cards = () =>
    db
      .select({
        assignment: quizAssignments,
        quiz: {
          id: quizzes.id,
          title: quizzes.title,
          slug: quizzes.slug,
          duration: quizzes.durationMinutes,
          proctored: quizzes.proctored,
        },
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
    async list(scope: AssignmentScope, filter: AssignmentListFilter) {
      const where: SQL | undefined = and(
        scope.kind === 'student' ? eq(quizAssignments.studentId, scope.id) : undefined,
        scope.kind === 'assignedBy' ? eq(quizAssignments.assignedById, scope.id) : undefined,
        filter.student ? eq(quizAssignments.studentId, filter.student) : undefined,
        filter.filter === 'COMPLETED' ? isNotNull(quizAssignments.completedAt) : undefined,
        filter.filter === 'PENDING' ? isNull(quizAssignments.completedAt) : undefined,
        filter.program ? eq(quizAssignments.programId, filter.program) : undefined,
        filter.status ? statusIs(filter.status, filter.now) : undefined,
        filter.from ? gte(quizAssignments.dueDate, filter.from) : undefined,
        filter.to ? lt(quizAssignments.dueDate, filter.to) : undefined,
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
    /** Assignments in the scope due in [from, to), soonest first: the due dates of a calendar feed (ADR 0062). */
    dueBetween(scope: AssignmentScope, from: Date, to: Date, limit: number) {
      return db
        .select({
          id: quizAssignments.id,
          dueDate: quizAssignments.dueDate,
          completedAt: quizAssignments.completedAt,
          quiz: quizzes.title,
          program: programs.title,
          student: { id: student.id, firstName: student.firstName, lastName: student.lastName },
        })
        .from(quizAssignments)
        .innerJoin(quizzes, eq(quizzes.id, quizAssignments.quizId))
        .innerJoin(programs, eq(programs.id, quizAssignments.programId))
        .innerJoin(student, eq(student.id, quizAssignments.studentId))
        .where(
          and(
            scope.kind === 'student' ? eq(quizAssignments.studentId, scope.id) : undefined,
            scope.kind === 'assignedBy' ? eq(quizAssignments.assignedById, scope.id) : undefined,
            gte(quizAssignments.dueDate, from),
            lt(quizAssignments.dueDate, to),
          ),
        )
        .orderBy(asc(quizAssignments.dueDate), asc(quizAssignments.id))
        .limit(limit);
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
    async findFile(key: string) {
      const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
      return row ?? null;
    },
  };
}
