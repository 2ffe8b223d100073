/** The registry's mirrored counters and shared readings, on made-up sources (no database, no engine). */
import { describe, expect, it } from 'vitest';
import type { EngineStats } from '../../media/media-engine.js';
import { parseExposition, samplesOf } from './exposition.js';
import { createMetricsRegistry } from './metrics-registry.js';

const engineAt = (packetsOut: number): EngineStats => ({
  routers: 1,
  transports: 2,
  producers: 1,
  consumers: 1,
  packetsIn: packetsOut / 2,
  packetsOut,
  bytesOut: packetsOut * 1000,
});

describe('the metrics registry', () => {
  it('mirrors the engine totals as counters that survive an engine restart, reading the engine once a scrape', async () => {
    const totals = [100, 250, 40];
    let reads = 0;
    const metrics = createMetricsRegistry({
      sockets: () => ({ byNamespace: { '/': 2, '/meet': 3 }, classrooms: 1 }),
      media: async () => engineAt(totals[reads++] ?? 0),
      jobs: async () => ({ due: 1, scheduled: 2, running: 0, failed: 0, oldestDueSeconds: 5 }),
    });
    const sent: number[] = [];
    for (let scrape = 0; scrape < 3; scrape++) {
      const samples = parseExposition(await metrics.scrape());
      sent.push(samplesOf(samples, 'chalkline_media_packets_sent_total')[0]?.value ?? Number.NaN);
      expect(samplesOf(samples, 'chalkline_sockets', { namespace: '/meet' })[0]?.value).toBe(3);
      // No pool given (PGlite): no pool metrics rather than zeros that look real.
      expect(samplesOf(samples, 'chalkline_db_pool_connections')).toEqual([]);
    }
    // 100, +150, then the engine restarted at 40: +40.
    expect(sent).toEqual([100, 250, 290]);
    expect(reads).toBe(3);
  });

  it('labels request latency by the route pattern given', async () => {
    const metrics = createMetricsRegistry({
      sockets: () => ({ byNamespace: {}, classrooms: 0 }),
      media: async () => engineAt(0),
      jobs: async () => ({ due: 0, scheduled: 0, running: 0, failed: 0, oldestDueSeconds: 0 }),
    });
    metrics.observeRequest('GET', '/api/programs/:slug', 200, 0.02);
    metrics.observeRequest('GET', '/api/programs/:slug', 404, 0.004);
    const samples = parseExposition(await metrics.scrape());
    const count = samplesOf(samples, 'chalkline_http_request_duration_seconds_count', { route: '/api/programs/:slug' });
    expect(count.map((s) => [s.labels.status_code, s.value])).toEqual([
      ['200', 1],
      ['404', 1],
    ]);
  });
});
