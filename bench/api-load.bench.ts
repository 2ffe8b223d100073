/**
 * API load of what a student's pages load (issue 13, ADR 0024): the dashboard, the programs list and the schedules
 * list, at 50 and 1,000 keep-alive connections, against a bare Fastify answering the same JSON in the same run.
 * The load runs in a child process (undici), so it does not share the server's event loop; loopback only.
 * Each line also gives the server's CPU per request (this process, `process.cpuUsage`) and the embedded
 * PostgreSQL's (its processes, from /proc), against the bare Fastify's in the same run.
 * API_LOAD_ONLY=dashboard@50 runs the endpoints containing `dashboard` at 50 connections only;
 * API_LOAD_PROF=/tmp/api writes the server's CPU profile of each API run to /tmp/api.<n>.cpuprofile.
 */

import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { runLoadChild, startDemoApp } from './api-harness.js';
import { databaseCpuMicros } from './measure.js';

/** Seconds of load per endpoint and connection count (after one second of warm-up). */
const seconds = Number(process.env.API_LOAD_SECONDS ?? 4);
const [onlyPath, onlyConnections] = (process.env.API_LOAD_ONLY ?? '').split('@');
const connectionCounts = [50, 1000].filter((c) => !onlyConnections || c === Number(onlyConnections));
const endpoints = [
  '/api/accounts/dashboard',
  '/api/programs?page=1&limit=10',
  '/api/accounts/schedules?page=1&limit=10',
].filter((url) => !onlyPath || url.includes(onlyPath));

/** This process's CPU (µs) and the database's while `task` runs (the /proc reading left out). */
async function measured<T>(dataDir: string, task: () => Promise<T>) {
  const dbBefore = await databaseCpuMicros(dataDir);
  const before = process.cpuUsage();
  const result = await task();
  const own = process.cpuUsage(before);
  const dbAfter = await databaseCpuMicros(dataDir);
  return { result, cpuMicros: own.user + own.system, dbCpuMicros: dbAfter - dbBefore };
}
let profiles = 0;

interface LoadResult {
  /** Requests answered in the measured seconds, and the total with the warm-up second (what the CPU paid for). */
  requests: number;
  allRequests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** The child: keeps `connections` requests in flight for `seconds` and reports throughput and latency. */
async function generateLoad(origin: string, url: string, cookie: string, connections: number, forSeconds: number) {
  const pool = new Pool(origin, { connections, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  let allRequests = 0;
  const run = async (until: number, record: boolean) => {
    const worker = async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          const res = await pool.request({ method: 'GET', path: url, headers: { cookie } });
          await res.body.dump();
          if (res.statusCode !== 200) errors++;
        } catch {
          errors++;
        }
        allRequests++;
        if (record) latencies.push(performance.now() - start);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
  };
  await run(performance.now() + 1000, false);
  const start = performance.now();
  await run(start + forSeconds * 1000, true);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  const result: LoadResult = {
    requests: latencies.length,
    allRequests,
    errors,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
  console.log(JSON.stringify(result));
}

/** Runs the load in a child process, asynchronously: the server in this process must go on answering. */
function loadFromChild(origin: string, url: string, cookie: string, connections: number): Promise<LoadResult> {
  const args = [origin, url, cookie, String(connections), String(seconds)];
  return runLoadChild<LoadResult>(fileURLToPath(import.meta.url), args, (seconds + 30) * 1000);
}

const describe = (r: LoadResult) =>
  `${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms${r.errors ? `, ${r.errors} errors` : ''}`;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-bench-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach its folder.
  await chmod(dataDir, 0o755);
  const { built, origin, cookie } = await startDemoApp({ DATA_DIR: dataDir, WEB_DIST: dataDir });

  try {
    for (const url of endpoints) {
      // The bare server answers the very body the API answers, so the ratio is the cost of the work behind it.
      const body = await built.app.inject({ method: 'GET', url, headers: { cookie } });
      if (body.statusCode !== 200) throw new Error(`${url} answered ${body.statusCode}: ${body.body}`);
      const bare = Fastify();
      const payload = body.json() as unknown;
      bare.get('/*', async () => payload);
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
      for (const connections of connectionCounts) {
        const baseline = await measured(dataDir, () => loadFromChild(bareOrigin, url, cookie, connections));
        const profiler = process.env.API_LOAD_PROF ? new Session() : null;
        if (profiler) {
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
        }
        const api = await measured(dataDir, () => loadFromChild(origin, url, cookie, connections));
        if (profiler) {
          const { profile } = await profiler.post('Profiler.stop');
          await writeFile(`${process.env.API_LOAD_PROF}.${++profiles}.cpuprofile`, JSON.stringify(profile));
          profiler.disconnect();
        }
        const perRequest = (m: typeof api) => m.cpuMicros / Math.max(1, m.result.allRequests);
        const dbPerRequest = api.dbCpuMicros / Math.max(1, api.result.allRequests);
        console.log(
          `api-load ${url} @${connections}: ${describe(api.result)} vs bare Fastify ${describe(baseline.result)} → ${(api.result.perSecond / baseline.result.perSecond).toFixed(2)}x the bare throughput; ` +
            `server CPU ${perRequest(api).toFixed(0)} µs/request vs bare ${perRequest(baseline).toFixed(0)} µs (${(perRequest(api) / perRequest(baseline)).toFixed(1)}x), + database ${dbPerRequest.toFixed(0)} µs/request`,
        );
      }
      await bare.close();
    }
  } finally {
    await built.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'load') {
  const [origin, url, cookie, connections, forSeconds] = args as [string, string, string, string, string];
  await generateLoad(origin, url, cookie, Number(connections), Number(forSeconds));
} else await main();
