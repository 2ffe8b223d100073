/**
 * The API past capacity (R37, ADR 0069): while the node's overload level is `refuse`, a request under `/api` is
 * answered at once with 503, `Retry-After` and the error envelope (`RATE_LIMITED`), before any body is read or
 * any work queued, instead of waiting in line with the others. Liveness, readiness and metrics still answer, so
 * a balancer and an operator see the node as it is.
 */
import type { FastifyInstance } from 'fastify';
import type { OverloadMonitor } from '../realtime/overload.js';

/** Seconds a refused client is told to wait before trying again. */
export const retryAfterSeconds = 2;

export const busyText = 'The server is very busy right now. Please try again in a moment.';

/** Paths under /api that answer whatever the load. */
const alwaysAnswered = new Set(['/api/health', '/api/ready', '/api/metrics']);

export function registerOverloadGuard(app: FastifyInstance, overload: OverloadMonitor) {
  // A callback hook: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (overload.level() !== 'refuse') return done();
    const path = request.url.split('?', 1)[0]!;
    if (!path.startsWith('/api/') || alwaysAnswered.has(path)) return done();
    reply
      .status(503)
      .header('retry-after', String(retryAfterSeconds))
      .header('cache-control', 'no-store')
      .send({ message: busyText, code: 'RATE_LIMITED' });
  });
}
