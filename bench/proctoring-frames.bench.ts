/**
 * Proctored quizzes under load (issue 36, ADR 0082): 300 students in one proctored quiz, each sending a selfie frame
 * (about 12 KB, the size of a 320 px JPEG at quality 0.6) every 5 s over its own keep-alive connection, with the
 * page's resend-until-acknowledged rule. The server runs in a child process so its CPU is its own (utime + stime from
 * /proc, plus the embedded PostgreSQL's). Prints server CPU (% of one core), storage written per minute, p50/p99
 * acknowledgement time and lost chunks (must be 0), with a ratio against a bare Fastify child that writes the same
 * PUTs to disk, from the same clients, in the same run. `PROCTOR_BENCH_SECONDS` (default 60), `PROCTOR_BENCH_STUDENTS`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { databaseCpuMicros } from './measure.js';

const students = Number(process.env.PROCTOR_BENCH_STUDENTS ?? 300);
const seconds = Number(process.env.PROCTOR_BENCH_SECONDS ?? 60);
const everyMs = 5_000;
const frameBytes = 12 * 1024;
const role = process.env.PROCTOR_BENCH_ROLE;

interface Ready {
  port: number;
  dataDir: string | null;
  people: { cookie: string; assignment: string }[];
}

/** Child: the real server with 300 students in one proctored quiz, each attempt opened with agreement. */
async function serveChalkline(): Promise<Ready> {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { demoAccounts } = await import('../apps/server/src/db/seed.js');
  const { sessionCookieName } = await import('../apps/server/src/modules/accounts/session.service.js');
  const { buildUser } = await import('../apps/server/test/builders.js');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-proctor-bench-'));
  // The embedded PostgreSQL runs as its own user when we are root: it must reach its folder.
  await chmod(dataDir, 0o755);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir });
  const built = await buildApp(config);
  const db = built.database.db;
  const master = (await built.modules.accounts.users.findByEmail(
    demoAccounts.find((a) => a.role === 'MASTER')!.email,
  ))!;
  const cookieOf = async (id: string) =>
    `${sessionCookieName}=${(await built.modules.accounts.sessions.start(id)).token}`;
  const masterCookie = await cookieOf(master.id);
  const inject = async (url: string, payload: unknown, cookie = masterCookie) => {
    const res = await built.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, unknown> };
  };
  const [program] = ((await db.execute(sql`select id from programs limit 1`)) as unknown as { rows: unknown }).rows as {
    id: string;
  }[];
  const question = { type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Explain halves.</p>', points: 5 };
  const quiz = (
    await inject('/api/quiz', {
      title: 'Proctored load',
      programKey: program!.id,
      duration: 60,
      proctored: true,
      questions: [question],
    })
  ).data.quiz as { key: string };
  const people = await Promise.all(
    Array.from({ length: students }, async () => {
      const user = await buildUser(db, 'STUDENT');
      return { id: user.id, cookie: await cookieOf(user.id) };
    }),
  );
  const keys: string[] = [];
  for (let i = 0; i < people.length; i += 100) {
    const answer = await inject('/api/quiz/assignment/new', {
      quizKey: quiz.key,
      studentKeys: people.slice(i, i + 100).map((p) => p.id),
      dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    keys.push(...(answer.data.keys as string[]));
  }
  for (const [i, p] of people.entries())
    await inject('/api/quiz/quiz-assignment', { assignment: keys[i], agreeToProctoring: true }, p.cookie);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (message) => {
    if (message !== 'count') return;
    const [row] = (
      (await db.execute(sql`select count(*)::int as frames, coalesce(sum(size_bytes), 0)::bigint as bytes
        from proctoring_frames f join quiz_assignments a on a.id = f.assignment_id where a.quiz_id = ${quiz.key}`)) as unknown as {
        rows: unknown;
      }
    ).rows as { frames: number; bytes: string }[];
    process.send?.({ frames: row!.frames, bytes: Number(row!.bytes) });
  });
  return {
    port: (built.app.server.address() as AddressInfo).port,
    dataDir: path.join(dataDir),
    people: people.map((p, i) => ({ cookie: p.cookie, assignment: keys[i]! })),
  };
}

/** Child: the baseline, a bare Fastify that writes each PUT body to disk and acknowledges it. */
async function serveBare(): Promise<Ready> {
  const Fastify = (await import('fastify')).default;
  const dir = await mkdtemp(path.join(tmpdir(), 'chalkline-proctor-bare-'));
  let frames = 0;
  let bytes = 0;
  const app = Fastify({ bodyLimit: 2 * 1024 * 1024 });
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  app.put<{ Params: { key: string; seq: string } }>('/api/quiz/proctoring/:key/selfie/:seq', async (request) => {
    const body = request.body as Buffer;
    await mkdir(path.join(dir, request.params.key), { recursive: true });
    await writeFile(path.join(dir, request.params.key, `${request.params.seq}.jpg`), body);
    frames++;
    bytes += body.length;
    return { data: { seq: Number(request.params.seq), stored: true } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message) => message === 'count' && process.send?.({ frames, bytes }));
  return {
    port: (app.server.address() as AddressInfo).port,
    dataDir: null,
    people: Array.from({ length: students }, (_, i) => ({ cookie: '', assignment: `student-${i}` })),
  };
}

const cpuMicrosOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10_000;
};
const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

interface Result {
  label: string;
  serverCpuPercent: number;
  databaseCpuPercent: number;
  bytesPerMinute: number;
  p50: number;
  p99: number;
  sent: number;
  stored: number;
  lost: number;
  retries: number;
}

/** Starts a child in `childRole`, runs the load against it for `seconds`, and reads what it stored. */
async function measure(childRole: 'chalkline' | 'bare'): Promise<Result> {
  const here = fileURLToPath(import.meta.url);
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, here], {
    env: { ...process.env, PROCTOR_BENCH_ROLE: childRole },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`the ${childRole} child exited (${code})`)));
  });
  const ask = () =>
    new Promise<{ frames: number; bytes: number }>((resolve) => {
      child.once('message', (m) => resolve(m as { frames: number; bytes: number }));
      child.send('count');
    });
  const pool = new Pool(`http://127.0.0.1:${ready.port}`, { connections: students, pipelining: 1 });
  const frame = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(frameBytes - 4)]);
  const latencies: number[] = [];
  let sent = 0;
  let retries = 0;
  let unacknowledged = 0;
  const cpuBefore = await cpuMicrosOf(child.pid!);
  const dbBefore = await databaseCpuMicros(ready.dataDir);
  const started = performance.now();
  const rounds = Math.floor((seconds * 1000) / everyMs);
  await Promise.all(
    ready.people.map(async (person, i) => {
      // Students started at different moments: their 5 s ticks are spread over the interval.
      await new Promise((r) => setTimeout(r, (i / students) * everyMs));
      for (let seq = 0; seq < rounds; seq++) {
        const due = started + (i / students) * everyMs + seq * everyMs;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        sent++;
        let acknowledged = false;
        // The outbox's rule: resend until the server acknowledges (bounded here).
        for (let attempt = 0; attempt < 5 && !acknowledged; attempt++) {
          if (attempt) retries++;
          const began = performance.now();
          try {
            const res = await pool.request({
              method: 'PUT',
              path: `/api/quiz/proctoring/${person.assignment}/selfie/${seq}?at=${encodeURIComponent(new Date().toISOString())}`,
              headers: { cookie: person.cookie, 'content-type': 'image/jpeg' },
              body: frame,
            });
            await res.body.text();
            acknowledged = res.statusCode === 200;
            if (acknowledged) latencies.push(performance.now() - began);
          } catch {
            await new Promise((r) => setTimeout(r, 1000));
          }
        }
        if (!acknowledged) unacknowledged++;
      }
    }),
  );
  const elapsedMicros = (performance.now() - started) * 1000;
  const cpu = (await cpuMicrosOf(child.pid!)) - cpuBefore;
  const dbCpu = (await databaseCpuMicros(ready.dataDir)) - dbBefore;
  const stored = await ask();
  await pool.close();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (ready.dataDir) await rm(ready.dataDir, { recursive: true, force: true }).catch(() => undefined);
  latencies.sort((a, b) => a - b);
  return {
    label: childRole,
    serverCpuPercent: (cpu / elapsedMicros) * 100,
    databaseCpuPercent: (dbCpu / elapsedMicros) * 100,
    bytesPerMinute: stored.bytes / (elapsedMicros / 60_000_000),
    p50: at(latencies, 0.5),
    p99: at(latencies, 0.99),
    sent,
    stored: stored.frames,
    lost: sent - stored.frames + unacknowledged,
    retries,
  };
}

