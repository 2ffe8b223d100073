/** The chat routes of the HTTP route map (ADR 0060). */
import {
  chatContactsQuery,
  chatContactsResponse,
  chatMessagesQuery,
  chatUnreadResponse,
  programRoomsResponse,
  reportMessageInput,
  startConversationInput,
  startConversationResponse,
} from '../chat.js';
import { messagesPageResponse } from '../classroom.js';
import { messageResponse } from '../common.js';
import type { RouteTable } from '../route-map.js';

export const chatRoutes = {
  'GET /chat/contacts': { query: chatContactsQuery, response: chatContactsResponse },
  'POST /chat/conversations': { body: startConversationInput, response: startConversationResponse },
  'GET /chat/program-rooms': { response: programRoomsResponse },
  'POST /chat/program-rooms/:programKey/join': { response: messageResponse },
  'DELETE /chat/program-rooms/:programKey/join': { response: messageResponse },
  'GET /chat/messages': { query: chatMessagesQuery, response: messagesPageResponse },
  'GET /chat/unread': { response: chatUnreadResponse },
  'POST /chat/messages/:key/report': { body: reportMessageInput, response: messageResponse },
} as const satisfies RouteTable;
