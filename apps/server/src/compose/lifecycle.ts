/** What runs once everything is built: background work starts, and the order things close in on shutdown. */
import type { FastifyInstance } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import { registerShutdown } from '../http/shutdown.js';
import type { Infrastructure } from './infrastructure.js';
import type { Modules } from './modules.js';

/** Starts the job queue (every module has registered its handlers by now) and queues the one-off jobs. */
export function startBackground(infra: Infrastructure, modules: Modules) {
  const { config, log, jobs } = infra;
  jobs.start();
  if (config.env === 'test') return;
  // Lessons planned before this node started (or before reminders existed) get their reminder queued once.
  void modules.reminders.service
    .syncUpcoming()
    .catch((error) => log.warn({ err: error }, 'queueing lesson reminders failed'));
  // The daily digest (ADR 0054): the next one is queued once, whichever node asks.
  void modules.notifications.queueNextDigest().catch((error) => log.warn({ err: error }, 'queueing the digest failed'));
  // Lesson report reminders (ADR 0080): the next hourly run is queued once, whichever node asks.
  void modules.lessonReports.reminders
    .queueNext()
    .catch((error) => log.warn({ err: error }, 'queueing the lesson report reminders failed'));
  // Chat retention (ADR 0064): the next daily run is queued once, whichever node asks.
  void modules.chat.retention
    .queueNext()
    .catch((error) => log.warn({ err: error }, 'queueing the chat retention failed'));
  // Proctoring retention (ADR 0082): the next daily run, queued once whichever node asks.
  void modules.quizzes.proctoringRetention
    .queueNext()
    .catch((error) => log.warn({ err: error }, 'queueing the proctoring retention failed'));
}

/**
 * Closing order: the chat's and the classroom's sweeps stop, sockets close, then the chat's receipts drain, jobs
 * stop, the classroom finishes, the cluster closes, and the database closes unless the caller owns it.
 */
export function registerClosing(
  app: FastifyInstance,
  io: SocketServer,
  infra: Infrastructure,
  modules: Modules,
  ownsDatabase: boolean,
) {
  const { jobs, cluster, database, overload } = infra;
  const { chat, classroom } = modules;
  registerShutdown(app, io, {
    beforeSockets: () => {
      chat.stop();
      classroom.stop();
    },
    afterSockets: [
      () => chat.drain(),
      () => jobs.stop(),
      () => overload.stop(),
      () => classroom.close(),
      () => cluster.close(),
      () => (ownsDatabase ? database.close() : undefined),
    ],
  });
}
