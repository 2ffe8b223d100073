/** Socket.IO on the API's HTTP server, with the origin check and typed event maps from contracts. */
import type { Server as HttpServer } from 'node:http';
import type { RootClientToServer, RootServerToClient } from '@chalkline/contracts';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { SessionService } from '../modules/accounts/session.service.js';
import { type SocketData, socketAuth } from './auth.js';
import { onEvent } from './handle.js';
import { isAllowedOrigin } from './origin.js';

/** Socket.IO's heartbeat: a ping every `intervalMs`, and a socket without a pong within `timeoutMs` is dropped. */
export const heartbeat = { intervalMs: 4_000, timeoutMs: 6_000 };

export function createRealtime(
  http: HttpServer,
  options: { allowedOrigins: readonly string[]; log: Logger; sessions: SessionService },
) {
  const io = new Server<RootClientToServer, RootServerToClient, Record<string, never>, SocketData>(http, {
    path: '/socket.io',
    serveClient: false,
    // A socket that stops answering (a closed lid, a crash, a lost network) is dropped within 10 s (R11).
    pingInterval: heartbeat.intervalMs,
    pingTimeout: heartbeat.timeoutMs,
    // Each classroom is a child namespace (`/meet/{meetingId}`) with its own adapter, and with Redis its own
    // subscription: drop it when its last socket goes, or every meeting ever held would stay in memory.
    cleanupEmptyChildNamespaces: true,
    allowRequest: (request, callback) => {
      const ok = isAllowedOrigin(request, options.allowedOrigins);
      if (!ok) options.log.warn({ origin: request.headers.origin }, 'socket refused: origin not allowed');
      callback(ok ? null : 'Origin not allowed', ok);
    },
  });
  io.use(socketAuth(options.sessions, options.log));
  io.on('connection', (socket) => {
    onEvent(socket, 'ping', ({ at }) => ({ at, serverTime: Date.now() }), options.log);
  });
  return io;
}
export type Realtime = ReturnType<typeof createRealtime>;
