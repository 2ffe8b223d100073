/**
 * The metrics endpoint scraped after real traffic (ADR 0053): a request on a route with a path parameter, a
 * classroom socket with a media transport, due and later jobs, a burst of queries beyond the pool's size.
 * Every metric of issue 32's list has a value, and the token guards the endpoint.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useClassroomBed } from '../../../test/classroom-bed.js';
import { parseExposition, samplesOf } from './exposition.js';

const token = 'metrics-token-for-the-test-0123';

describe('GET /api/metrics', () => {
  const bed = useClassroomBed({ METRICS_TOKEN: token, MEDIA_LOOPBACK_ONLY: 'true' });
  const scrape = (authorization?: string) =>
    bed.t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

  it('answers 401 without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${token}`)).statusCode).toBe(401);
  });

  it('gives every metric a value after traffic on each part', async () => {
    const { t, w } = bed;
    const unknownProgram = randomUUID();
    await t.app.inject({ method: 'GET', url: `/api/programs/${unknownProgram}`, headers: { cookie: w.admin.cookie } });
    await t.app.inject({ method: 'GET', url: '/api/health' });

    const tutor = await bed.open(w.tutorA.token);
    expect(await tutor.emit('launch', { config: { programId: w.program.id } })).toMatchObject({ status: 'enrolled' });
    // The media worker's first start can take a while on a busy machine.
    const transport = tutor.socket.timeout(30_000).emitWithAck('create_transport', { consumer: false, key: 'webcam' });
    expect(await transport).toHaveProperty('params');

    await t.jobs.enqueue('metrics-test-due', {}, { runAt: new Date(Date.now() - 60_000) });
    await t.jobs.enqueue('metrics-test-later', {}, { runAt: new Date(Date.now() + 3_600_000) });
    // Twice the pool's ten connections at once: some queries must wait for one.
    await Promise.all(Array.from({ length: 20 }, () => t.database.db.execute(sql`select pg_sleep(0.05)`)));

    const res = await scrape(`Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const samples = parseExposition(res.body);
    const value = (name: string, labels: Record<string, string> = {}) => {
      const found = samplesOf(samples, name, labels);
      expect(found, `${name} ${JSON.stringify(labels)}`).not.toHaveLength(0);
      return found.reduce((sum, s) => sum + s.value, 0);
    };

    // HTTP latency by route pattern, never the raw address.
    expect(
      value('chalkline_http_request_duration_seconds_count', { route: '/api/programs/:slug', method: 'GET' }),
    ).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_http_request_duration_seconds_count', { route: '/api/health' })).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain(unknownProgram);

    expect(value('chalkline_sockets', { namespace: '/meet' })).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_classrooms')).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_media_objects', { kind: 'routers' })).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_media_objects', { kind: 'transports' })).toBeGreaterThanOrEqual(1);
    for (const name of [
      'chalkline_media_packets_received_total',
      'chalkline_media_packets_sent_total',
      'chalkline_media_bytes_sent_total',
    ])
      expect(value(name)).toBeGreaterThanOrEqual(0);

    expect(value('chalkline_job_queue_depth', { state: 'due' })).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_job_queue_depth', { state: 'scheduled' })).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_job_queue_oldest_due_seconds')).toBeGreaterThanOrEqual(59);

    expect(value('chalkline_db_pool_connections', { state: 'max' })).toBe(10);
    expect(value('chalkline_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_db_pool_waits_total')).toBeGreaterThanOrEqual(1);
    expect(value('chalkline_db_pool_wait_seconds_total')).toBeGreaterThan(0);

    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });
});
