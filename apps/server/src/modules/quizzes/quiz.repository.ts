/** Queries of the quiz collection (see `db/schema/quizzes.ts`). */
import { and, asc, count, desc, eq, ilike, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import {
  programs,
  questionBankCategories,
  quizAssignments,
  quizQuestions,
  quizRandomSlots,
  quizzes,
  users,
} from '../../db/schema/index.js';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuestionRow = typeof quizQuestions.$inferSelect;
export type NewQuestion = Omit<typeof quizQuestions.$inferInsert, 'quizId' | 'position'> & { id?: string };
/** A random slot as saved: its category, how many it draws and the points of each. */
export type NewSlot = { categoryId: string; count: number; points: number };

const totalOver = sql<number>`count(*) over ()`.mapWith(Number);
const creator = alias(users, 'quiz_creator');

export function createQuizRepository(db: Db) {
  const summarySelect = {
    quiz: quizzes,
    program: { id: programs.id, title: programs.title, thumbnail: programs.thumbnail },
    creator: {
      id: creator.id,
      title: creator.title,
      firstName: creator.firstName,
      lastName: creator.lastName,
      otherNames: creator.otherNames,
    },
    // Random slots count as the questions they draw (ADR 0078).
    questionsCount: sql<number>`(select count(*) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})
        + (select coalesce(sum(${quizRandomSlots.count}), 0) from ${quizRandomSlots} where ${quizRandomSlots.quizId} = ${quizzes.id})`.mapWith(
      Number,
    ),
    totalPoints:
      sql<number>`(select coalesce(sum(${quizQuestions.points}), 0) from ${quizQuestions} where ${quizQuestions.quizId} = ${quizzes.id})
        + (select coalesce(sum(${quizRandomSlots.count} * ${quizRandomSlots.points}), 0) from ${quizRandomSlots} where ${quizRandomSlots.quizId} = ${quizzes.id})`.mapWith(
        Number,
      ),
    assignmentsCount:
      sql<number>`(select count(*) from ${quizAssignments} where ${quizAssignments.quizId} = ${quizzes.id})`.mapWith(
        Number,
      ),
  };
  const summaries = () =>
    db
      .select({ ...summarySelect, total: totalOver })
      .from(quizzes)
      .innerJoin(programs, eq(programs.id, quizzes.programId))
      .leftJoin(creator, eq(creator.id, quizzes.createdById));

  return {
    /** One page of live quizzes, newest first; `createdById` narrows to one author's collection. */
    async list(filter: { createdById?: string; programId?: string; search?: string; offset: number; limit: number }) {
      const where: SQL | undefined = and(
        isNull(quizzes.deletedAt),
        filter.createdById ? eq(quizzes.createdById, filter.createdById) : undefined,
        filter.programId ? eq(quizzes.programId, filter.programId) : undefined,
        filter.search ? ilike(quizzes.title, containing(filter.search)) : undefined,
      );
      const rows = await summaries()
        .where(where)
        .orderBy(desc(quizzes.createdAt), asc(quizzes.id))
        .limit(filter.limit)
        .offset(filter.offset);
      // Past the last page no row carries the window total: count on its own.
      const total =
        rows[0]?.total ??
        (filter.offset > 0 ? ((await db.select({ n: count() }).from(quizzes).where(where))[0]?.n ?? 0) : 0);
      return { rows, total };
    },
    async find(by: { id?: string; slug?: string }) {
      const [row] = await summaries()
        .where(and(isNull(quizzes.deletedAt), by.id ? eq(quizzes.id, by.id) : eq(quizzes.slug, by.slug ?? '')))
        .limit(1);
      return row ?? null;
    },
    questionsOf(quizId: string) {
      return db
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, quizId))
        .orderBy(asc(quizQuestions.position));
    },
    /** The quiz's random slots in order, with their categories' names. */
    slotsOf(quizId: string) {
      return db
        .select({
          categoryId: quizRandomSlots.categoryId,
          categoryName: questionBankCategories.name,
          count: quizRandomSlots.count,
          points: quizRandomSlots.points,
        })
        .from(quizRandomSlots)
        .innerJoin(questionBankCategories, eq(questionBankCategories.id, quizRandomSlots.categoryId))
        .where(eq(quizRandomSlots.quizId, quizId))
        .orderBy(asc(quizRandomSlots.position));
    },
    async slugTaken(slug: string, exceptId?: string) {
      const [row] = await db
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(and(eq(quizzes.slug, slug), exceptId ? sql`${quizzes.id} <> ${exceptId}` : undefined))
        .limit(1);
      return Boolean(row);
    },
    async programExists(id: string) {
      const [row] = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, id)).limit(1);
      return Boolean(row);
    },
    async insert(values: typeof quizzes.$inferInsert, questions: NewQuestion[], slots: NewSlot[] = []) {
      return db.transaction(async (tx) => {
        const [quiz] = await tx.insert(quizzes).values(values).returning();
        if (questions.length)
          await tx
            .insert(quizQuestions)
            .values(questions.map(({ id: _id, ...q }, position) => ({ ...q, quizId: quiz!.id, position })));
        if (slots.length)
          await tx
            .insert(quizRandomSlots)
            .values(slots.map((slot, position) => ({ ...slot, quizId: quiz!.id, position })));
        return quiz!;
      });
    },
    /**
     * Replaces the quiz's questions: ones given with a key of this quiz are updated in place, others are new, the
     * rest are removed. Attempts already started keep their own copies (quiz_attempt_items).
     */
    async update(id: string, values: Partial<typeof quizzes.$inferInsert>, questions: NewQuestion[], slots: NewSlot[]) {
      return db.transaction(async (tx) => {
        const [quiz] = await tx.update(quizzes).set(values).where(eq(quizzes.id, id)).returning();
        if (!quiz) return null;
        await tx.delete(quizRandomSlots).where(eq(quizRandomSlots.quizId, id));
        if (slots.length)
          await tx.insert(quizRandomSlots).values(slots.map((slot, position) => ({ ...slot, quizId: id, position })));
        const existing = new Set(
          (await tx.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.quizId, id))).map(
            (r) => r.id,
          ),
        );
        const kept = questions.filter((q) => q.id && existing.has(q.id)).map((q) => q.id!);
        await tx
          .delete(quizQuestions)
          .where(and(eq(quizQuestions.quizId, id), kept.length ? notInArray(quizQuestions.id, kept) : undefined));
        for (const [position, { id: questionId, ...q }] of questions.entries()) {
          if (questionId && existing.has(questionId))
            await tx
              .update(quizQuestions)
              .set({ ...q, position })
              .where(eq(quizQuestions.id, questionId));
          else await tx.insert(quizQuestions).values({ ...q, quizId: id, position });
        }
        return quiz;
      });
    },
    /** Soft delete: assignments and attempts of the quiz stay readable. The slug is freed for a new quiz. */
    async softDelete(id: string, at: Date) {
      await db
        .update(quizzes)
        .set({ deletedAt: at, slug: sql`${quizzes.slug} || '-deleted-' || substr(${quizzes.id}::text, 1, 8)` })
        .where(eq(quizzes.id, id));
    },
    async liveIds(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(and(inArray(quizzes.id, ids), isNull(quizzes.deletedAt)));
    },
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;
