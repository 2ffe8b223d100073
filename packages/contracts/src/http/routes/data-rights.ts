/**
 * The data-rights routes of the HTTP route map (ADR 0060, ADR 0072). The export (`POST /admin/people/:key/export`)
 * answers a zip, not JSON, so it is outside the map like the other files.
 */
import { erasePersonInput, personErasedResponse } from '../data-rights.js';
import type { RouteTable } from '../route-map.js';

export const dataRightsRoutes = {
  'POST /admin/people/:key/erase': { body: erasePersonInput, response: personErasedResponse },
} as const satisfies RouteTable;
