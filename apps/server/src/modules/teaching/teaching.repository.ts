import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import {
  enrolments,
  programs,
  programTutors,
  studentProfiles,
  tutorStudentLinks,
  users,
} from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The page total riding on every row (ADR 0024: one statement per page). */
const totalOver = sql<number>`count(*) over ()`.mapWith(Number);

export function createTeachingRepository(db: Db) {
  /** The window total, or a count of its own past the last page (where no row carries it). */
  const totalOf = async (page: { total: number }[], offset: number, where: SQL | undefined) =>
    page[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0) : 0);
  const searchUsers = (search?: string) =>
    search
      ? or(
          ilike(users.firstName, containing(search)),
          ilike(users.lastName, containing(search)),
          ilike(users.email, containing(search)),
        )
      : undefined;

  /** Enrols the student in the program, or re-activates the enrolment kept from before. */
  const activateEnrolment = (studentId: string, programId: string, conn: Db | Tx = db) =>
    conn
      .insert(enrolments)
      .values({ studentId, programId, active: true })
      .onConflictDoUpdate({
        target: [enrolments.studentId, enrolments.programId],
        set: { active: true, updatedAt: sql`now()` },
      });

  return {
    activateEnrolment,
    enrolmentsOf(studentId: string) {
      return db
        .select({ enrolment: enrolments, program: programs })
        .from(enrolments)
        .innerJoin(programs, eq(programs.id, enrolments.programId))
        .where(eq(enrolments.studentId, studentId))
        .orderBy(asc(programs.title));
    },
    async findEnrolment(id: string) {
      const [row] = await db.select().from(enrolments).where(eq(enrolments.id, id)).limit(1);
      return row ?? null;
    },
    async isActivelyEnrolled(studentId: string, programId: string) {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(
          and(eq(enrolments.studentId, studentId), eq(enrolments.programId, programId), eq(enrolments.active, true)),
        )
        .limit(1);
      return Boolean(row);
    },
    /** Enrols (or re-activates) the student in each program; onboarding also marks the profile onboarded. */
    async enrol(studentId: string, programIds: string[], markOnboarded: boolean) {
      await db.transaction(async (tx) => {
        for (const programId of programIds) await activateEnrolment(studentId, programId, tx);
        if (markOnboarded) {
          await tx
            .insert(studentProfiles)
            .values({ userId: studentId, onboarded: true })
            .onConflictDoUpdate({ target: studentProfiles.userId, set: { onboarded: true } });
        }
      });
    },
    async setEnrolmentActive(id: string, active: boolean) {
      const [row] = await db.update(enrolments).set({ active }).where(eq(enrolments.id, id)).returning();
      return row ?? null;
    },
    async existingPrograms(ids: string[]) {
      if (!ids.length) return [];
      return db.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids));
    },
    async teachesProgram(tutorId: string, programId: string) {
      const [row] = await db
        .select({ id: programTutors.tutorId })
        .from(programTutors)
        .where(and(eq(programTutors.tutorId, tutorId), eq(programTutors.programId, programId)))
        .limit(1);
      return Boolean(row);
    },
    async isLinked(tutorId: string, studentId: string) {
      const [row] = await db
        .select({ id: tutorStudentLinks.tutorId })
        .from(tutorStudentLinks)
        .where(and(eq(tutorStudentLinks.tutorId, tutorId), eq(tutorStudentLinks.studentId, studentId)))
        .limit(1);
      return Boolean(row);
    },
    async link(values: typeof tutorStudentLinks.$inferInsert) {
      await db.insert(tutorStudentLinks).values(values).onConflictDoNothing();
    },
    async unlink(values: typeof tutorStudentLinks.$inferInsert) {
      const rows = await db
        .delete(tutorStudentLinks)
        .where(
          and(
            eq(tutorStudentLinks.tutorId, values.tutorId),
            eq(tutorStudentLinks.studentId, values.studentId),
            eq(tutorStudentLinks.programId, values.programId),
          ),
        )
        .returning();
      return rows.length > 0;
    },
    async relationships(filter: { tutorId?: string; studentId?: string }, limit: number, offset: number) {
      const where = and(
        filter.tutorId ? eq(tutorStudentLinks.tutorId, filter.tutorId) : undefined,
        filter.studentId ? eq(tutorStudentLinks.studentId, filter.studentId) : undefined,
      );
      const rows = await db
        .select({ link: tutorStudentLinks, program: { id: programs.id, title: programs.title }, total: totalOver })
        .from(tutorStudentLinks)
        .innerJoin(programs, eq(programs.id, tutorStudentLinks.programId))
        .where(where)
        .orderBy(asc(programs.title))
        .limit(limit)
        .offset(offset);
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await db.select({ n: count() }).from(tutorStudentLinks).where(where))[0]?.n ?? 0) : 0);
      return { rows, total };
    },
    usersByIds(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.select().from(users).where(inArray(users.id, ids));
    },
    /** Students: all of them for admins, or only those linked to one tutor. */
    async students(filter: { tutorId?: string; search?: string }, limit: number, offset: number) {
      const where = and(
        eq(users.memberRole, 'STUDENT'),
        // Deleted accounts leave every list (ADR 0029).
        isNull(users.deletedAt),
        searchUsers(filter.search),
        filter.tutorId
          ? inArray(
              users.id,
              db
                .selectDistinct({ id: tutorStudentLinks.studentId })
                .from(tutorStudentLinks)
                .where(eq(tutorStudentLinks.tutorId, filter.tutorId)),
            )
          : undefined,
      );
      // The programs linking each student to the tutor (or to anyone, for admins), inline.
      // Written with aliases: drizzle leaves columns unqualified in a one-table select list, and this one is correlated.
      const linkedPrograms = sql<
        { key: string; title: string }[]
      >`coalesce((select json_agg(json_build_object('key', p.id, 'title', p.title) order by p.title) from programs p where p.id in (select l.program_id from tutor_student_links l where l.student_id = "users"."id" ${filter.tutorId ? sql`and l.tutor_id = ${filter.tutorId}` : sql``})), '[]'::json)`;
      const page = await db
        .select({ user: users, programs: linkedPrograms, total: totalOver })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName))
        .limit(limit)
        .offset(offset);
      return {
        rows: page.map((r) => ({ ...r.user, programs: r.programs })),
        total: await totalOf(page, offset, where),
      };
    },
    async tutors(search: string | undefined, limit: number, offset: number) {
      const where = and(eq(users.memberRole, 'TUTOR'), isNull(users.deletedAt), searchUsers(search));
      const page = await db
        .select({ user: users, total: totalOver })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName))
        .limit(limit)
        .offset(offset);
      return { rows: page.map((r) => r.user), total: await totalOf(page, offset, where) };
    },
  };
}
export type TeachingRepository = ReturnType<typeof createTeachingRepository>;
