/** The lesson reports routes of the HTTP route map (ADR 0060, ADR 0080). */
import {
  lessonReportAwaitingResponse,
  lessonReportFormResponse,
  lessonReportInput,
  lessonReportListQuery,
  lessonReportListResponse,
  lessonReportResponse,
  lessonReportResponseData,
} from '../lesson-reports.js';
import type { RouteTable } from '../route-map.js';

export const lessonReportsRoutes = {
  'GET /accounts/lesson-reports': { query: lessonReportListQuery, response: lessonReportListResponse },
  'GET /accounts/lesson-reports/awaiting': { response: lessonReportAwaitingResponse },
  'GET /accounts/lesson-reports/lessons/:key': { response: lessonReportFormResponse },
  'PUT /accounts/lesson-reports/lessons/:key': { body: lessonReportInput, response: lessonReportResponse },
  'POST /accounts/lesson-reports/lessons/:key/send': { body: lessonReportInput, response: lessonReportResponse },
  'GET /accounts/lesson-reports/:key': { response: lessonReportResponseData },
} as const satisfies RouteTable;
