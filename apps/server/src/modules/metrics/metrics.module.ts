/**
 * The metrics module (ADR 0053): `GET /api/metrics` for Prometheus behind `METRICS_TOKEN`, fed by this node's
 * sockets (once realtime is attached), its media engine, the job queue's table and the database pool.
 */
import type { Server } from 'socket.io';
import type { Db } from '../../db/client.js';
import type { PoolStats } from '../../db/pool-watch.js';
import type { EngineStats, MediaEngine } from '../../media/media-engine.js';
import { createMetricsRepository } from './metrics.repository.js';
import { metricsRoutes } from './metrics.routes.js';
import { createMetricsRegistry } from './metrics-registry.js';

export interface MetricsModuleDeps {
  db: Db;
  token: string | undefined;
  engine: Pick<MediaEngine, 'getStats'>;
  poolStats?: () => PoolStats;
  now?: () => Date;
}

const noMedia: EngineStats = {
  routers: 0,
  transports: 0,
  producers: 0,
  consumers: 0,
  packetsIn: 0,
  packetsOut: 0,
  bytesOut: 0,
};

/** Sockets by namespace kind (every classroom's `/meet/{id}` counted as `/meet`) and classrooms holding one. */
export function countSockets(io: Pick<Server, '_nsps'> | null) {
  const byNamespace: Record<string, number> = {};
  let classrooms = 0;
  for (const [name, nsp] of io?._nsps ?? []) {
    const kind = name.startsWith('/meet/') ? '/meet' : name;
    byNamespace[kind] = (byNamespace[kind] ?? 0) + nsp.sockets.size;
    if (kind === '/meet' && nsp.sockets.size > 0) classrooms += 1;
  }
  return { byNamespace, classrooms };
}

export function createMetricsModule(deps: MetricsModuleDeps) {
  const repo = createMetricsRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  let io: Pick<Server, '_nsps'> | null = null;
  let lastMedia = noMedia;
  const metrics = createMetricsRegistry({
    sockets: () => countSockets(io),
    // A Janus instance that does not answer leaves the last reading rather than failing the whole scrape.
    media: () =>
      deps.engine.getStats().then(
        (stats) => (lastMedia = stats),
        () => lastMedia,
      ),
    jobs: () => repo.jobBacklog(now()),
    pool: deps.poolStats,
  });
  return {
    routes: metricsRoutes(metrics, deps.token),
    /** Sockets are counted from here on. */
    attach(server: Pick<Server, '_nsps'>) {
      io = server;
    },
  };
}
