/** The search routes of the HTTP route map (ADR 0060). */

import type { RouteTable } from '../route-map.js';
import { accountSearchQuery, accountSearchResponse } from '../search.js';

export const searchRoutes = {
  'GET /accounts/search': { query: accountSearchQuery, response: accountSearchResponse },
} as const satisfies RouteTable;
