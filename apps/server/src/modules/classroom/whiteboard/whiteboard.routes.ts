/** Listing, creating and loading a classroom's boards over HTTP (classroom spec 7). */
import {
  createWhiteboardInput,
  loadWhiteboardInput,
  whiteboardCreatedResponse,
  whiteboardListQuery,
  whiteboardListResponse,
  whiteboardStateResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../../http/auth.js';
import type { WhiteboardService } from './whiteboard.service.js';

/** Boards are named by the classroom's chat room id; only those who may enter the classroom now get in (R23). */
export const whiteboardRoutes =
  (boards: WhiteboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/meet/whiteboards',
      {
        config: { permission: 'signedIn' },
        schema: { querystring: whiteboardListQuery, response: { 200: whiteboardListResponse } },
      },
      async (request) => {
        return { data: { whiteboards: await boards.list(requireViewer(request).id, request.query.roomId) } };
      },
    );

    app.post(
      '/meet/whiteboards',
      {
        config: { permission: 'signedIn' },
        schema: { body: createWhiteboardInput, response: { 201: whiteboardCreatedResponse } },
      },
      async (request, reply) => {
        const { roomId, sessionId } = request.body;
        const whiteboard = await boards.create(requireViewer(request).id, roomId, sessionId ?? null);
        return reply.status(201).send({ message: 'Whiteboard created', data: { whiteboard } });
      },
    );

    app.post(
      '/meet/whiteboards/load',
      {
        config: { permission: 'signedIn' },
        schema: { body: loadWhiteboardInput, response: { 200: whiteboardStateResponse } },
      },
      async (request) => {
        const { roomId, whiteboardId } = request.body;
        return { data: { whiteboard: await boards.load(requireViewer(request).id, roomId, whiteboardId) } };
      },
    );
  };
