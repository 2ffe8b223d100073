import { and, asc, count, desc, eq, gt, ilike, inArray, min, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  enrolments,
  programCategories,
  programs,
  programTutors,
  schedules,
  scheduleTutors,
  tutorStudentLinks,
  users,
} from '../../db/schema/index.js';
import { type ChatScope, countUnreadChats } from './unread-chats.js';

export type ProgramRow = typeof programs.$inferSelect;
export type CategoryRow = typeof programCategories.$inferSelect;

/** Whose lessons count on a program card: everyone's, one student's or one tutor's. */
export type LessonScope = { kind: 'all' } | { kind: 'student'; id: string } | { kind: 'tutor'; id: string };

const scopeFilter = (scope: LessonScope): SQL | undefined => {
  if (scope.kind === 'student') return eq(schedules.studentId, scope.id);
  if (scope.kind === 'tutor') {
    return inArray(
      schedules.id,
      sql`(select ${scheduleTutors.scheduleId} from ${scheduleTutors} where ${scheduleTutors.tutorId} = ${scope.id})`,
    );
  }
  return undefined;
};

export function createProgramRepository(db: Db) {
  return {
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

    async listPrograms(
      filter: { categorySlug?: string; search?: string; onlyIds?: string[] },
      limit: number,
      offset: number,
    ) {
      const where = and(
        filter.categorySlug ? eq(programCategories.slug, filter.categorySlug) : undefined,
        filter.search
          ? or(ilike(programs.title, `%${filter.search}%`), ilike(programs.summary, `%${filter.search}%`))
          : undefined,
        filter.onlyIds ? (filter.onlyIds.length ? inArray(programs.id, filter.onlyIds) : sql`false`) : undefined,
      );
      const rows = await db
        .select({ program: programs, category: programCategories })
        .from(programs)
        .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
        .where(where)
        .orderBy(asc(programs.title))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(programs)
        .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
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

    tutorsOf(programIds: string[]) {
      if (!programIds.length) return Promise.resolve([]);
      return db
        .select({ programId: programTutors.programId, tutor: users })
        .from(programTutors)
        .innerJoin(users, eq(users.id, programTutors.tutorId))
        .where(inArray(programTutors.programId, programIds))
        .orderBy(asc(users.lastName));
    },
    keptLessons(programIds: string[], scope: LessonScope) {
      if (!programIds.length) return Promise.resolve([]);
      return db
        .select({ id: schedules.id, programId: schedules.programId, time: schedules.time })
        .from(schedules)
        .where(and(inArray(schedules.programId, programIds), eq(schedules.kept, true), scopeFilter(scope)))
        .orderBy(desc(schedules.time));
    },
    nextLessons(programIds: string[], scope: LessonScope, now: Date) {
      if (!programIds.length) return Promise.resolve([]);
      return db
        .select({ programId: schedules.programId, time: min(schedules.time) })
        .from(schedules)
        .where(and(inArray(schedules.programId, programIds), gt(schedules.endTime, now), scopeFilter(scope)))
        .groupBy(schedules.programId);
    },
    /** Programs a person belongs to: a student's active enrolments, or a tutor's assignments and links. */
    async programIdsOf(scope: LessonScope) {
      if (scope.kind === 'student') {
        const rows = await db
          .select({ id: enrolments.programId })
          .from(enrolments)
          .where(and(eq(enrolments.studentId, scope.id), eq(enrolments.active, true)));
        return rows.map((r) => r.id);
      }
      if (scope.kind === 'tutor') {
        const assigned = await db
          .select({ id: programTutors.programId })
          .from(programTutors)
          .where(eq(programTutors.tutorId, scope.id));
        const linked = await db
          .selectDistinct({ id: tutorStudentLinks.programId })
          .from(tutorStudentLinks)
          .where(eq(tutorStudentLinks.tutorId, scope.id));
        return [...new Set([...assigned, ...linked].map((r) => r.id))];
      }
      return undefined;
    },
    /** Unread classroom chat per program for a student or a tutor (see unread-chats.ts). */
    unreadChats: (scope: ChatScope, programIds: string[]) => countUnreadChats(db, scope, programIds),
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
