/**
 * The Prometheus metrics of one server node (ADR 0053): HTTP latency by route pattern, sockets and classrooms on
 * this node, the media engine's packets and bytes, the job queue's backlog, the database pool, and prom-client's
 * process defaults (event-loop delay, memory, CPU). Gauges and counters that mirror another part's state are
 * read when Prometheus scrapes, so nothing is kept up to date between scrapes.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/pool-watch.js';
import type { EngineStats } from '../../media/media-engine.js';
import type { JobBacklog } from './metrics.repository.js';

/** What the node's parts tell the metrics, each read at scrape time. */
export interface MetricSources {
  /** Sockets on this node by namespace kind (`/`, `/chat`, `/meet` …), and classrooms with a socket here. */
  sockets(): { byNamespace: Record<string, number>; classrooms: number };
  media(): Promise<EngineStats>;
  jobs(): Promise<JobBacklog>;
  /** Absent on PGlite (no pool). */
  pool?: () => PoolStats;
}

/** Route-pattern histogram buckets: a fast read is a few ms, a slow upload or report some seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One read shared by the metrics that show parts of it: a scrape asks every metric at once, so the first one
 * reads and the others of that scrape take the same reading; `forget` after the scrape makes the next read afresh.
 */
function shared<T>(read: () => T) {
  let value: { current: T } | undefined;
  const get = () => {
    value ??= { current: read() };
    return value.current;
  };
  return Object.assign(get, {
    forget: () => {
      value = undefined;
    },
  });
}

/**
 * A counter that mirrors a total kept elsewhere: it grows by the difference since the last scrape, and starts
 * over from the new total when the source restarted (a Janus instance restarted, the worker was replaced).
 */
function mirrored(name: string, help: string, registers: Registry[], total: () => Promise<number> | number) {
  let last = 0;
  return new Counter({
    name,
    help,
    registers,
    async collect() {
      const now = await total();
      this.inc(now >= last ? now - last : now);
      last = now;
    },
  });
}

export function createMetricsRegistry(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'chalkline_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: latencyBuckets,
    registers,
  });

  const sockets = shared(sources.sockets);
  new Gauge({
    name: 'chalkline_sockets',
    help: 'Socket.IO sockets connected to this node, by namespace (classrooms as /meet)',
    labelNames: ['namespace'] as const,
    registers,
    collect() {
      this.reset();
      for (const [namespace, count] of Object.entries(sockets().byNamespace)) this.set({ namespace }, count);
    },
  });
  new Gauge({
    name: 'chalkline_classrooms',
    help: 'Classrooms with at least one socket on this node',
    registers,
    collect() {
      this.set(sockets().classrooms);
    },
  });

  const media = shared(sources.media);
  mirrored(
    'chalkline_media_packets_received_total',
    'RTP packets the media engine received from publishers',
    registers,
    async () => (await media()).packetsIn,
  );
  mirrored(
    'chalkline_media_packets_sent_total',
    'RTP packets the media engine sent to subscribers',
    registers,
    async () => (await media()).packetsOut,
  );
  mirrored(
    'chalkline_media_bytes_sent_total',
    'RTP bytes the media engine sent to subscribers (its rate × 8 is the outgoing bitrate)',
    registers,
    async () => (await media()).bytesOut,
  );
  new Gauge({
    name: 'chalkline_media_objects',
    help: 'Media engine routers (classrooms with media), transports, producers and consumers on this node',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const stats = await media();
      for (const kind of ['routers', 'transports', 'producers', 'consumers'] as const) this.set({ kind }, stats[kind]);
    },
  });

  const jobs = shared(sources.jobs);
  new Gauge({
    name: 'chalkline_job_queue_depth',
    help: 'Jobs in the queue by state: due (queued and due), scheduled (queued for later), running, failed',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const backlog = await jobs();
      for (const state of ['due', 'scheduled', 'running', 'failed'] as const) this.set({ state }, backlog[state]);
    },
  });
  new Gauge({
    name: 'chalkline_job_queue_oldest_due_seconds',
    help: 'How long the oldest due job has waited to run, in seconds (0 when none is due)',
    registers,
    async collect() {
      this.set((await jobs()).oldestDueSeconds);
    },
  });

  const pool = sources.pool;
  if (pool) {
    mirrored(
      'chalkline_db_pool_waits_total',
      'Database checkouts that waited for a free pooled connection',
      registers,
      () => pool().waits,
    );
    mirrored(
      'chalkline_db_pool_wait_seconds_total',
      'Time spent waiting for a free pooled connection, in seconds',
      registers,
      () => pool().waitSeconds,
    );
    new Gauge({
      name: 'chalkline_db_pool_connections',
      help: 'Database pool connections: open (total), idle, callers waiting, and the pool size (max)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state]);
      },
    });
  }

  return {
    registry,
    /** The text Prometheus reads: every metric collected from one reading of each source. */
    async scrape(): Promise<string> {
      try {
        return await registry.metrics();
      } finally {
        for (const reading of [sockets, media, jobs]) reading.forget();
      }
    },
    /** Records one answered request; `route` is the pattern (`/api/programs/:key`), never the raw URL. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
  };
}
export type MetricsRegistry = ReturnType<typeof createMetricsRegistry>;