async function main() {
  const chalkline = await measure('chalkline');
  const bare = await measure('bare');
  const line = (r: Result) =>
    `${r.label}: CPU ${r.serverCpuPercent.toFixed(1)}% of a core (+ database ${r.databaseCpuPercent.toFixed(1)}%), ` +
    `${(r.bytesPerMinute / 1024 / 1024).toFixed(1)} MB/min stored, ack p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms, ` +
    `${r.sent} sent, ${r.stored} stored, lost ${r.lost}, resent ${r.retries}`;
  console.log(
    `proctoring-frames: ${students} students, a ${frameBytes / 1024} KB selfie every ${everyMs / 1000} s for ${seconds} s ` +
      `(load ${loadavg()[0]!.toFixed(2)})\n  ${line(chalkline)}\n  ${line(bare)}\n  → Chalkline uses ` +
      `${(chalkline.serverCpuPercent / Math.max(0.1, bare.serverCpuPercent)).toFixed(1)}x the bare server's CPU, p99 ` +
      `${(chalkline.p99 / Math.max(0.1, bare.p99)).toFixed(1)}x`,
  );
  process.exit(chalkline.lost === 0 ? 0 : 1);
}

if (role === 'chalkline' || role === 'bare') {
  const ready = await (role === 'chalkline' ? serveChalkline() : serveBare());
  process.send?.(ready);
} else await main();
