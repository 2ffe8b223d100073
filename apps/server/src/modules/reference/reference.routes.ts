import { countriesResponse, emptyResponse, timeZonesResponse } from '@chalkline/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, ReferenceService } from './reference.service.js';

/** Reference data changes only with a release: let browsers keep it a day and revalidate by ETag. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800').header('etag', cached.etag);
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}

export const referenceRoutes =
  (reference: ReferenceService): FastifyPluginAsync =>
  async (app) => {
    // The bodies are serialised once at start-up; the schemas describe them for OpenAPI.
    const unchanged = emptyResponse('Not modified since the ETag in If-None-Match');
    app.get(
      '/reference/countries',
      { config: { permission: 'public' }, schema: { response: { 200: countriesResponse, 304: unchanged } } },
      async (request, reply) => sendCached(request, reply, await reference.countries()),
    );
    app.get(
      '/reference/timezones',
      { config: { permission: 'public' }, schema: { response: { 200: timeZonesResponse, 304: unchanged } } },
      async (request, reply) => sendCached(request, reply, reference.timeZones()),
    );
  };
