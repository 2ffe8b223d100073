/** The platform chat over HTTP (platform spec 7): contacts, groups, history, unread counts (reports: moderation's). */
import {
  chatContactsQuery,
  chatContactsResponse,
  chatMessagesQuery,
  chatUnreadResponse,
  messageResponse,
  messagesPageResponse,
  programRoomsResponse,
  startConversationInput,
  startConversationResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../../http/auth.js';
import type { ChatService } from './platform-chat.service.js';

const byProgram = z.object({ programKey: z.uuid('Program not found') });

export const chatRoutes =
  (
    chat: ChatService,
    hooks: { joined(userId: string, room: string, joined: boolean): Promise<void> },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/chat/contacts',
      {
        config: { permission: 'signedIn' },
        schema: { querystring: chatContactsQuery, response: { 200: chatContactsResponse } },
      },
      async (request) => ({ data: { contacts: await chat.contacts(requireViewer(request), request.query.search) } }),
    );
    app.post(
      '/chat/conversations',
      {
        config: { permission: 'chat.direct' },
        schema: { body: startConversationInput, response: { 200: startConversationResponse } },
      },
      async (request) => ({
        message: 'Conversation ready',
        data: { contact: await chat.startConversation(requireViewer(request), request.body.with) },
      }),
    );
    app.get(
      '/chat/program-rooms',
      { config: { permission: 'signedIn' }, schema: { response: { 200: programRoomsResponse } } },
      async (request) => ({ data: { rooms: await chat.programRooms(requireViewer(request)) } }),
    );
    app.post(
      '/chat/program-rooms/:programKey/join',
      { config: { permission: 'chat.group' }, schema: { params: byProgram, response: { 200: messageResponse } } },
      async (request) => {
        const viewer = requireViewer(request);
        const room = await chat.joinGroup(viewer, request.params.programKey);
        await hooks.joined(viewer.id, room, true);
        return { message: 'You joined this group' };
      },
    );
    app.delete(
      '/chat/program-rooms/:programKey/join',
      { config: { permission: 'chat.group' }, schema: { params: byProgram, response: { 200: messageResponse } } },
      async (request) => {
        const viewer = requireViewer(request);
        const room = await chat.leaveGroup(viewer, request.params.programKey);
        await hooks.joined(viewer.id, room, false);
        return { message: 'You left this group' };
      },
    );
    app.get(
      '/chat/messages',
      {
        config: { permission: 'signedIn' },
        schema: { querystring: chatMessagesQuery, response: { 200: messagesPageResponse } },
      },
      async (request) => ({
        data: {
          currentPage: request.query.page,
          messages: await chat.history(requireViewer(request), request.query.room, request.query.page),
        },
      }),
    );
    app.get(
      '/chat/unread',
      { config: { permission: 'signedIn' }, schema: { response: { 200: chatUnreadResponse } } },
      async (request) => ({ data: { unread: await chat.unread(requireViewer(request)) } }),
    );
  };
