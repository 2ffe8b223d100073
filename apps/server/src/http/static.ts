/** Serves the built web app, with hashed assets cached for good and index.html as the history fallback. */
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
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
