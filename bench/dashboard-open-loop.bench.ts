/**
 * The dashboard under an open-loop load (issue 32): GET /api/accounts/dashboard scheduled at a fixed rate (500/s)
 * spread round-robin over 1,000 keep-alive connections, each request's latency measured from the time it was
 * scheduled, so a queue anywhere (the pool, the event loop, a busy connection) shows in p99 instead of slowing the
 * load down (no coordinated omission). Prints p50/p99 and, over the measured window only, the pool's waits
 * (`poolStats()`), the server's event-loop delay p99 and its CPU, for the embedded database and, when
 * 127.0.0.1:5432 answers, PostgreSQL (a fresh database, dropped after).
 * DASHBOARD_RATE, DASHBOARD_CONNECTIONS, DASHBOARD_SECONDS (after DASHBOARD_WARMUP seconds) change the load;
 * DASHBOARD_ONLY=embedded|postgres runs one database.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Client } from 'undici';
import { runLoadChild, startDemoApp } from './api-harness.js';
import { databaseCpuMicros } from './measure.js';

const rate = Number(process.env.DASHBOARD_RATE ?? 500);
const connections = Number(process.env.DASHBOARD_CONNECTIONS ?? 1000);
const seconds = Number(process.env.DASHBOARD_SECONDS ?? 10);
const warmup = Number(process.env.DASHBOARD_WARMUP ?? 2);
const url = '/api/accounts/dashboard';
const postgresUrl = 'postgres://postgres@127.0.0.1:5432';

interface LoadResult {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** The slowest answer among the requests scheduled in each measured second. */
  maxBySecond: number[];
}

/**
 * The child: fires request i at start + i / rate on connection i mod n, whatever the answers before it did. The
 * warm-up (which opens every connection) is drained before the measured window starts: the window is the steady
 * state at the rate, not the recovery from a cold start.
 */
async function generateLoad(origin: string, cookie: string) {
  const clients = Array.from({ length: connections }, () => new Client(origin, { pipelining: 1 }));
  const latencies: number[] = [];
  const maxBySecond: number[] = [];
  let errors = 0;
  const fire = async (i: number, scheduled: number, record: boolean) => {
    try {
      const res = await clients[i % connections]!.request({ method: 'GET', path: url, headers: { cookie } });
      await res.body.dump();
      if (res.statusCode !== 200) errors++;
    } catch {
      errors++;
    }
    if (!record) return;
    const latency = performance.now() - scheduled;
    latencies.push(latency);
    const second = Math.floor(i / rate);
    maxBySecond[second] = Math.max(maxBySecond[second] ?? 0, latency);
  };
  const phase = async (total: number, record: boolean) => {
    const start = performance.now() + 10;
    const inFlight: Promise<void>[] = [];
    let next = 0;
    await new Promise<void>((done) => {
      const tick = () => {
        for (; next < total && start + (next * 1000) / rate <= performance.now(); next++)
          inFlight.push(fire(next, start + (next * 1000) / rate, record));
        if (next < total) setTimeout(tick, 1);
        else done();
      };
      tick();
    });
    await Promise.all(inFlight);
  };
  await phase(Math.round(warmup * rate), false);
  // The parent reads its counters from here to the end: the measured window.
  console.log('measure');
  await phase(Math.round(seconds * rate), true);
  await Promise.all(clients.map((c) => c.close()));
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  const result: LoadResult = {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    maxBySecond: maxBySecond.map(Math.round),
  };
  console.log(JSON.stringify(result));
}

/** Builds the app on one database, runs the load from a child, and reads the server's side of the window. */
async function measure(label: string, env: Record<string, string>, dataDir: string) {
  const { built, origin, cookie } = await startDemoApp({ DATA_DIR: dataDir, WEB_DIST: dataDir, ...env });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const mark: { window?: { cpu: NodeJS.CpuUsage; at: number; waits: number; waitSeconds: number; db: number } } = {};
  try {
    const stats = () => built.database.poolStats?.() ?? { waits: 0, waitSeconds: 0, max: 0 };
    const onLine = (line: string) => {
      if (line !== 'measure') return;
      const { waits, waitSeconds } = stats();
      const window = { cpu: process.cpuUsage(), at: performance.now(), waits, waitSeconds, db: 0 };
      delay.enable();
      mark.window = window;
      void databaseCpuMicros(env.DATABASE_URL ? null : dataDir).then((micros) => {
        window.db = micros;
      });
    };
    const args = [origin, cookie];
    const result = await runLoadChild<LoadResult>(fileURLToPath(import.meta.url), args, (seconds + 60) * 1000, onLine);
    delay.disable();
    const w = mark.window;
    if (!w) throw new Error('the load never reached its measured window');
    const cpu = process.cpuUsage(w.cpu);
    const elapsed = (performance.now() - w.at) / 1000;
    const db = (await databaseCpuMicros(env.DATABASE_URL ? null : dataDir)) - w.db;
    const after = stats();
    const waits = after.waits - w.waits;
    const waitMs = (after.waitSeconds - w.waitSeconds) * 1000;
    console.log(
      `dashboard-open-loop ${label} @${connections} connections, ${rate} req/s scheduled: ` +
        `${result.perSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `max ${result.max.toFixed(0)} ms${result.errors ? `, ${result.errors} errors` : ''}; ` +
        `pool max ${after.max}: ${waits} waits (${((waits / Math.max(1, result.requests)) * 100).toFixed(1)}% of requests), ` +
        `${waitMs.toFixed(0)} ms waited (${(waitMs / Math.max(1, waits)).toFixed(1)} ms each); ` +
        `event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(0)} ms; ` +
        `server CPU ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)}% of a core` +
        (env.DATABASE_URL ? '' : `, database ${((db / 1e6 / elapsed) * 100).toFixed(0)}%`) +
        `; slowest answer per second (ms): ${result.maxBySecond.join(' ')}`,
    );
  } finally {
    await built.app.close();
  }
}

/** True when a PostgreSQL server answers at 127.0.0.1:5432. */
async function postgresAnswers() {
  const client = new pg.Client({ connectionString: `${postgresUrl}/postgres`, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const only = process.env.DASHBOARD_ONLY;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-bench-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach its folder.
  await chmod(dataDir, 0o755);
  try {
    if (!only || only === 'embedded') await measure('embedded', {}, dataDir);
    if ((!only || only === 'postgres') && (await postgresAnswers())) {
      const name = `chalkline_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        await measure('PostgreSQL', { DATABASE_URL: `${postgresUrl}/${name}` }, dataDir);
      } finally {
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'load') {
  const [origin, cookie] = args as [string, string];
  await generateLoad(origin, cookie);
} else await main();
