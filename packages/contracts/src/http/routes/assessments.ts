/** The assessments routes of the HTTP route map (ADR 0060). */
import {
  assignmentGradingInput,
  assignmentInput,
  assignmentListQuery,
  assignmentListResponse,
  assignmentOptionsResponse,
  assignmentResponse,
} from '../assignments.js';
import { handInDraftInput, handInResponse, handInSavedResponse, handInSubmitInput } from '../hand-in.js';
import { metricsQuery, metricsResponse } from '../performance.js';
import type { RouteTable } from '../route-map.js';

export const assessmentsRoutes = {
  'GET /accounts/assignments/options': { response: assignmentOptionsResponse },
  'GET /accounts/assignments/class': { query: assignmentListQuery, response: assignmentListResponse },
  'GET /accounts/assignments/class/:key': { response: assignmentResponse },
  'POST /accounts/assignments/class': { body: assignmentInput, response: assignmentResponse },
  'PUT /accounts/assignments/class/:key': { body: assignmentInput, response: assignmentResponse },
  'PUT /accounts/assignments/class/:key/grading': { body: assignmentGradingInput, response: assignmentResponse },
  'DELETE /accounts/assignments/class/:key': { response: assignmentResponse },
  'GET /accounts/assignments/class/:key/submission': { response: handInResponse },
  'PUT /accounts/assignments/class/:key/submission/draft': { body: handInDraftInput, response: handInSavedResponse },
  'POST /accounts/assignments/class/:key/submission': { body: handInSubmitInput, response: handInSavedResponse },
  'GET /accounts/assignments/home': { query: assignmentListQuery, response: assignmentListResponse },
  'GET /accounts/assignments/home/:key': { response: assignmentResponse },
  'POST /accounts/assignments/home': { body: assignmentInput, response: assignmentResponse },
  'PUT /accounts/assignments/home/:key': { body: assignmentInput, response: assignmentResponse },
  'PUT /accounts/assignments/home/:key/grading': { body: assignmentGradingInput, response: assignmentResponse },
  'DELETE /accounts/assignments/home/:key': { response: assignmentResponse },
  'GET /accounts/assignments/home/:key/submission': { response: handInResponse },
  'PUT /accounts/assignments/home/:key/submission/draft': { body: handInDraftInput, response: handInSavedResponse },
  'POST /accounts/assignments/home/:key/submission': { body: handInSubmitInput, response: handInSavedResponse },
  'GET /accounts/performance': { query: metricsQuery, response: metricsResponse },
} as const satisfies RouteTable;
