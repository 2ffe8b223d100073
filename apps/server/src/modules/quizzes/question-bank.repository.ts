/** Queries of the question bank (see `db/schema/question-bank.ts`, ADR 0078). */
import { and, asc, count, eq, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  programs,
  questionBankCategories,
  questionBankQuestions,
  quizRandomSlots,
  quizzes,
} from '../../db/schema/index.js';
import type { NewQuestion } from './quiz.repository.js';

export type BankCategoryRow = typeof questionBankCategories.$inferSelect;
export type BankQuestionRow = typeof questionBankQuestions.$inferSelect;

const questionsCount =
  sql<number>`(select count(*) from ${questionBankQuestions} where ${questionBankQuestions.categoryId} = ${questionBankCategories.id})`.mapWith(
    Number,
  );

export function createQuestionBankRepository(db: Db) {
  const categories = (where: SQL | undefined) =>
    db
      .select({
        category: questionBankCategories,
        program: { id: programs.id, title: programs.title },
        questionsCount,
      })
      .from(questionBankCategories)
      .innerJoin(programs, eq(programs.id, questionBankCategories.programId))
      .where(where)
      .orderBy(asc(programs.title), asc(questionBankCategories.name));

  return {
    /** Every category, or one program's, by program title and name, with how many questions each holds. */
    listCategories(programId?: string) {
      return categories(programId ? eq(questionBankCategories.programId, programId) : undefined);
    },
    async findCategory(id: string) {
      const [row] = await categories(eq(questionBankCategories.id, id));
      return row ?? null;
    },
    /** The categories among `ids`, with their programs and sizes (saving a quiz's random slots). */
    async categoriesAmong(ids: string[]) {
      return ids.length ? await categories(inArray(questionBankCategories.id, ids)) : [];
    },
    async nameTaken(programId: string, name: string, exceptId?: string) {
      const [row] = await db
        .select({ id: questionBankCategories.id })
        .from(questionBankCategories)
        .where(
          and(
            eq(questionBankCategories.programId, programId),
            sql`lower(${questionBankCategories.name}) = lower(${name})`,
            exceptId ? sql`${questionBankCategories.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async insertCategory(values: typeof questionBankCategories.$inferInsert) {
      const [row] = await db.insert(questionBankCategories).values(values).returning();
      return row!;
    },
    async updateCategory(id: string, values: { name: string; programId: string }) {
      await db.update(questionBankCategories).set(values).where(eq(questionBankCategories.id, id));
    },
    /**
     * The most questions one live quiz draws from the category (its slots on it summed): the fewest the category
     * may hold. Deleted quizzes do not count; their attempts keep their own copies.
     */
    async demandOf(categoryId: string) {
      const perQuiz = db
        .select({ n: sql<number>`sum(${quizRandomSlots.count})`.mapWith(Number).as('n') })
        .from(quizRandomSlots)
        .innerJoin(quizzes, eq(quizzes.id, quizRandomSlots.quizId))
        .where(and(eq(quizRandomSlots.categoryId, categoryId), isNull(quizzes.deletedAt)))
        .groupBy(quizRandomSlots.quizId)
        .as('per_quiz');
      const [row] = await db.select({ most: max(perQuiz.n) }).from(perQuiz);
      return Number(row?.most ?? 0);
    },
    /** Deletes the category and its questions; deleted quizzes' slots on it go first (they hold it otherwise). */
    async deleteCategory(id: string) {
      await db.transaction(async (tx) => {
        await tx
          .delete(quizRandomSlots)
          .where(
            and(
              eq(quizRandomSlots.categoryId, id),
              sql`${quizRandomSlots.quizId} in (select ${quizzes.id} from ${quizzes} where ${quizzes.deletedAt} is not null)`,
            ),
          );
        await tx.delete(questionBankCategories).where(eq(questionBankCategories.id, id));
      });
    },
    listQuestions(categoryId: string) {
      return db
        .select()
        .from(questionBankQuestions)
        .where(eq(questionBankQuestions.categoryId, categoryId))
        .orderBy(asc(questionBankQuestions.createdAt), asc(questionBankQuestions.id));
    },
    async findQuestion(id: string) {
      const [row] = await db.select().from(questionBankQuestions).where(eq(questionBankQuestions.id, id)).limit(1);
      return row ?? null;
    },
    async countIn(categoryId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(questionBankQuestions)
        .where(eq(questionBankQuestions.categoryId, categoryId));
      return row?.n ?? 0;
    },
    async insertQuestions(categoryId: string, createdById: string, questions: NewQuestion[]) {
      return db
        .insert(questionBankQuestions)
        .values(questions.map(({ id: _id, ...q }) => ({ ...q, categoryId, createdById })))
        .returning();
    },
    async updateQuestion(id: string, categoryId: string, question: NewQuestion) {
      const { id: _id, ...values } = question;
      const [row] = await db
        .update(questionBankQuestions)
        .set({ ...values, categoryId })
        .where(eq(questionBankQuestions.id, id))
        .returning();
      return row ?? null;
    },
    async deleteQuestion(id: string) {
      await db.delete(questionBankQuestions).where(eq(questionBankQuestions.id, id));
    },
  };
}
export type QuestionBankRepository = ReturnType<typeof createQuestionBankRepository>;
