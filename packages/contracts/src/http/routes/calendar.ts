/** The calendar feed routes of the HTTP route map (ADR 0060, ADR 0062). The feed and a lesson's `.ics` are files. */
import { calendarFeedCreatedResponse, calendarFeedResponse } from '../calendar.js';
import { messageResponse } from '../common.js';
import type { RouteTable } from '../route-map.js';

export const calendarRoutes = {
  'GET /accounts/calendar-feed': { response: calendarFeedResponse },
  'POST /accounts/calendar-feed': { response: calendarFeedCreatedResponse },
  'DELETE /accounts/calendar-feed': { response: messageResponse },
} as const satisfies RouteTable;
