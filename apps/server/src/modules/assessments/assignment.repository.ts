/** The only place that reads and writes class and home assignments. */
import type { AssignmentKind, AssignmentStatusFilter } from '@chalkline/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containing } from '../../db/query-helpers.js';
import { assignments, enrolments, programs, programTutors, users } from '../../db/schema/index.js';

export type AssignmentRow = typeof assignments.$inferSelect;

/** Whose assignments a list may show: everyone's, a student's own, or those of programs a tutor teaches. */
export type AssignmentScope = { kind: 'all' } | { kind: 'student'; id: string } | { kind: 'tutor'; id: string };

export interface AssignmentFilter {
  kind: AssignmentKind;
  scope: AssignmentScope;
  studentId?: string;
  programId?: string;
  /** Listed first (the link shape `?assignment={key}`). */
  firstId?: string;
  /** The title, the program's title, the student's name or email contain it (as text). */
  search?: string;
  status?: AssignmentStatusFilter;
  /** Assigned on or after `from` and before `to`. */
  from?: Date;
  to?: Date;
}

const statusIs: Record<AssignmentStatusFilter, SQL> = {
  NOT_SUBMITTED: isNull(assignments.submittedAt),
  SUBMITTED: isNotNull(assignments.submittedAt),
  NOT_GRADED: isNull(assignments.points),
  GRADED: isNotNull(assignments.points),
};

const searchOf = (search: string) => {
  const like = containing(search);
  return or(
    ilike(assignments.title, like),
    ilike(programs.title, like),
    ilike(users.firstName, like),
    ilike(users.lastName, like),
    ilike(users.email, like),
  );
};

const recorder = alias(users, 'recorder');
const personColumns = (u: typeof users | typeof recorder) => ({
  id: u.id,
  title: u.title,
  firstName: u.firstName,
  lastName: u.lastName,
  otherNames: u.otherNames,
  email: u.email,
  avatar: u.avatar,
  gender: u.gender,
});

export function createAssignmentRepository(db: Db) {
  const taughtBy = (tutorId: string) =>
    inArray(
      assignments.programId,
      db.select({ id: programTutors.programId }).from(programTutors).where(eq(programTutors.tutorId, tutorId)),
    );
  const scopeOf = (scope: AssignmentScope): SQL | undefined => {
    if (scope.kind === 'student') return eq(assignments.studentId, scope.id);
    if (scope.kind === 'tutor') return taughtBy(scope.id);
    return undefined;
  };

  const select = () =>
    db
      .select({
        assignment: assignments,
        program: { key: programs.id, title: programs.title, slug: programs.slug },
        student: personColumns(users),
        recorder: personColumns(recorder),
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(assignments)
      .innerJoin(programs, eq(programs.id, assignments.programId))
      .innerJoin(users, eq(users.id, assignments.studentId))
      .leftJoin(recorder, eq(recorder.id, assignments.recordedBy));

  const whereOf = (f: AssignmentFilter) =>
    and(
      eq(assignments.kind, f.kind),
      scopeOf(f.scope),
      f.studentId ? eq(assignments.studentId, f.studentId) : undefined,
      f.programId ? eq(assignments.programId, f.programId) : undefined,
      f.status ? statusIs[f.status] : undefined,
      f.from ? gte(assignments.assignedAt, f.from) : undefined,
      f.to ? lt(assignments.assignedAt, f.to) : undefined,
      f.search ? searchOf(f.search) : undefined,
    );
  const count = async (f: AssignmentFilter) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(assignments)
      .innerJoin(programs, eq(programs.id, assignments.programId))
      .innerJoin(users, eq(users.id, assignments.studentId))
      .where(whereOf(f));
    return row?.n ?? 0;
  };

  return {
    /** One page of assignments, newest assigned first, and how many match in all (one statement). */
    async list(f: AssignmentFilter, limit: number, offset: number) {
      const rows = await select()
        .where(whereOf(f))
        .orderBy(
          ...(f.firstId ? [desc(sql`${assignments.id} = ${f.firstId}`)] : []),
          desc(assignments.assignedAt),
          asc(assignments.id),
        )
        .limit(limit)
        .offset(offset);
      return { rows, total: rows[0]?.total ?? (offset > 0 ? await count(f) : 0) };
    },
    /** One assignment with its program, student and recorder, or null. */
    async find(id: string) {
      const [row] = await select().where(eq(assignments.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: typeof assignments.$inferInsert) {
      const [row] = await db.insert(assignments).values(values).returning();
      return row!;
    },
    async update(id: string, values: Partial<typeof assignments.$inferInsert>) {
      const [row] = await db
        .update(assignments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(assignments.id, id))
        .returning();
      return row ?? null;
    },
    async remove(id: string) {
      await db.delete(assignments).where(eq(assignments.id, id));
    },
    /** Whether the student has ever been enrolled in the program (a finished enrolment keeps its history). */
    async isEnrolled(studentId: string, programId: string) {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.studentId, studentId), eq(enrolments.programId, programId)))
        .limit(1);
      return Boolean(row);
    },
    /** Programs (all, or those a tutor teaches) with their actively enrolled students, for the record form. */
    async options(tutorId: string | null) {
      const rows = await db
        .select({ program: { id: programs.id, title: programs.title }, student: personColumns(users) })
        .from(programs)
        .leftJoin(enrolments, and(eq(enrolments.programId, programs.id), eq(enrolments.active, true)))
        .leftJoin(users, and(eq(users.id, enrolments.studentId), sql`${users.deletedAt} is null`))
        .where(
          tutorId
            ? inArray(
                programs.id,
                db
                  .select({ id: programTutors.programId })
                  .from(programTutors)
                  .where(eq(programTutors.tutorId, tutorId)),
              )
            : undefined,
        )
        .orderBy(asc(programs.title), asc(users.firstName), asc(users.lastName));
      const byProgram = new Map<
        string,
        { id: string; title: string; students: NonNullable<(typeof rows)[number]['student']>[] }
      >();
      for (const { program, student } of rows) {
        const entry = byProgram.get(program.id) ?? { ...program, students: [] };
        if (student) entry.students.push(student);
        byProgram.set(program.id, entry);
      }
      return [...byProgram.values()];
    },
  };
}
export type AssignmentRepository = ReturnType<typeof createAssignmentRepository>;
/** One assignment as `find` and `list` read it. */
export type AssignmentDetail = NonNullable<Awaited<ReturnType<AssignmentRepository['find']>>>;
