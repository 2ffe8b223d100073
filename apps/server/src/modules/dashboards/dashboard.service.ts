/** What each role's dashboard shows: the next lesson, programs, students, and account statistics for admins. */
import { daysInRange, type TrendsQuery, trendBucketOf } from '@chalkline/contracts';
import type { Viewer } from '../accounts/viewer.js';
import type { ProgramService } from '../programs/program.service.js';
import type { ScheduleService } from '../schedules/schedule.service.js';
import type { TeachingService } from '../teaching/teaching.service.js';
import { authorize, personalDashboardOf } from './dashboard.policy.js';
import type { DashboardRepository } from './dashboard.repository.js';
import type { DashboardTrendsRepository } from './dashboard-trends.repository.js';
import { presentTrends } from './trends.presenter.js';

export function createDashboardService(deps: {
  repo: DashboardRepository;
  trends: DashboardTrendsRepository;
  /** The school's attended share of a classroom lesson (ADR 0076). */
  attendanceShare: () => Promise<number>;
  programs: ProgramService;
  schedules: ScheduleService;
  teaching: TeachingService;
  now?: () => Date;
}) {
  const { programs, schedules, teaching } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async forPerson(viewer: Viewer) {
      const dashboard = personalDashboardOf(viewer);
      // The statements run side by side on two pooled connections: the answer waits for the slower one only.
      if (dashboard === 'student') {
        const [myPrograms, [upcoming]] = await Promise.all([
          programs.list(viewer, { page: 1, limit: 100, mine: true }),
          schedules.upcoming(viewer, 1),
        ]);
        return { upcoming: upcoming ?? null, programs: myPrograms.items };
      }
      const [myPrograms, upcoming, students] = await Promise.all([
        programs.list(viewer, { page: 1, limit: 100, mine: true }),
        schedules.upcoming(viewer, 5),
        teaching.students(viewer, { page: 1, limit: 100 }),
      ]);
      return { upcoming, students: students.items, studentsTotal: students.total, programs: myPrograms.items };
    },

    /** Account statistics for the admin dashboard (`/admin/statistics`). */
    async statistics(viewer: Viewer) {
      authorize(viewer, 'accountStats.access');
      const at = now();
      const startOfDay = new Date(at);
      startOfDay.setHours(0, 0, 0, 0);
      return deps.repo.statistics(at, startOfDay, new Date(startOfDay.getTime() + 24 * 60 * 60 * 1000));
    },

    /** The admin dashboard's trends over a range of days (`/admin/statistics/trends`, ADR 0084). */
    async trends(viewer: Viewer, query: Required<TrendsQuery>) {
      authorize(viewer, 'accountStats.access');
      const bucket = trendBucketOf(daysInRange(query.from, query.to));
      const rows = await deps.trends.trends({
        ...query,
        bucket,
        now: now(),
        minSharePercent: await deps.attendanceShare(),
      });
      return presentTrends(query, bucket, rows);
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
