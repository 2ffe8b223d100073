/** The system routes of the HTTP route map (ADR 0060). */

import type { RouteTable } from '../route-map.js';
import { adminInfoResponse, healthResponse, readyResponse } from '../system.js';

export const systemRoutes = {
  'GET /health': { response: healthResponse },
  'GET /ready': { response: readyResponse },
  'GET /admin/info': { response: adminInfoResponse },
} as const satisfies RouteTable;
