import { and, count, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrolments, programCategories, programs, schedules, users } from '../../db/schema/index.js';

export function createDashboardRepository(db: Db) {
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    async statistics(at: Date, startOfDay: Date, endOfDay: Date) {
      const roles = await db
        .select({ role: users.memberRole, n: count() })
        .from(users)
        .where(isNull(users.deletedAt))
        .groupBy(users.memberRole);
      const [programsCount, categoriesCount, activeEnrolments, upcoming, today, overdue] = await Promise.all([
        one(db.select({ n: count() }).from(programs)),
        one(db.select({ n: count() }).from(programCategories)),
        one(db.select({ n: count() }).from(enrolments).where(eq(enrolments.active, true))),
        one(db.select({ n: count() }).from(schedules).where(gt(schedules.time, at))),
        one(
          db
            .select({ n: count() })
            .from(schedules)
            .where(and(gte(schedules.time, startOfDay), lt(schedules.time, endOfDay))),
        ),
        one(
          db
            .select({ n: count() })
            .from(schedules)
            .where(and(lt(schedules.time, at), eq(schedules.kept, false))),
        ),
      ]);
      const byRole = (role: string) => roles.find((r) => r.role === role)?.n ?? 0;
      return {
        accounts: {
          students: byRole('STUDENT'),
          tutors: byRole('TUTOR'),
          managers: byRole('MANAGER'),
          masters: byRole('MASTER'),
        },
        programs: programsCount,
        categories: categoriesCount,
        activeEnrolments,
        schedules: { upcoming, today, overdue },
      };
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
