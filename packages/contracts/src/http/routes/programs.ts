/** The programs routes of the HTTP route map (ADR 0060). */
import { messageResponse } from '../common.js';
import {
  categoryInput,
  categoryListResponse,
  categorySavedResponse,
  programFilterQuery,
  programInput,
  programListResponse,
  programResponse,
  programSavedResponse,
} from '../programs.js';
import type { RouteTable } from '../route-map.js';

export const programsRoutes = {
  'GET /programs/categories': { response: categoryListResponse },
  'POST /programs/categories': { body: categoryInput, response: categorySavedResponse },
  'PUT /programs/categories/:key': { body: categoryInput, response: categorySavedResponse },
  'DELETE /programs/categories/:key': { response: messageResponse },
  'GET /programs': { query: programFilterQuery, response: programListResponse },
  'GET /programs/:slug': { response: programResponse },
  'POST /programs': { body: programInput, response: programSavedResponse },
  'PUT /programs/:key': { body: programInput, response: programSavedResponse },
  'DELETE /programs/:key': { response: messageResponse },
} as const satisfies RouteTable;
