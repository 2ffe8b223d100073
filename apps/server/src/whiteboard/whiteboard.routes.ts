/** Listing, creating and loading a classroom's boards over HTTP (classroom spec 7). */
import { createWhiteboardInput, loadWhiteboardInput, whiteboardListQuery } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden, notFound } from '../errors/app-error.js';
import { requireViewer } from '../http/auth.js';
import type { Viewer } from '../modules/accounts/viewer.js';
import type { RoomAccess } from '../modules/files/room-access.js';
import type { WhiteboardRepository } from './whiteboard.repository.js';
import type { WhiteboardHub } from './whiteboard-hub.js';

/** Board HTTP calls name the classroom by its chat room id, `meet:{roomKey}`. */
const roomKeyOf = (roomId: string) => (roomId.startsWith('meet:') ? roomId.slice('meet:'.length) : null);

export const whiteboardRoutes =
  (deps: { boards: WhiteboardRepository; hub: WhiteboardHub; rooms: RoomAccess }): FastifyPluginAsyncZod =>
  async (app) => {
    async function memberRoom(viewer: Viewer, roomId: string) {
      const roomKey = roomKeyOf(roomId);
      if (!roomKey || !(await deps.rooms.isMember(viewer, roomId)))
        throw forbidden('You are not a member of this classroom');
      return roomKey;
    }

    app.get('/meet/whiteboards', { schema: { querystring: whiteboardListQuery } }, async (request) => {
      const roomKey = await memberRoom(requireViewer(request), request.query.roomId);
      const rows = await deps.boards.listForRoom(roomKey);
      return {
        data: {
          whiteboards: rows.map((r) => ({
            key: r.id,
            createdAt: r.createdAt.toISOString(),
            updatedAt: r.updatedAt.toISOString(),
          })),
        },
      };
    });

    app.post('/meet/whiteboards', { schema: { body: createWhiteboardInput } }, async (request, reply) => {
      const viewer = requireViewer(request);
      const roomKey = await memberRoom(viewer, request.body.roomId);
      const row = await deps.boards.insert({
        roomKey,
        sessionId: request.body.sessionId ?? null,
        createdBy: viewer.id,
      });
      return reply.status(201).send({ message: 'Whiteboard created', data: { whiteboard: { key: row.id } } });
    });

    app.post('/meet/whiteboards/load', { schema: { body: loadWhiteboardInput } }, async (request) => {
      const roomKey = await memberRoom(requireViewer(request), request.body.roomId);
      const row = await deps.boards.find(request.body.whiteboardId, roomKey);
      if (!row) throw notFound('Whiteboard not found');
      // An open board's live document (here or on another node) is newer than what was last saved.
      const bytes = await deps.hub.latest(row.id, row.state ?? null);
      const state = Buffer.from(bytes).toString('base64');
      return { data: { whiteboard: { key: row.id, state } } };
    });
  };
