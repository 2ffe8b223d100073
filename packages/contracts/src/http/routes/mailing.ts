/** The mailing routes of the HTTP route map (ADR 0060). */
import { messageResponse, pageQuery } from '../common.js';
import { newsletterInput, newsletterTokenInput } from '../forms.js';
import {
  emailSettingsInput,
  emailSettingsResponse,
  emailSettingsSavedResponse,
  mailingDetailResponse,
  mailingInput,
  mailingListResponse,
  mailingSentResponse,
  subscriberListQuery,
  subscriberListResponse,
} from '../mailing.js';
import type { RouteTable } from '../route-map.js';

export const mailingRoutes = {
  'POST /website/newsletter': { body: newsletterInput, response: messageResponse },
  'POST /website/newsletter/confirm': { body: newsletterTokenInput, response: messageResponse },
  'POST /website/newsletter/unsubscribe': { query: newsletterTokenInput, response: messageResponse },
  'GET /admin/mailing': { query: pageQuery, response: mailingListResponse },
  'POST /admin/mailing': { body: mailingInput, response: mailingSentResponse },
  'GET /admin/mailing/newsletter': { query: subscriberListQuery, response: subscriberListResponse },
  'GET /admin/mailing/settings': { response: emailSettingsResponse },
  'PUT /admin/mailing/settings': { body: emailSettingsInput, response: emailSettingsSavedResponse },
  'GET /admin/mailing/:key': { response: mailingDetailResponse },
} as const satisfies RouteTable;
