import { and, asc, count, desc, eq, gt, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrolments, programs, programTutors, schedules, scheduleTutors, users } from '../../db/schema/index.js';
import type { UserRow } from '../accounts/user.repository.js';
import { classroomAttendedSql } from '../classroom/attendance/attendance.repository.js';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleTutor = Pick<
  UserRow,
  'id' | 'title' | 'firstName' | 'lastName' | 'otherNames' | 'avatar' | 'gender'
>;
/** One lesson as lists show it (see `read`). */
export type ScheduleDetail = Awaited<ReturnType<ScheduleRepository['read']>>['rows'][number];

export interface ScheduleFilter {
  studentId?: string;
  tutorId?: string;
  /** Lessons starting at or after this instant, earliest first; without it, newest first. */
  from?: Date;
}

type ReadFilter = ScheduleFilter & { id?: string; upcomingAt?: Date };

/** How a lesson held in the classroom counts as kept: the school's share, at this time (ADR 0076). */
export interface KeptVerdict {
  minSharePercent: number;
  now: Date;
}

/** The classroom's verdict on the lesson's student (null: not held in the classroom), as a column. */
const classroomKept = classroomAttendedSql(
  sql`${schedules.id}`,
  sql`${schedules.studentId}`,
  sql`${sql.placeholder('minShare')}`,
  sql`${sql.placeholder('verdictAt')}`,
);

/** A lesson's tutors as cards show them, as a `json_agg` subquery. */
const tutorsJson = sql<
  ScheduleTutor[]
>`coalesce((select json_agg(json_build_object('id', ${users.id}, 'title', ${users.title}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'otherNames', ${users.otherNames}, 'avatar', ${users.avatar}, 'gender', ${users.gender}) order by ${users.lastName}) from ${scheduleTutors} join ${users} on ${users.id} = ${scheduleTutors.tutorId} where ${scheduleTutors.scheduleId} = ${schedules.id}), '[]'::json)`;

