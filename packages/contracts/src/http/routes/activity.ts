/** The activity routes of the HTTP route map (ADR 0060). */
import { activityActorsResponse, activityListQuery, activityListResponse } from '../activity.js';
import type { RouteTable } from '../route-map.js';

export const activityRoutes = {
  'GET /admin/logs': { query: activityListQuery, response: activityListResponse },
  'GET /admin/logs/actors': { response: activityActorsResponse },
} as const satisfies RouteTable;
