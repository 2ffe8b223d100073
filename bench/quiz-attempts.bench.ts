/**
 * Quiz attempts under load (issue 17, ADR 0035): 300 students take the same quiz at once, each over its own
 * keep-alive connection: open the attempt, save every answer twice (the second a replay, as a reconnecting
 * outbox would send it) and submit. Run on the embedded default and on PostgreSQL (`BENCH_POSTGRES_URL`, or
 * `DATABASE_URL`: a fresh database is created there and dropped). Prints the wall time (target: within 10 s),
 * p50/p99 of one student's whole attempt, and lost or duplicated submissions (must be 0), with a ratio against a
 * bare Fastify echo answering the same requests from the same 300 clients in the same run.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { Pool } from 'undici';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { demoAccounts } from '../apps/server/src/db/seed.js';
import { sessionCookieName } from '../apps/server/src/modules/accounts/session.service.js';
import { buildUser } from '../apps/server/test/builders.js';

const students = Number(process.env.QUIZ_BENCH_STUDENTS ?? 300);
const questions = [
  { type: 'OBJECTIVE', answerMode: 'OPTION', question: '<p>2 + 2?</p>', options: ['3', '4'], answers: [1], points: 2 },
  { type: 'OBJECTIVE', answerMode: 'OPTION', question: '<p>3 × 3?</p>', options: ['9', '6'], answers: [0], points: 2 },
  { type: 'OBJECTIVE', answerMode: 'OPTION', question: '<p>10 − 4?</p>', options: ['5', '6'], answers: [1], points: 2 },
  { type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Explain halves.</p>', points: 5 },
  { type: 'SUBJECTIVE', answerMode: 'TEXT', question: '<p>Explain quarters.</p>', points: 5 },
];
/** Requests one student sends: open, two saves per question, complete. */
const requestsPerStudent = 2 + questions.length * 2;

interface Run {
  wallMs: number;
  latencies: number[];
  errors: number;
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function post(pool: Pool, url: string, cookie: string, body: unknown) {
  const res = await pool.request({
    method: 'POST',
    path: url,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.body.json()) as { data?: Record<string, unknown> };
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${JSON.stringify(json)}`);
  return json.data ?? {};
}

/** 300 clients at once, each running `client` over a shared 300-connection pool. */
async function crowd(origin: string, client: (pool: Pool, i: number) => Promise<void>): Promise<Run> {
  const pool = new Pool(origin, { connections: students, pipelining: 1 });
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: students }, async (_, i) => {
      const began = performance.now();
      try {
        await client(pool, i);
      } catch (error) {
        errors++;
        if (errors === 1) console.error(error);
      }
      latencies.push(performance.now() - began);
    }),
  );
  const wallMs = performance.now() - start;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { wallMs, latencies, errors };
}

async function bench(label: string, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-quiz-bench-'));
  await chmod(dataDir, 0o755);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dataDir, ...env });
  const built = await buildApp(config);
  const db = built.database.db;
  try {
    const master = (await built.modules.accounts.users.findByEmail(
      demoAccounts.find((a) => a.role === 'MASTER')!.email,
    ))!;
    const masterCookie = `${sessionCookieName}=${(await built.modules.accounts.sessions.start(master.id)).token}`;
    const inject = async (url: string, payload: unknown) => {
      const res = await built.app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        headers: { cookie: masterCookie },
      });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json() as { data: Record<string, unknown> };
    };
    const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
    const [program] = rowsOf<{ id: string }>(await db.execute(sql`select id from programs limit 1`));
    const quiz = (await inject('/api/quiz', { title: 'Load quiz', programKey: program!.id, duration: 30, questions }))
      .data.quiz as { key: string };
    const people = await Promise.all(
      Array.from({ length: students }, async () => {
        const user = await buildUser(db, 'STUDENT');
        return {
          id: user.id,
          cookie: `${sessionCookieName}=${(await built.modules.accounts.sessions.start(user.id)).token}`,
        };
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
    // Assignments come back in the order of the students given.
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;

    const run = await crowd(origin, async (pool, i) => {
      const { cookie } = people[i]!;
      const assignment = keys[i]!;
      const opened = await post(pool, '/api/quiz/quiz-assignment', cookie, { assignment });
      const items = opened.items as { question: { key: string; answerMode: string } }[];
      for (const [n, item] of items.entries()) {
        const answer =
          item.question.answerMode === 'OPTION'
            ? { option: 1 }
            : { text: `Answer ${n} of student ${i}: cut it into equal parts.` };
        const save = { assignment, questionKey: item.question.key, seq: n + 1, ...answer };
        await post(pool, '/api/quiz/quiz-assignment/save', cookie, save);
        await post(pool, '/api/quiz/quiz-assignment/save', cookie, save);
      }
      await post(pool, '/api/quiz/quiz-assignment/complete', cookie, { assignment });
    });

    const [check] = rowsOf<{ completed: number; answered: number; items: number; wrong_scores: number }>(
      await db.execute(sql`
        select
          (select count(*)::int from quiz_assignments where quiz_id = ${quiz.key} and completed_at is not null) as completed,
          (select count(*)::int from quiz_attempt_items i join quiz_assignments a on a.id = i.assignment_id
             where a.quiz_id = ${quiz.key} and i.answered_at is not null) as answered,
          (select count(*)::int from quiz_attempt_items i join quiz_assignments a on a.id = i.assignment_id
             where a.quiz_id = ${quiz.key}) as items,
          (select count(*)::int from quiz_assignments where quiz_id = ${quiz.key} and attained_points <> 4) as wrong_scores`),
    );
    const lost = students - check!.completed + (students * questions.length - check!.answered);
    const duplicated = Math.max(0, check!.items - students * questions.length);

    // The baseline: a bare Fastify echo answering the same requests from the same clients.
    const bare = Fastify();
    bare.post('/echo', async (request) => ({ data: request.body }));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareOrigin = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const echo = await crowd(bareOrigin, async (pool) => {
      for (let r = 0; r < requestsPerStudent; r++) await post(pool, '/echo', '', { n: r, text: 'x'.repeat(48) });
    });
    await bare.close();

    const p = (r: Run) => `p50 ${at(r.latencies, 0.5).toFixed(0)} ms, p99 ${at(r.latencies, 0.99).toFixed(0)} ms`;
    console.log(
      `quiz-attempts (${label}): ${students} attempts (${requestsPerStudent} requests each) in ${(run.wallMs / 1000).toFixed(2)} s ` +
        `(${run.wallMs <= 10_000 ? 'within' : 'OVER'} 10 s); attempt ${p(run)}; lost ${lost}, duplicated ${duplicated}, ` +
        `wrong scores ${check!.wrong_scores}, errors ${run.errors} | bare echo ${(echo.wallMs / 1000).toFixed(2)} s, ${p(echo)} ` +
        `→ ${(run.wallMs / echo.wallMs).toFixed(1)}x the echo's time`,
    );
    return lost === 0 && duplicated === 0 && run.errors === 0 && check!.wrong_scores === 0;
  } finally {
    await built.app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  let ok = await bench('embedded', {});
  const server = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL;
  if (server) {
    const name = `chalkline_quiz_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(server);
      url.pathname = `/${name}`;
      ok = (await bench('PostgreSQL', { DATABASE_URL: url.toString() })) && ok;
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('quiz-attempts (PostgreSQL): skipped; set BENCH_POSTGRES_URL or DATABASE_URL to run it');
  }
  process.exit(ok ? 0 : 1);
}

await main();
