/** How one node stops: its own sockets go first, then Socket.IO, then everything else in the order given. */
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Namespace, Server } from 'socket.io';

export interface ShutdownSteps {
  /** Before this node's sockets are disconnected: stop sweeps and timers that would act on them. */
  beforeSockets: () => void;
  /** After Socket.IO has closed, one after the other: finish cleanups, save, close connections. */
  afterSockets: (() => unknown)[];
}

/** Registers the node's shutdown on Fastify's close. Call before the app listens, so every namespace is seen. */
export function registerShutdown(app: FastifyInstance, io: Server, steps: ShutdownSteps) {
  const namespaces = trackNamespaces(io);
  app.addHook('preClose', async () => {
    steps.beforeSockets();
    // Sockets hold the HTTP server open, so they go before it closes. `local`: with the Redis adapter a plain
    // `disconnectSockets` would reach every node's sockets, and the other nodes keep serving theirs.
    for (const nsp of [...namespaces]) nsp.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    for (const step of steps.afterSockets) await step();
  });
}

/**
 * This node's namespaces that may hold sockets: the main one always, the ones made before (`/chat`, made when
 * realtime was attached, before shutdown is registered) and after, and any other (a classroom's dynamic
 * `/meet/{id}`) from its creation until its last socket leaves, as Socket.IO drops emptied child namespaces.
 */
export function trackNamespaces(io: Server): ReadonlySet<Namespace> {
  const live = new Set<Namespace>([io.sockets]);
  const track = (nsp: Namespace) => {
    live.add(nsp);
    nsp.on('connection', (socket) => {
      live.add(nsp);
      socket.on('disconnect', () => {
        if (nsp.sockets.size === 0) live.delete(nsp);
      });
    });
  };
  // Missing one here would leave its sockets holding the HTTP server open: the close would wait for the clients.
  for (const nsp of io._nsps.values()) if (nsp !== io.sockets) track(nsp);
  io.on('new_namespace', track);
  return live;
}

/**
 * Closes the app on SIGINT/SIGTERM and exits (1 when the close fails or takes over `graceMs`). Registered before
 * anything is printed: whoever waits for the banner may stop the server at once.
 */
export function closeOnSignals(app: FastifyInstance, log: Logger, graceMs = 10_000) {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // `on`, not `once`: with our listener gone, a library's exit hook would re-raise the signal and kill the
    // process before the graceful close finishes.
    process.on(signal, async () => {
      if (closing) return;
      closing = true;
      log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), graceMs);
      timer.unref();
      try {
        await app.close();
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    });
  }
}
