/** The school routes of the HTTP route map (ADR 0060). */

import type { RouteTable } from '../route-map.js';
import { schoolSettingsPatch, schoolSettingsResponse } from '../school-settings.js';

export const schoolRoutes = {
  'GET /school-settings': { response: schoolSettingsResponse },
  'PATCH /admin/school-settings': { body: schoolSettingsPatch, response: schoolSettingsResponse },
} as const satisfies RouteTable;
