/**
 * PGlite (the former embedded default) against the embedded PostgreSQL server (ADR 0022), each in a child
 * process of its own: the admin dashboard's queries through the server's repository, how busy they keep the
 * Node thread (event-loop utilisation: chat, signalling and media wait meanwhile), the memory of Node and of
 * the postgres processes, and the time to get a fresh migrated database per test file.
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverRoot } from '../apps/server/src/config.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres.js';
import { seedDemoData } from '../apps/server/src/db/seed.js';
import { createDashboardRepository } from '../apps/server/src/modules/dashboards/dashboard.repository.js';
import { report, timeIt } from './measure.js';
import { postgresMemory } from './postgres-memory.js';

type Engine = 'pglite' | 'embedded';
interface Sample {
  aloneMs: number;
  eightMs: number;
  eventLoopUtilisation: number;
  nodeRssMiB: number;
  nodePeakRssMiB: number;
  postgresMiB: number;
  copyMs: number;
}

const migrations = path.join(serverRoot, 'drizzle');
const MiB = 1024 * 1024;

/**
 * Median time of one dashboard alone and of eight at once (eight people opening theirs), and the share of the
 * time the Node thread was busy meanwhile.
 */
async function loadDashboards(database: Database) {
  const repo = createDashboardRepository(database.db);
  const at = new Date();
  const dayStart = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const dayEnd = new Date(dayStart.getTime() + 86_400_000);
  const dashboard = () => repo.statistics(at, dayStart, dayEnd);
  for (let i = 0; i < 20; i++) await dashboard();
  const utilisation = performance.eventLoopUtilization();
  const aloneMs = await timeIt(100, dashboard);
  const eightMs = await timeIt(50, () => Promise.all(Array.from({ length: 8 }, dashboard)));
  return { aloneMs, eightMs, eventLoopUtilisation: performance.eventLoopUtilization(utilisation).utilization };
}

/** The per-test-file copy each engine offers: a PGlite snapshot load, or CREATE DATABASE … TEMPLATE. */
async function timeCopies(engine: Engine, database: Database, dir: string) {
  if (engine === 'pglite') {
    const snapshot = await database.snapshot!();
    return timeIt(5, async () => {
      const copy = await openDatabase({ kind: 'pglite', snapshot });
      await copy.ping();
      await copy.close();
    });
  }
  // As the test harness runs it: without fsync, and with nobody connected to the template.
  await database.close();
  const server = await startEmbeddedPostgres({ dir, durable: false });
  const admin = new pg.Client({ connectionString: server.urlFor('postgres') });
  await admin.connect();
  await admin.query('create database template_copy template chalkline');
  let n = 0;
  const ms = await timeIt(5, async () => {
    const name = `copy_${n++}`;
    await admin.query(`create database ${name} template template_copy`);
    const copy = await openDatabase({ kind: 'postgres', url: server.urlFor(name) });
    await copy.ping();
    await copy.close();
    await admin.query(`drop database ${name}`);
  });
  await admin.end();
  await server.stop();
  return ms;
}

async function measureEngine(engine: Engine): Promise<Sample> {
  const folder = await mkdtemp(path.join(tmpdir(), 'chalkline-bench-db-'));
  // As root, PostgreSQL runs as the postgres user, who must reach its folder.
  await chmod(folder, 0o755);
  const dir = path.join(folder, 'postgres');
  const database = await openDatabase(engine === 'pglite' ? { kind: 'pglite' } : { kind: 'embedded', dir });
  await database.migrate(migrations);
  await seedDemoData(database.db);
  const load = await loadDashboards(database);
  const sample = {
    ...load,
    nodeRssMiB: process.memoryUsage().rss / MiB,
    nodePeakRssMiB: process.resourceUsage().maxRSS / 1024,
    postgresMiB: engine === 'embedded' ? postgresMemory(dir) / MiB : 0,
  };
  const copyMs = await timeCopies(engine, database, dir);
  if (engine === 'pglite') await database.close();
  await rm(folder, { recursive: true, force: true });
  return { ...sample, copyMs };
}

function runChild(engine: Engine): Sample {
  const file = fileURLToPath(import.meta.url);
  const child = spawnSync(process.execPath, ['--import', 'tsx', file, 'child', engine], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`${engine} run failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Sample;
}

if (process.argv[2] === 'child') {
  const sample = await measureEngine(process.argv[3] as Engine);
  console.log(JSON.stringify(sample));
  process.exit(0);
} else {
  const pglite = runChild('pglite');
  const embedded = runChild('embedded');
  report(
    'db-dashboard',
    { label: 'PGlite', ms: pglite.aloneMs },
    { label: 'embedded PostgreSQL', ms: embedded.aloneMs },
  );
  report(
    'db-dashboard-x8',
    { label: 'PGlite', ms: pglite.eightMs },
    { label: 'embedded PostgreSQL', ms: embedded.eightMs },
  );
  report(
    'db-test-copy',
    { label: 'PGlite snapshot', ms: pglite.copyMs },
    { label: 'template clone', ms: embedded.copyMs },
  );
  const share = (u: number) => `${(u * 100).toFixed(0)} %`;
  console.log(
    `db-event-loop: Node thread busy ${share(embedded.eventLoopUtilisation)} (embedded) vs ${share(pglite.eventLoopUtilisation)} (PGlite) while querying → ${(pglite.eventLoopUtilisation / embedded.eventLoopUtilisation).toFixed(1)}x less`,
  );
  const total = (s: Sample) => s.nodeRssMiB + s.postgresMiB;
  console.log(
    `db-memory: embedded ${total(embedded).toFixed(0)} MiB (Node ${embedded.nodeRssMiB.toFixed(0)} + postgres ${embedded.postgresMiB.toFixed(0)} PSS; Node peak ${embedded.nodePeakRssMiB.toFixed(0)}) vs PGlite ${total(pglite).toFixed(0)} MiB (Node peak ${pglite.nodePeakRssMiB.toFixed(0)}) → ${(total(pglite) / total(embedded)).toFixed(1)}x less`,
  );
}
