/** The dashboards routes of the HTTP route map (ADR 0060). */
import { trendsQuery, trendsResponse } from '../dashboard-trends.js';
import { dashboardResponse, statisticsResponse } from '../dashboards.js';
import type { RouteTable } from '../route-map.js';

export const dashboardsRoutes = {
  'GET /accounts/dashboard': { response: dashboardResponse },
  'GET /admin/statistics': { response: statisticsResponse },
  'GET /admin/statistics/trends': { query: trendsQuery, response: trendsResponse },
} as const satisfies RouteTable;