export function createScheduleRepository(db: Db) {
  const taughtBy = (tutorId: string) =>
    inArray(
      schedules.id,
      db.select({ id: scheduleTutors.scheduleId }).from(scheduleTutors).where(eq(scheduleTutors.tutorId, tutorId)),
    );
  const whereOf = (f: ScheduleFilter): SQL | undefined =>
    and(
      f.studentId ? eq(schedules.studentId, f.studentId) : undefined,
      f.tutorId ? taughtBy(f.tutorId) : undefined,
      f.from ? gte(schedules.time, f.from) : undefined,
    );

  /** The lessons query for one set of present filters, values as placeholders: prepared once (ADR 0024). */
  const buildRead = (present: (keyof ReadFilter)[], paged: boolean, name: string) => {
    // Placeholders stand where the builders want a string or a date.
    const slot = (key: keyof ReadFilter) =>
      present.includes(key) ? (sql.placeholder(key) as unknown as string & Date) : undefined;
    const [upcomingAt, id] = [slot('upcomingAt'), slot('id')];
    return (
      db
        .select({
          schedule: schedules,
          program: { id: programs.id, title: programs.title, summary: programs.summary },
          student: {
            id: users.id,
            title: users.title,
            firstName: users.firstName,
            lastName: users.lastName,
            otherNames: users.otherNames,
            email: users.email,
            avatar: users.avatar,
            gender: users.gender,
            meetingId: users.meetingId,
          },
          tutors: tutorsJson,
          classroomKept: sql<boolean | null>`${classroomKept}`,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(schedules)
        .innerJoin(programs, eq(programs.id, schedules.programId))
        .innerJoin(users, eq(users.id, schedules.studentId))
        .where(
          and(
            whereOf({ studentId: slot('studentId'), tutorId: slot('tutorId'), from: slot('from') }),
            id ? eq(schedules.id, id) : undefined,
            upcomingAt ? gt(schedules.endTime, upcomingAt) : undefined,
          ),
        )
        .orderBy(present.includes('from') || upcomingAt ? asc(schedules.time) : desc(schedules.time))
        .limit(sql.placeholder('limit'))
        // The first page has no offset in its text: with an unknown offset PostgreSQL costs the shared (generic) plan
        // above a fresh one and plans the statement again at every execution (ADR 0048).
        .offset(paged ? sql.placeholder('offset') : 0)
        .prepare(name)
    );
  };
  const prepared = new Map<string, ReturnType<typeof buildRead>>();

  return {
    async insert(values: typeof schedules.$inferInsert, tutorIds: string[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(schedules).values(values).returning();
        await tx.insert(scheduleTutors).values(tutorIds.map((tutorId) => ({ scheduleId: row!.id, tutorId })));
        return row!;
      });
    },
    async find(id: string) {
      const [row] = await db.select().from(schedules).where(eq(schedules.id, id)).limit(1);
      return row ?? null;
    },
    /**
     * Lessons with their program, student and tutors, and the total matching, in one statement (ADR 0024).
     * `from` lists earliest first; `upcomingAt` keeps lessons not over by then; otherwise newest first.
     */
    async read(filter: ReadFilter, limit: number, offset: number, verdict: KeptVerdict) {
      const shape = Object.entries(filter)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k)
        .sort()
        .join('_');
      const paged = offset > 0;
      const name = `schedules_read_${shape}${paged ? '_paged' : ''}`;
      let query = prepared.get(name);
      if (!query) {
        query = buildRead(shape.split('_').filter(Boolean) as (keyof ReadFilter)[], paged, name);
        prepared.set(name, query);
      }
      const rows = await query.execute({
        ...filter,
        limit,
        offset,
        minShare: verdict.minSharePercent,
        verdictAt: verdict.now.toISOString(),
      });
      // Past the last page the window count has no row to ride on: count apart (only then).
      const total =
        rows[0]?.total ??
        (offset > 0 ? ((await db.select({ n: count() }).from(schedules).where(whereOf(filter)))[0]?.n ?? 0) : 0);
      return { rows, total };
    },
    async tutorIdsOf(scheduleId: string) {
      const rows = await db
        .select({ id: scheduleTutors.tutorId })
        .from(scheduleTutors)
        .where(eq(scheduleTutors.scheduleId, scheduleId));
      return rows.map((r) => r.id);
    },
    async remove(id: string) {
      await db.delete(schedules).where(eq(schedules.id, id));
    },
    async markKept(id: string) {
      const [row] = await db.update(schedules).set({ kept: true }).where(eq(schedules.id, id)).returning();
      return row ?? null;
    },
    /** Moves a lesson to a new start and end; answers the row, or null when it is gone. */
    async move(id: string, time: Date, endTime: Date) {
      const [row] = await db.update(schedules).set({ time, endTime }).where(eq(schedules.id, id)).returning();
      return row ?? null;
    },
    /** A student's lessons that overlap [from, to), but for the lesson `exceptId` (the one being moved). */
    async studentBusy(studentId: string, from: Date, to: Date, exceptId?: string) {
      return db
        .select({ time: schedules.time, endTime: schedules.endTime })
        .from(schedules)
        .where(
          and(
            eq(schedules.studentId, studentId),
            lt(schedules.time, to),
            gt(schedules.endTime, from),
            exceptId ? ne(schedules.id, exceptId) : undefined,
          ),
        );
    },
    /** The tutors' lessons that overlap [from, to), but for the lesson `exceptId`. */
    async tutorsBusy(tutorIds: string[], from: Date, to: Date, exceptId?: string) {
      if (!tutorIds.length) return [];
      return db
        .selectDistinct({ time: schedules.time, endTime: schedules.endTime, tutorId: scheduleTutors.tutorId })
        .from(schedules)
        .innerJoin(scheduleTutors, eq(scheduleTutors.scheduleId, schedules.id))
        .where(
          and(
            inArray(scheduleTutors.tutorId, tutorIds),
            lt(schedules.time, to),
            gt(schedules.endTime, from),
            exceptId ? ne(schedules.id, exceptId) : undefined,
          ),
        );
    },
    programOptions() {
      return db.select({ key: programs.id, title: programs.title }).from(programs).orderBy(asc(programs.title));
    },
    enrolledStudents(programId: string) {
      return db
        .select({ user: users })
        .from(enrolments)
        .innerJoin(users, eq(users.id, enrolments.studentId))
        .where(and(eq(enrolments.programId, programId), eq(enrolments.active, true)))
        .orderBy(asc(users.lastName));
    },
    programTutors(programId: string) {
      return db
        .select({ user: users })
        .from(programTutors)
        .innerJoin(users, eq(users.id, programTutors.tutorId))
        .where(eq(programTutors.programId, programId))
        .orderBy(asc(users.lastName));
    },
  };
}
export type ScheduleRepository = ReturnType<typeof createScheduleRepository>;
