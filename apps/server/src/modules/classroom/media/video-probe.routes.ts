/**
 * The lobby's video-path check (ADR 0086, amended): the ICE servers the classroom uses, then a data-channel offer
 * answered by a short-lived peer on this server. Signed-in people only: a guest has no ticket until they join, and a
 * probe peer is a media endpoint, so it stays closed to people who are not signed in. Both calls count against one
 * limit per person, and the probes decide how many peers may be open at once.
 */
import {
  videoPathAnswerResponse,
  videoPathOffer,
  videoPathProbe,
  videoPathSetupResponse,
  videoPathTexts,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../../errors/app-error.js';
import { requireViewer } from '../../../http/auth.js';
import { createRateLimit, type RateLimitStore } from '../../../http/rate-limit.js';
import { isMediaError, type VideoProbes } from '../../../media/create-media-engine.js';

export const videoProbeRoutes =
  (deps: { probes: VideoProbes; limits?: RateLimitStore }): FastifyPluginAsyncZod =>
  async (app) => {
    const limit = createRateLimit(
      videoPathProbe.perPerson,
      videoPathProbe.windowSeconds,
      videoPathTexts.tooMany,
      deps.limits,
      'video-probe',
    );

    app.get(
      '/meet/video-probe',
      { config: { permission: 'signedIn' }, schema: { response: { 200: videoPathSetupResponse } } },
      async (request) => {
        const viewer = requireViewer(request);
        await limit(viewer.id);
        return { data: { iceServers: deps.probes.iceServers(viewer.id) } };
      },
    );

    app.post(
      '/meet/video-probe',
      {
        config: { permission: 'signedIn' },
        schema: { body: videoPathOffer, response: { 200: videoPathAnswerResponse } },
      },
      async (request) => {
        await limit(requireViewer(request).id);
        const sdp = await deps.probes.answer(request.body.sdp).catch((error: unknown) => {
          // An offer that passed the schema but that werift cannot apply is still the caller's bad input.
          if (isMediaError(error, 'badSdp'))
            throw badRequest(videoPathTexts.badOffer, { sdp: videoPathTexts.badOffer });
          throw error;
        });
        if (sdp === null) throw new AppError(429, 'RATE_LIMITED', videoPathTexts.busy);
        return { data: { type: 'answer' as const, sdp } };
      },
    );
  };
