import { healthResponse, readyResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness answers while the process runs; readiness also needs the database. */
export const systemRoutes =
  (ping: () => Promise<boolean>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      { config: { permission: 'public' }, schema: { response: { 200: healthResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, uptime: process.uptime() };
      },
    );
    app.get(
      '/ready',
      { config: { permission: 'public' }, schema: { response: { 200: readyResponse, 503: readyResponse } } },
      async (_request, reply) => {
        const database = await ping();
        reply.header('cache-control', 'no-store');
        return reply.status(database ? 200 : 503).send({ status: database ? 'ready' : 'unavailable', database });
      },
    );
  };
