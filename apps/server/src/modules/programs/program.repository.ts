import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { programCategories, programs, programTutors, users } from '../../db/schema/index.js';
import { createProgramCardQueries } from './program-cards.repository.js';

export type ProgramRow = typeof programs.$inferSelect;
export type CategoryRow = typeof programCategories.$inferSelect;

/** Whose lessons count on a program card: everyone's, one student's or one tutor's. */
export type LessonScope = { kind: 'all' } | { kind: 'student'; id: string } | { kind: 'tutor'; id: string };

/** Program titles by id (programs not found are left out), for lists that name programs they refer to. */
export async function programTitles(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(inArray(programs.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

export function createProgramRepository(db: Db) {
  return {
    ...createProgramCardQueries(db),
    async listCategories() {
      return db
        .select({ category: programCategories, programsCount: count(programs.id) })
        .from(programCategories)
        .leftJoin(programs, eq(programs.categoryId, programCategories.id))
        .groupBy(programCategories.id)
        .orderBy(asc(programCategories.title));
    },
    async findCategory(id: string) {
      const [row] = await db.select().from(programCategories).where(eq(programCategories.id, id)).limit(1);
      return row ?? null;
    },
    async insertCategory(values: typeof programCategories.$inferInsert) {
      const [row] = await db.insert(programCategories).values(values).returning();
      return row!;
    },
    async updateCategory(id: string, values: Partial<typeof programCategories.$inferInsert>) {
      const [row] = await db.update(programCategories).set(values).where(eq(programCategories.id, id)).returning();
      return row ?? null;
    },
    async deleteCategory(id: string) {
      await db.delete(programCategories).where(eq(programCategories.id, id));
    },
    async countProgramsIn(categoryId: string) {
      const [row] = await db.select({ n: count() }).from(programs).where(eq(programs.categoryId, categoryId));
      return row?.n ?? 0;
    },

    async findProgram(by: { id?: string; slug?: string }) {
      const [row] = await db
        .select({ program: programs, category: programCategories })
        .from(programs)
        .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
        .where(by.id ? eq(programs.id, by.id) : eq(programs.slug, by.slug ?? ''))
        .limit(1);
      return row ?? null;
    },
    async insertProgram(values: typeof programs.$inferInsert, tutorIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(programs).values(values).returning();
        if (tutorIds.length)
          await tx.insert(programTutors).values(tutorIds.map((tutorId) => ({ programId: row!.id, tutorId })));
        return row!;
      });
    },
    async updateProgram(id: string, values: Partial<typeof programs.$inferInsert>, tutorIds?: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(programs).set(values).where(eq(programs.id, id)).returning();
        if (row && tutorIds) {
          await tx.delete(programTutors).where(eq(programTutors.programId, id));
          if (tutorIds.length)
            await tx.insert(programTutors).values(tutorIds.map((tutorId) => ({ programId: id, tutorId })));
        }
        return row ?? null;
      });
    },
    async deleteProgram(id: string) {
      await db.delete(programs).where(eq(programs.id, id));
    },
    async slugTaken(table: 'programs' | 'categories', slug: string, exceptId?: string) {
      const t = table === 'programs' ? programs : programCategories;
      const [row] = await db
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.slug, slug), exceptId ? sql`${t.id} <> ${exceptId}` : undefined))
        .limit(1);
      return Boolean(row);
    },

    async usersWithRole(ids: string[], role: 'TUTOR' | 'STUDENT') {
      if (!ids.length) return [];
      return db
        .select()
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.memberRole, role)));
    },
  };
}
export type ProgramRepository = ReturnType<typeof createProgramRepository>;
