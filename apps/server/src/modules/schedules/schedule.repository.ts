import { and, asc, count, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrolments, programs, programTutors, schedules, scheduleTutors, users } from '../../db/schema/index.js';

export type ScheduleRow = typeof schedules.$inferSelect;

export interface ScheduleFilter {
  studentId?: string;
  tutorId?: string;
  /** Lessons starting at or after this instant, earliest first; without it, newest first. */
  from?: Date;
}

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
    async list(filter: ScheduleFilter, limit: number, offset: number) {
      const where = whereOf(filter);
      const rows = await db
        .select()
        .from(schedules)
        .where(where)
        .orderBy(filter.from ? asc(schedules.time) : desc(schedules.time))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(schedules).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** Lessons not yet over, earliest first. */
    upcoming(filter: ScheduleFilter, now: Date, limit: number) {
      return db
        .select()
        .from(schedules)
        .where(and(whereOf(filter), gt(schedules.endTime, now)))
        .orderBy(asc(schedules.time))
        .limit(limit);
    },
    async details(rows: ScheduleRow[]) {
      const ids = rows.map((r) => r.id);
      if (!ids.length) return { tutors: [], people: [], programs: [] };
      const tutors = await db
        .select({ scheduleId: scheduleTutors.scheduleId, tutor: users })
        .from(scheduleTutors)
        .innerJoin(users, eq(users.id, scheduleTutors.tutorId))
        .where(inArray(scheduleTutors.scheduleId, ids));
      const people = await db
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(rows.map((r) => r.studentId))]));
      const programRows = await db
        .select()
        .from(programs)
        .where(inArray(programs.id, [...new Set(rows.map((r) => r.programId))]));
      return { tutors, people, programs: programRows };
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
    /** A student's lessons that overlap [from, to). */
    async studentBusy(studentId: string, from: Date, to: Date) {
      return db
        .select({ time: schedules.time, endTime: schedules.endTime })
        .from(schedules)
        .where(and(eq(schedules.studentId, studentId), lt(schedules.time, to), gt(schedules.endTime, from)));
    },
    /** The tutors' lessons that overlap [from, to). */
    async tutorsBusy(tutorIds: string[], from: Date, to: Date) {
      if (!tutorIds.length) return [];
      return db
        .selectDistinct({ time: schedules.time, endTime: schedules.endTime, tutorId: scheduleTutors.tutorId })
        .from(schedules)
        .innerJoin(scheduleTutors, eq(scheduleTutors.scheduleId, schedules.id))
        .where(and(inArray(scheduleTutors.tutorId, tutorIds), lt(schedules.time, to), gt(schedules.endTime, from)));
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
