import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { z } from 'zod';
import { notFound, unauthenticated } from '../../errors/app-error.js';
import type { MetricsRegistry } from './metrics-registry.js';

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1] as string);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `GET /metrics` in Prometheus's text format, and the latency of every API request. Wrapped with fastify-plugin
 * so the timing hook sees the routes of the whole `/api` scope, not only this plugin's.
 */
export const metricsRoutes = (metrics: MetricsRegistry, token: string | undefined) =>
  fastifyPlugin(async (api: FastifyInstance) => {
    api.addHook('onResponse', async (request, reply) => {
      // The pattern, not the URL: one series per route, whatever ids or query strings are in the path.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
    api.get(
      '/metrics',
      // Public to the permission hook: the token decides, so Prometheus needs no account (ADR 0053).
      // The text format is sent as a string (not JSON), so the schema only documents it.
      {
        config: { permission: 'public' },
        schema: { response: { 200: z.string().describe('Prometheus text exposition format 0.0.4') } },
      },
      async (request, reply) => {
        if (!token) throw notFound('Metrics are off: set METRICS_TOKEN to turn them on');
        if (!hasBearer(request, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw unauthenticated('Send the metrics token as a bearer token');
        }
        reply.header('cache-control', 'no-store');
        reply.type(metrics.registry.contentType);
        return metrics.scrape();
      },
    );
  });
