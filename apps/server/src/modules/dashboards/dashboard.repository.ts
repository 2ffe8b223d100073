import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrolments, programCategories, programs, schedules, users } from '../../db/schema/index.js';

const countOf = (from: unknown, where = sql`true`) =>
  sql`(select count(*) from ${from} where ${where})`.mapWith(Number);

export function createDashboardRepository(db: Db) {
  return {
    /** Every figure of the admin dashboard in one statement (ADR 0024). */
    async statistics(at: Date, startOfDay: Date, endOfDay: Date) {
      const live = sql`${users.deletedAt} is null`;
      const [row] = await db
        .execute(sql`select
          ${countOf(users, sql`${live} and ${users.memberRole} = 'STUDENT'`)} as students,
          ${countOf(users, sql`${live} and ${users.memberRole} = 'TUTOR'`)} as tutors,
          ${countOf(users, sql`${live} and ${users.memberRole} = 'MANAGER'`)} as managers,
          ${countOf(users, sql`${live} and ${users.memberRole} = 'MASTER'`)} as masters,
          ${countOf(programs)} as programs,
          ${countOf(programCategories)} as categories,
          ${countOf(enrolments, sql`${enrolments.active}`)} as active_enrolments,
          ${countOf(schedules, sql`${schedules.time} > ${at}`)} as upcoming,
          ${countOf(schedules, sql`${schedules.time} >= ${startOfDay} and ${schedules.time} < ${endOfDay}`)} as today,
          ${countOf(schedules, sql`${schedules.time} < ${at} and not ${schedules.kept}`)} as overdue`)
        .then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows);
      const n = (key: string) => Number(row?.[key] ?? 0);
      return {
        accounts: { students: n('students'), tutors: n('tutors'), managers: n('managers'), masters: n('masters') },
        programs: n('programs'),
        categories: n('categories'),
        activeEnrolments: n('active_enrolments'),
        schedules: { upcoming: n('upcoming'), today: n('today'), overdue: n('overdue') },
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
