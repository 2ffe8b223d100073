/** The chat moderation routes of the HTTP route map (ADR 0060, ADR 0064). */
import { chatReportsResponse } from '../chat.js';
import {
  blockInput,
  chatBlocksResponse,
  chatMuteResponse,
  chatMutesResponse,
  chatReportContextResponse,
  chatReportResponse,
  chatReportsQuery,
  muteInput,
  updateChatReportInput,
} from '../chat-moderation.js';
import { messageResponse } from '../common.js';
import type { RouteTable } from '../route-map.js';

export const chatModerationRoutes = {
  'GET /admin/chat/reports': { query: chatReportsQuery, response: chatReportsResponse },
  'PATCH /admin/chat/reports/:key': { body: updateChatReportInput, response: chatReportResponse },
  'GET /admin/chat/reports/:key/context': { response: chatReportContextResponse },
  'DELETE /admin/chat/messages/:key': { response: messageResponse },
  'GET /admin/chat/mutes': { response: chatMutesResponse },
  'POST /admin/chat/mutes': { body: muteInput, response: chatMuteResponse },
  'DELETE /admin/chat/mutes/:userKey': { response: messageResponse },
  'GET /chat/blocks': { response: chatBlocksResponse },
  'POST /chat/blocks': { body: blockInput, response: messageResponse },
  'DELETE /chat/blocks/:userKey': { response: messageResponse },
} as const satisfies RouteTable;
