/**
 * Serves the built web app: the build's precompressed `.br`/`.gz` copies to browsers that accept them, hashed
 * assets cached for good, index.html revalidated on every visit and used as the history fallback (ADR 0033).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors/app-error.js';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io');

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWebApp = existsSync(path.join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Ours, set below: send's default (max-age=0) would otherwise replace it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The variant (br, gzip, plain) follows Accept-Encoding, so shared caches must key on it.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served');
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasWebApp && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw notFound(`Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}
