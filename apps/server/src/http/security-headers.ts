/** Helmet's headers with the Content Security Policy of a same-origin app (sockets, media blobs, no framing). */
import fastifyHelmet from '@fastify/helmet';
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

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: true, directives: contentSecurityPolicy },
    crossOriginEmbedderPolicy: false,
  });
}
