/** The schedules routes of the HTTP route map (ADR 0060). */

import { lessonAttendanceResponse } from '../attendance.js';
import { messageResponse } from '../common.js';
import type { RouteTable } from '../route-map.js';
import {
  availabilityQuery,
  availabilityResponse,
  scheduleAccountsQuery,
  scheduleAccountsResponse,
  scheduleCreateDataResponse,
  scheduleInput,
  scheduleListQuery,
  scheduleListResponse,
  scheduleMoveInput,
  scheduleResponse,
} from '../schedules.js';

export const schedulesRoutes = {
  'GET /admin/schedules/create-data': { response: scheduleCreateDataResponse },
  'GET /admin/schedules/accounts': { query: scheduleAccountsQuery, response: scheduleAccountsResponse },
  'GET /admin/schedules/availability': { query: availabilityQuery, response: availabilityResponse },
  'POST /admin/schedules/new': { body: scheduleInput, response: scheduleResponse },
  'GET /admin/schedules': { query: scheduleListQuery, response: scheduleListResponse },
  'PUT /admin/schedules/:key': { body: scheduleMoveInput, response: scheduleResponse },
  'DELETE /admin/schedules/:key': { response: messageResponse },
  'GET /accounts/schedules': { query: scheduleListQuery, response: scheduleListResponse },
  'POST /accounts/schedules/:key/mark': { response: scheduleResponse },
  'GET /accounts/schedules/:key/attendance': { response: lessonAttendanceResponse },
} as const satisfies RouteTable;
