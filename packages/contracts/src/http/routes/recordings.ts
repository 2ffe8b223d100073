/** The recordings routes of the HTTP route map (ADR 0060). */
import { messageResponse } from '../common.js';
import {
  recordingListQuery,
  recordingListResponse,
  recordingStatusQuery,
  recordingStatusResponse,
} from '../recordings.js';
import type { RouteTable } from '../route-map.js';

export const recordingsRoutes = {
  'GET /recordings': { query: recordingListQuery, response: recordingListResponse },
  'GET /recordings/status': { query: recordingStatusQuery, response: recordingStatusResponse },
  'DELETE /recordings/:key': { response: messageResponse },
  'DELETE /recordings/:key/captions': { response: messageResponse },
} as const satisfies RouteTable;
