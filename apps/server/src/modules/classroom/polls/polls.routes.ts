/** Polls over HTTP (ADR 0073): a classroom's hosts prepare polls before the lesson, list, delete and export them. */
import {
  createPollInput,
  messageResponse,
  pollListResponse,
  pollParams,
  pollSavedResponse,
  pollsQuery,
  pollTexts,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../../http/auth.js';
import type { PollsService } from './polls.service.js';

const csvResponse = {
  description: 'The answers of a classroom’s polls as CSV (anonymous polls name nobody)',
  content: { 'text/csv': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

/** `classroom.host`: signed in; the service lets only the classroom's tutors and admins through (R4). */
export const pollsRoutes =
  (polls: PollsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/meet/polls',
      {
        config: { permission: 'classroom.host' },
        schema: { querystring: pollsQuery, response: { 200: pollListResponse } },
      },
      async (request) => {
        const { meetingId, sessionId, ...config } = request.query;
        return { data: { polls: await polls.list(requireViewer(request).id, meetingId, config, sessionId) } };
      },
    );

    app.post(
      '/meet/polls',
      {
        config: { permission: 'classroom.host' },
        schema: { body: createPollInput, response: { 201: pollSavedResponse } },
      },
      async (request, reply) => {
        const { meetingId, config, poll } = request.body;
        const saved = await polls.prepare(requireViewer(request).id, meetingId, config, poll);
        // Recorded only when an admin prepares it (classrooms.access); the classroom's own tutor is not logged.
        request.activityTarget = {
          kind: 'classroom',
          id: meetingId,
          verb: 'prepared a poll in',
          details: { pollId: saved.id },
        };
        return reply.status(201).send({ message: pollTexts.saved, data: { poll: saved } });
      },
    );

    app.delete(
      '/meet/polls/:pollId',
      { config: { permission: 'classroom.host' }, schema: { params: pollParams, response: { 200: messageResponse } } },
      async (request) => {
        await polls.remove(requireViewer(request).id, request.params.pollId);
        request.activityTarget = { kind: 'poll', id: request.params.pollId };
        return { message: pollTexts.deleted };
      },
    );

    app.get(
      '/meet/polls/export.csv',
      { config: { permission: 'classroom.host' }, schema: { querystring: pollsQuery, response: { 200: csvResponse } } },
      async (request, reply) => {
        const { meetingId, sessionId, ...config } = request.query;
        const body = await polls.exportCsv(requireViewer(request).id, meetingId, config, sessionId);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('content-disposition', 'attachment; filename="polls.csv"')
          .send(body);
      },
    );
  };
