/**
 * Notification fan-out (issue 31, ADR 0054): a tutor assigns one quiz to 300 students (other counts as
 * `NOTIFY_BENCH_STUDENTS`; the assign form's 100 at a time, three requests at once) while every student has the bell open (a root-namespace socket). Measures
 * from the action to each student's bell update (p50, p99, the last), then how fast the job queue sends the 300
 * email copies (every student has the "Assignments and quizzes" switch on), and counts lost and duplicated
 * notices (must be 0). Run on the embedded default and on PostgreSQL (`BENCH_POSTGRES_URL`, or `DATABASE_URL`: a
 * fresh database is created there and dropped). The baseline, in the same run: a bare Socket.IO server emitting
 * one event to each of the same number of clients on one HTTP request. Goal: p99 ≤ 2 s.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { demoAccounts } from '../apps/server/src/db/seed.js';
import { sessionCookieName } from '../apps/server/src/modules/accounts/session.service.js';
import { buildUser } from '../apps/server/test/builders.js';

const students = Number(process.env.NOTIFY_BENCH_STUDENTS ?? 300);
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens `count` sockets; answers them once all are connected. */
async function openAll(origin: string, auth: (i: number) => Record<string, string>, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const socket = io(origin, { transports: ['websocket'], reconnection: false, auth: auth(i), forceNew: true });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    }),
  );
}

/** Waits until every socket has heard `event` once (or `timeoutMs`); answers the arrival times and extra arrivals. */
function arrivals(sockets: Socket[], event: string, timeoutMs: number) {
  const times: (number | null)[] = sockets.map(() => null);
  let extra = 0;
  const done = new Promise<void>((resolve) => {
    let left = sockets.length;
    const timer = setTimeout(resolve, timeoutMs);
    for (const [i, socket] of sockets.entries()) {
      socket.on(event, () => {
        if (times[i] !== null) {
          extra++;
          return;
        }
        times[i] = performance.now();
        if (--left === 0) {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  });
  return { done, times, extra: () => extra };
}

/** The baseline: a bare Socket.IO server that emits one event to each client when an HTTP request arrives. */
async function bareBaseline() {
  const http = createServer();
  const server = new Server(http);
  http.on('request', (req, res) => {
    if (req.url !== '/go') return;
    for (const socket of server.sockets.sockets.values()) socket.emit('changed', { unread: 1 });
    res.end('ok');
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const sockets = await openAll(origin, () => ({}), students);
  const heard = arrivals(sockets, 'changed', 10_000);
  const start = performance.now();
  await fetch(`${origin}/go`);
  await heard.done;
  const latencies = heard.times.map((t) => (t ?? Number.POSITIVE_INFINITY) - start).sort((a, b) => a - b);
  for (const socket of sockets) socket.close();
  server.close();
  return latencies;
}

async function bench(label: string, env: Record<string, string>, baseline: number[]) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-notify-bench-'));
  await chmod(dataDir, 0o755);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir, ...env });
  // The queue polls as in production (in tests it waits to be asked).
  const built = await buildApp(config, { jobs: { pollMs: 1_000 } });
  const db = built.database.db;
  const sockets: Socket[] = [];
  try {
    const master = (await built.modules.accounts.users.findByEmail(
      demoAccounts.find((a) => a.role === 'MASTER')!.email,
    ))!;
    const cookie = `${sessionCookieName}=${(await built.modules.accounts.sessions.start(master.id)).token}`;
    const inject = async (url: string, payload: unknown) => {
      const res = await built.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { data: Record<string, unknown> };
    };
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [program] = rowsOf<{ id: string }>(await db.execute(sql`select id from programs limit 1`));
    const questions = [{ type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Why?</p>', points: 1 }];
    const quiz = (await inject('/api/quiz', { title: 'Load quiz', programKey: program!.id, duration: 30, questions }))
      .data.quiz as { key: string };
    const people = await Promise.all(
      Array.from({ length: students }, async () => {
        const user = await buildUser(db, 'STUDENT');
        return { id: user.id, token: (await built.modules.accounts.sessions.start(user.id)).token };
      }),
    );
    const ids = people.map((p) => p.id);
    await db.execute(sql`insert into notification_email_preferences (user_id, kind, email)
      select unnest(${sql.raw(`array[${ids.map((id) => `'${id}'::uuid`).join(',')}]`)}), 'ASSIGNMENT', true`);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    sockets.push(...(await openAll(origin, (i) => ({ token: people[i]!.token, instanceId: `tab-${i}` }), students)));

    const heard = arrivals(sockets, 'notifications_changed', 15_000);
    const start = performance.now();
    // The assign form takes at most 100 students: the tutor's 300 go as three requests at once.
    await Promise.all(
      Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) =>
        inject('/api/quiz/assignment/new', {
          quizKey: quiz.key,
          studentKeys: ids.slice(i * 100, i * 100 + 100),
          dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        }),
      ),
    );
    const answeredMs = performance.now() - start;
    await heard.done;
    const latencies = heard.times.map((t) => (t ?? Number.POSITIVE_INFINITY) - start).sort((a, b) => a - b);
    const lostBells = heard.times.filter((t) => t === null).length;

    // The email copies: the queue's time from the action to the last copy sent.
    let emailed = 0;
    const deadline = performance.now() + 60_000;
    while (performance.now() < deadline) {
      [{ emailed }] = rowsOf<{ emailed: number }>(
        await db.execute(sql`select count(*)::int as emailed from notifications
          where title = 'New quiz: Load quiz' and emailed_at is not null`),
      ) as [{ emailed: number }];
      if (emailed >= students) break;
      await sleep(50);
    }
    const emailMs = performance.now() - start;
    const [check] = rowsOf<{ notices: number; people: number }>(
      await db.execute(sql`select count(*)::int as notices, count(distinct user_id)::int as people
        from notifications where title = 'New quiz: Load quiz'`),
    );
    const lost = students - check!.people + lostBells;
    const duplicated = check!.notices - check!.people + heard.extra();

    const p = (l: number[]) => `p50 ${at(l, 0.5).toFixed(0)} ms, p99 ${at(l, 0.99).toFixed(0)} ms`;
    const last = latencies.at(-1) ?? 0;
    console.log(
      `notifications-fanout (${label}): ${students} students told of one quiz; action answered in ${answeredMs.toFixed(0)} ms; ` +
        `bell ${p(latencies)}, last ${last.toFixed(0)} ms (${at(latencies, 0.99) <= 2_000 ? 'within' : 'OVER'} 2 s); ` +
        `email copies ${emailed}/${students} in ${(emailMs / 1000).toFixed(2)} s (${((emailed / emailMs) * 1000).toFixed(0)}/s through the job queue); ` +
        `lost ${lost}, duplicated ${duplicated} | bare Socket.IO emit ${p(baseline)} → p99 ${(at(latencies, 0.99) / Math.max(1, at(baseline, 0.99))).toFixed(1)}x the bare emit's`,
    );
    return lost === 0 && duplicated === 0 && emailed === students && at(latencies, 0.99) <= 2_000;
  } finally {
    for (const socket of sockets) socket.close();
    await built.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const baseline = await bareBaseline();
  let ok = await bench('embedded', {}, baseline);
  const server = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (server) {
    const name = `chalkline_notify_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      ok = (await bench('PostgreSQL', { DATABASE_URL: url.toString() }, baseline)) && ok;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('notifications-fanout (PostgreSQL): skipped; set BENCH_POSTGRES_URL or DATABASE_URL to run it');
  }
  process.exit(ok ? 0 : 1);
}

await main();
