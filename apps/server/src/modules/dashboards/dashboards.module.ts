/** The dashboards module: each role's home page figures, read across programs, schedules and teaching. */
import { defaultSchoolSettings } from '@chalkline/contracts';
import type { Db } from '../../db/client.js';
import type { ProgramService } from '../programs/program.service.js';
import type { ScheduleService } from '../schedules/schedule.service.js';
import type { TeachingService } from '../teaching/teaching.service.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { createDashboardService } from './dashboard.service.js';
import { createDashboardTrendsRepository } from './dashboard-trends.repository.js';
import { dashboardRoutes } from './dashboards.routes.js';

export function createDashboardsModule(deps: {
  db: Db;
  programs: ProgramService;
  schedules: ScheduleService;
  teaching: TeachingService;
  /** The school's attended share of a classroom lesson (ADR 0076); 50% when not given. */
  attendanceShare?: () => Promise<number>;
}) {
  const service = createDashboardService({
    repo: createDashboardRepository(deps.db),
    trends: createDashboardTrendsRepository(deps.db),
    attendanceShare: deps.attendanceShare ?? (async () => defaultSchoolSettings.attendanceMinSharePercent),
    programs: deps.programs,
    schedules: deps.schedules,
    teaching: deps.teaching,
  });
  return { service, routes: dashboardRoutes(service) };
}
