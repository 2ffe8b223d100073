/** The families routes of the HTTP route map (ADR 0060, ADR 0079). */
import { assignmentListQuery, assignmentListResponse } from '../assignments.js';
import { checkoutResponse, invoiceKeyInput, mySubscriptionsResponse } from '../billing.js';
import { messageResponse } from '../common.js';
import {
  adminGuardiansResponse,
  childMetricsQuery,
  childPairedResponse,
  childRecordingsResponse,
  childrenResponse,
  consentInput,
  consentResponse,
  guardianLinkInput,
  guardiansQuery,
  guardiansResponse,
  pairingCodeResponse,
  pairingRedeemInput,
} from '../families.js';
import { lessonReportListResponse, lessonReportResponseData } from '../lesson-reports.js';
import { metricsResponse } from '../performance.js';
import { quizAssignmentsQuery, quizAssignmentsResponse } from '../quizzes.js';
import type { RouteTable } from '../route-map.js';
import { scheduleListQuery, scheduleListResponse } from '../schedules.js';

export const familiesRoutes = {
  'GET /accounts/children': { response: childrenResponse },
  'POST /accounts/children/pair': { body: pairingRedeemInput, response: childPairedResponse },
  'GET /accounts/children/:key/schedules': { query: scheduleListQuery, response: scheduleListResponse },
  'GET /accounts/children/:key/quizzes': { query: quizAssignmentsQuery, response: quizAssignmentsResponse },
  'GET /accounts/children/:key/assignments/:kind': { query: assignmentListQuery, response: assignmentListResponse },
  'GET /accounts/children/:key/performance': { query: childMetricsQuery, response: metricsResponse },
  'GET /accounts/children/:key/subscriptions': { response: mySubscriptionsResponse },
  'GET /accounts/children/:key/lesson-reports': { response: lessonReportListResponse },
  'GET /accounts/children/:key/lesson-reports/:report': { response: lessonReportResponseData },
  'GET /accounts/children/:key/recordings': { response: childRecordingsResponse },
  'POST /accounts/children/:key/invoices/pay': { body: invoiceKeyInput, response: checkoutResponse },
  'GET /accounts/children/:key/consent': { response: consentResponse },
  'PUT /accounts/children/:key/consent': { body: consentInput, response: consentResponse },
  'POST /accounts/students/:key/pairing-code': { response: pairingCodeResponse },
  'GET /admin/guardians': { query: guardiansQuery, response: adminGuardiansResponse },
  'GET /admin/students/:key/guardians': { response: guardiansResponse },
  'PUT /admin/students/:key/consent': { body: consentInput, response: consentResponse },
  'POST /admin/guardian-links': { body: guardianLinkInput, response: messageResponse },
  'DELETE /admin/guardian-links/:guardianKey/:studentKey': { response: messageResponse },
} as const satisfies RouteTable;
