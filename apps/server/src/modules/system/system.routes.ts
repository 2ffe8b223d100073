import { adminInfoResponse, healthResponse, readyResponse } from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveFacts, LiveInfo, PlatformInfo } from './system-info.js';

/** Liveness answers while the process runs; readiness also needs the database; `/admin/info` is for admins. */
export const systemRoutes =
  (
    ping: () => Promise<boolean>,
    info: Omit<PlatformInfo, 'uptimeSeconds' | LiveFacts>,
    live: LiveInfo,
  ): FastifyPluginAsyncZod =>
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
    app.get(
      '/admin/info',
      // Read-only; the account statistics group is the admin's overview of the platform (ADR 0034).
      { config: { permission: 'accountStats.access' }, schema: { response: { 200: adminInfoResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: { ...info, ...(await live()), uptimeSeconds: Math.round(process.uptime()) } };
      },
    );
  };
