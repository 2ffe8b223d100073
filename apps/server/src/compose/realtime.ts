/** The realtime side: Socket.IO on the HTTP server, the cluster adapter, and each module's namespaces and handlers. */
import type { Server } from 'node:http';
import { endRootSockets } from '../realtime/account-ends.js';
import { createRealtime } from '../realtime/server.js';
import { attachShedding } from '../realtime/shedding.js';
import type { Infrastructure } from './infrastructure.js';
import type { Modules } from './modules.js';

export function attachRealtime(server: Server, infra: Infrastructure, modules: Modules) {
  const { config, log, cluster, accountEnds } = infra;
  const { accounts, classroom, notifications, chat, metrics } = modules;
  const io = createRealtime(server, { allowedOrigins: config.allowedOrigins, log, sessions: accounts.sessions });
  cluster.attach(io);
  // Write buffers are swept at every overload sample; droppable events skip slow sockets (ADR 0069).
  attachShedding(io, infra.overload, log);
  classroom.attach(io);
  notifications.attach(io);
  chat.attach(io);
  metrics.attach(io);
  accountEnds.register(endRootSockets(io));
  accountEnds.register(classroom.endPerson);
  return io;
}
