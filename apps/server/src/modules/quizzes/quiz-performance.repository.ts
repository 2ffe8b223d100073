/**
 * Quiz aggregates for performance reports (platform spec 3 "Student performance"). Read by the performance
 * module; it reads the cached points of `quiz_assignments` (see the header of `db/schema/quizzes.ts`).
 */
import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { quizAssignments, quizQuestions } from '../../db/schema/index.js';

export interface QuizAggregate {
  programId: string;
  /** Quizzes assigned to the student in the program (in the window, by assignment date). */
  assigned: number;
  /** Of those, the ones completed (submitted or expired). */
  completed: number;
  /** Points attained on completed attempts. */
  attainedPoints: number;
  /** Points available on completed attempts. */
  totalPoints: number;
}

/**
 * Per program: quizzes assigned to the student, those completed and the points of the completed ones.
 * `from`/`to` bound the assignment date (inclusive). Programs without assignments are absent.
 */
export async function quizAggregates(
  db: Db,
  filter: { studentId: string; programIds?: string[]; from?: Date; to?: Date },
): Promise<QuizAggregate[]> {
  if (filter.programIds && filter.programIds.length === 0) return [];
  const done = isNotNull(quizAssignments.completedAt);
  const rows = await db
    .select({
      programId: quizAssignments.programId,
      assigned: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${done})::int`,
      attainedPoints: sql<number>`coalesce(sum(${quizAssignments.attainedPoints}) filter (where ${done}), 0)::int`,
      totalPoints: sql<number>`coalesce(sum(${quizAssignments.totalPoints}) filter (where ${done}), 0)::int`,
    })
    .from(quizAssignments)
    .where(
      and(
        eq(quizAssignments.studentId, filter.studentId),
        filter.programIds ? inArray(quizAssignments.programId, filter.programIds) : undefined,
        filter.from ? gte(quizAssignments.createdAt, filter.from) : undefined,
        filter.to ? lte(quizAssignments.createdAt, filter.to) : undefined,
      ),
    )
    .groupBy(quizAssignments.programId);
  return rows.map((r) => ({ ...r, assigned: Number(r.assigned), completed: Number(r.completed) }));
}

/** Total points of a quiz's current questions (what an attempt not yet started is out of). */
export async function quizTotalPoints(db: Db, quizId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${quizQuestions.points}), 0)::int` })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quizId));
  return Number(row?.total ?? 0);
}
