/**
 * The data-rights routes of the HTTP route map (ADR 0060, ADR 0072, ADR 0085). The exports
 * (`POST /admin/people/:key/export`, `GET /accounts/data-requests/:key/export`) answer a zip, not JSON, so they are
 * outside the map like the other files.
 */

import {
  dataRequestInput,
  dataRequestSavedResponse,
  dataRequestsQuery,
  dataRequestsResponse,
  declineDataRequestInput,
  myDataRequestsResponse,
} from '../data-requests.js';
import { erasePersonInput, personErasedResponse } from '../data-rights.js';
import type { RouteTable } from '../route-map.js';

export const dataRightsRoutes = {
  'POST /admin/people/:key/erase': { body: erasePersonInput, response: personErasedResponse },
  'GET /accounts/data-requests': { response: myDataRequestsResponse },
  'POST /accounts/data-requests': { body: dataRequestInput, response: dataRequestSavedResponse },
  'GET /admin/data-requests': { query: dataRequestsQuery, response: dataRequestsResponse },
  'POST /admin/data-requests/:key/export': { response: dataRequestSavedResponse },
  'POST /admin/data-requests/:key/erase': { body: erasePersonInput, response: dataRequestSavedResponse },
  'POST /admin/data-requests/:key/decline': { body: declineDataRequestInput, response: dataRequestSavedResponse },
} as const satisfies RouteTable;
