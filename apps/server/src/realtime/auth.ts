/**
 * Every socket authenticates with a token and the browser tab's instanceId (classroom spec 7); without
 * either it is refused, and the spec's texts are logged. The token is a short-lived socket ticket from
 * GET /api/auth/socket-token (the session cookie is HttpOnly) or, for non-browser clients, a session token.
 */
import { messages } from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import type { SessionService } from '../modules/accounts/session.service.js';
import type { Viewer } from '../modules/accounts/viewer.js';

export interface SocketData {
  viewer: Viewer;
  instanceId: string;
}

export const notSignedIn = 'Please sign in again';

export function socketAuth(sessions: SessionService, log: Logger) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; instanceId?: unknown };
    const token = typeof auth.token === 'string' && auth.token.length <= 300 ? auth.token : '';
    const instanceId = typeof auth.instanceId === 'string' && auth.instanceId.length <= 100 ? auth.instanceId : '';
    if (!token) {
      log.warn({ nsp: socket.nsp.name }, messages.tokenMissing);
      return next(new Error(messages.tokenMissing));
    }
    if (!instanceId) {
      log.warn({ nsp: socket.nsp.name }, messages.instanceIdMissing);
      return next(new Error(messages.instanceIdMissing));
    }
    try {
      const viewer = (await sessions.resolveSocketTicket(token)) ?? (await sessions.resolve(token));
      if (!viewer) return next(new Error(notSignedIn));
      socket.data.viewer = viewer;
      socket.data.instanceId = instanceId;
      next();
    } catch (error) {
      log.error({ err: error }, 'socket authentication failed');
      next(new Error(notSignedIn));
    }
  };
}
