/** Helmet's headers with the Content Security Policy of a same-origin app (sockets, media blobs, no framing). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/** Everything loads from this origin: children's pages never call other hosts (MUI injects its styles inline). */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'worker-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
  // The server may be reached over plain http (a laptop on the local network): upgrading would break every request.
  'upgrade-insecure-requests': null,
};

type HelmetMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: Error) => void) => void;
type Helmet = (options: Record<string, unknown>) => HelmetMiddleware;

// `helmet` is @fastify/helmet's own dependency: resolved from there, so the two never differ.
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as Helmet;

/**
 * The same headers @fastify/helmet set (helmet with these options on every route), from one helmet middleware
 * built at start-up: the plugin built a new one, parsing the policy again, on every request (ADR 0048).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, done));
}
