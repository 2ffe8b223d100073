/** Resolves the signed-in viewer of each API request from the session cookie or a bearer token. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors/app-error.js';
import type { SessionService } from '../modules/accounts/session.service.js';
import type { Viewer } from '../modules/accounts/viewer.js';
import { sessionCookieName } from './session-cookie.js';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return request.cookies[sessionCookieName];
}

export function registerViewer(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    request.viewer = await sessions.resolve(tokenFrom(request));
  });
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthenticated();
  return request.viewer;
}
