/**
 * The server side of classroom-fanout.bench.ts, in a process of its own so its CPU and memory are measured
 * apart from the clients': `classroom` (the real app, a meeting with N admitted people) or `bare` (a Socket.IO
 * relay that broadcasts every message to everyone else). It answers `stats` with its CPU time and RSS.
 */

import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Server } from 'socket.io';
import { databaseCpuMicros } from './measure.js';

/**
 * FANOUT_STATEMENTS=1: counts the statements the server sends the database while the bench measures (between the
 * first `stats` and `close`), by their first 90 characters, and prints them on close. With it,
 * FANOUT_EXPLAIN=<how a statement begins> also prints the plan of every fifth such statement, run again under
 * `explain analyze` (which repeats its writes: for finding where the database's time goes, not for measuring).
 */
const statements = new Map<string, number>();
let countingStatements = false;
let explained = 0;
if (process.env.FANOUT_STATEMENTS) {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (countingStatements) {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').trim().slice(0, 90);
      statements.set(text, (statements.get(text) ?? 0) + 1);
    }
    const q = args[0] as { text?: string; values?: unknown[] };
    const explain = process.env.FANOUT_EXPLAIN;
    if (
      explain &&
      countingStatements &&
      typeof q === 'object' &&
      q?.text?.replace(/\s+/g, ' ').trim().startsWith(explain) &&
      explained++ % 5 === 4
    ) {
      (
        query.apply(this, [{ text: `explain (analyze, timing) ${q.text}`, values: q.values ?? args[1] }]) as Promise<{
          rows: { 'QUERY PLAN': string }[];
        }>
      ).then((r) => console.log(r.rows.map((x) => x['QUERY PLAN']).join('\n')));
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** What the bench needs to connect N people. */
export interface FanoutTarget {
  url: string;
  /** The Socket.IO namespace path. */
  namespace: string;
  /** The chat room messages name. */
  room: string;
  tokens: string[];
  idleRss: number;
  /** The embedded PostgreSQL's memory (proportional set size of its processes) when idle; 0 for the bare relay. */
  idleDatabaseBytes: number;
  /** process.memoryUsage() when idle, for where the RSS goes. */
  idleMemory: NodeJS.MemoryUsage;
}
/** `childCpuMicros`: the CPU of the embedded PostgreSQL's live processes, at 10 ms resolution. */
export type FanoutStats = { cpuMicros: number; childCpuMicros: number; rss: number };

async function serveBare(size: number) {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => {
    socket.join('room');
    socket.on('launch', (_payload, ack) => ack?.({ status: 'enrolled' }));
    socket.on('message', (payload, ack) => {
      socket.to('room').emit('message', payload);
      ack?.({ sent: true });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const target: FanoutTarget = {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    namespace: '/',
    room: 'room',
    tokens: Array.from({ length: size }, () => 'none'),
    idleRss: process.memoryUsage().rss,
    idleDatabaseBytes: 0,
    idleMemory: process.memoryUsage(),
  };
  return { target, dataDir: null, close: () => server.close() };
}

/** The real app; everyone is an admin (hosts enter at once), so N people need no N admissions. */
async function serveClassroom(size: number) {
  // Loaded here, so the bare relay's memory holds none of the app.
  const [{ buildApp }, { loadConfig }, { demoAccounts }, { buildUser }, { postgresMemory }] = await Promise.all([
    import('../apps/server/src/app.js'),
    import('../apps/server/src/config.js'),
    import('../apps/server/src/db/seed.js'),
    import('../apps/server/test/builders.js'),
    import('./postgres-memory.js'),
  ]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-fanout-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach its folder.
  await chmod(dataDir, 0o755);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir });
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const student = (await built.modules.accounts.users.findByEmail(
    demoAccounts.find((a) => a.role === 'STUDENT')!.email,
  ))!;
  const tokens: string[] = [];
  for (let i = 0; i < size; i++) {
    const user = await buildUser(built.database.db, 'MASTER');
    tokens.push((await built.modules.accounts.sessions.start(user.id)).token);
  }
  global.gc?.();
  const target: FanoutTarget = {
    url: `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`,
    namespace: `/meet/${student.meetingId}`,
    room: `meet:${student.meetingId}`,
    tokens,
    idleRss: process.memoryUsage().rss,
    idleDatabaseBytes: postgresMemory(path.join(dataDir, 'postgres')),
    idleMemory: process.memoryUsage(),
  };
  return {
    target,
    dataDir,
    close: async () => {
      await built.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const [mode, sizeArg] = process.argv.slice(2);
const served = await (mode === 'bare' ? serveBare : serveClassroom)(Number(sizeArg));
/** FANOUT_PROF=<file>: the CPU profile of what the bench measures (the bench asks `stats` connected, before and after). */
const profiler = process.env.FANOUT_PROF ? new Session() : null;
let statsAsked = 0;
/** The CPU the `stats` answers themselves took. */
let statsCpuMicros = 0;
process.on('message', async (request: string) => {
  if (request === 'stats') {
    countingStatements = true;
    statsAsked += 1;
    if (profiler && statsAsked === 2) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    if (profiler && statsAsked === 3) {
      const { profile } = await profiler.post('Profiler.stop');
      await writeFile(`${process.env.FANOUT_PROF}.${mode}.cpuprofile`, JSON.stringify(profile));
    }
    // Reading /proc costs this process CPU: it is left out of what the server did.
    const start = process.cpuUsage();
    const childCpuMicros = await databaseCpuMicros(served.dataDir);
    const end = process.cpuUsage(start);
    statsCpuMicros += end.user + end.system;
    const cpu = process.cpuUsage();
    const stats: FanoutStats = {
      cpuMicros: cpu.user + cpu.system - statsCpuMicros,
      childCpuMicros,
      rss: process.memoryUsage().rss,
    };
    process.send?.(stats);
  } else if (request === 'close') {
    if (statements.size) {
      console.log('statements while measured:');
      for (const [text, count] of [...statements].sort((a, b) => b[1] - a[1])) console.log(`  ${count}× ${text}`);
    }
    await served.close();
    process.exit(0);
  }
});
process.send?.({ ready: served.target });
