/** The reference routes of the HTTP route map (ADR 0060). */
import { countriesResponse, timeZonesResponse } from '../reference.js';
import type { RouteTable } from '../route-map.js';

export const referenceRoutes = {
  'GET /reference/countries': { response: countriesResponse },
  'GET /reference/timezones': { response: timeZonesResponse },
} as const satisfies RouteTable;
