/** The notifications routes of the HTTP route map (ADR 0060). */
import { messageResponse, pageQuery } from '../common.js';
import {
  emailPreferences,
  emailPreferencesResponse,
  emailPreferencesSavedResponse,
  notificationChangedResponse,
  notificationCountResponse,
  notificationListQuery,
  notificationListResponse,
  notificationSendInput,
  notificationSendListResponse,
  notificationSendSavedResponse,
} from '../notifications.js';
import type { RouteTable } from '../route-map.js';

export const notificationsRoutes = {
  'GET /notifications': { query: notificationListQuery, response: notificationListResponse },
  'GET /notifications/count': { response: notificationCountResponse },
  'POST /notifications/read-all': { response: notificationChangedResponse },
  'POST /notifications/:key/read': { response: notificationChangedResponse },
  'DELETE /notifications/:key': { response: notificationChangedResponse },
  'GET /notifications/email-preferences': { response: emailPreferencesResponse },
  'PUT /notifications/email-preferences': { body: emailPreferences, response: emailPreferencesSavedResponse },
  'GET /admin/notifications': { query: pageQuery, response: notificationSendListResponse },
  'POST /admin/notifications': { body: notificationSendInput, response: notificationSendSavedResponse },
  'DELETE /admin/notifications/:key': { response: messageResponse },
} as const satisfies RouteTable;
