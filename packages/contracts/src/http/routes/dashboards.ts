/** The dashboards routes of the HTTP route map (ADR 0060). */
import { dashboardResponse, statisticsResponse } from '../dashboards.js';
import type { RouteTable } from '../route-map.js';

export const dashboardsRoutes = {
  'GET /accounts/dashboard': { response: dashboardResponse },
  'GET /admin/statistics': { response: statisticsResponse },
} as const satisfies RouteTable;
