/**
 * Proctored quizzes over HTTP (ADR 0082). The student's page PUTs each camera and screen frame as a raw image
 * (idempotent per attempt, kind and sequence, like classroom recording chunks) and POSTs its events in batches; the
 * person who set the quiz and quiz admins read the timeline and the frames.
 */
import {
  proctoring,
  proctoringConsentResponse,
  proctoringEventsInput,
  proctoringEventsResponse,
  proctoringFrameParams,
  proctoringFrameQuery,
  proctoringFrameResponse,
  proctoringKeyParams,
  proctoringKeyQuery,
  proctoringTimelineResponse,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../http/auth.js';
import type { ProctoringService } from './proctoring.service.js';

/** A raw image body, as the content-type parser below hands it over. */
const rawBody = z
  .custom<Buffer | undefined>((v) => v === undefined || Buffer.isBuffer(v), 'Please send the frame as an image')
  .transform((v) => v ?? Buffer.alloc(0))
  .meta({ type: 'string', format: 'binary' });
const frameBytes = {
  description: 'The frame (JPEG, PNG or WebP)',
  content: { 'image/*': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export const proctoringRoutes =
  (service: ProctoringService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      /^(image\/(jpeg|png|webp)|application\/octet-stream)/,
      { parseAs: 'buffer', bodyLimit: proctoring.maxFrameBytes + 1024 },
      (_r, body, done) => done(null, body),
    );

    app.get(
      '/quiz/proctoring/consent',
      {
        config: { permission: 'quizAssignments.take' },
        schema: { querystring: proctoringKeyQuery, response: { 200: proctoringConsentResponse } },
      },
      async (request) => ({ data: await service.consent(requireViewer(request), request.query.key) }),
    );

    app.put(
      '/quiz/proctoring/:key/:kind/:seq',
      {
        config: { permission: 'quizAssignments.take' },
        schema: {
          params: proctoringFrameParams,
          querystring: proctoringFrameQuery,
          body: rawBody,
          response: { 200: proctoringFrameResponse },
        },
      },
      async (request) => {
        const { key, kind, seq } = request.params;
        return {
          data: await service.storeFrame(
            requireViewer(request),
            key,
            kind,
            seq,
            request.body,
            new Date(request.query.at),
          ),
        };
      },
    );

    app.post(
      '/quiz/proctoring/events',
      {
        config: { permission: 'quizAssignments.take' },
        schema: { body: proctoringEventsInput, response: { 200: proctoringEventsResponse } },
      },
      async (request) => ({ data: await service.storeEvents(requireViewer(request), request.body) }),
    );

    app.get(
      '/quiz/proctoring/:key/timeline',
      {
        config: { permission: 'quizAssignments.reviewProctoring' },
        schema: { params: proctoringKeyParams, response: { 200: proctoringTimelineResponse } },
      },
      async (request) => ({ data: await service.timeline(requireViewer(request), request.params.key) }),
    );

    app.get(
      '/quiz/proctoring/:key/:kind/:seq',
      {
        config: { permission: 'quizAssignments.reviewProctoring' },
        schema: { params: proctoringFrameParams, response: { 200: frameBytes } },
      },
      async (request, reply) => {
        const { key, kind, seq } = request.params;
        const frame = await service.openFrame(requireViewer(request), key, kind, seq);
        return reply
          .header('content-type', frame.mime)
          .header('cache-control', 'private, max-age=3600')
          .send(frame.stream);
      },
    );
  };
