/** What a lesson reminder reads and cancels (docs/decisions/0039). */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, programs, schedules, scheduleTutors, users } from '../../db/schema/index.js';

export function createReminderRepository(db: Db) {
  return {
    /** The lesson, its program's title, its student and its tutors; null when it is gone. */
    async lesson(scheduleId: string) {
      const [row] = await db
        .select({
          id: schedules.id,
          time: schedules.time,
          kept: schedules.kept,
          studentId: schedules.studentId,
          program: programs.title,
        })
        .from(schedules)
        .innerJoin(programs, eq(programs.id, schedules.programId))
        .where(eq(schedules.id, scheduleId));
      if (!row) return null;
      const tutors = await db
        .select({ id: users.id, title: users.title, firstName: users.firstName, lastName: users.lastName })
        .from(scheduleTutors)
        .innerJoin(users, eq(users.id, scheduleTutors.tutorId))
        .where(eq(scheduleTutors.scheduleId, scheduleId));
      return { ...row, tutors };
    },

    /** Lessons starting in (from, to]: those a start-up makes sure have a reminder queued. */
    async upcoming(from: Date, to: Date) {
      return db
        .select({ id: schedules.id, time: schedules.time })
        .from(schedules)
        .where(and(gt(schedules.time, from), lt(schedules.time, to), eq(schedules.kept, false)));
    },

    /** Cancels the queued reminders of these lessons (whatever time they were for). */
    async cancelQueued(jobName: string, scheduleIds: string[], at: Date, tx: Db = db) {
      if (!scheduleIds.length) return;
      await tx
        .update(jobs)
        .set({ state: 'cancelled', finishedAt: at })
        .where(
          and(
            eq(jobs.name, jobName),
            eq(jobs.state, 'queued'),
            inArray(sql<string>`${jobs.payload}->>'scheduleId'`, scheduleIds),
          ),
        );
    },
  };
}
export type ReminderRepository = ReturnType<typeof createReminderRepository>;
