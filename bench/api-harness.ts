/**
 * What the API benchmarks share: the app built in this process on the demo school, listening on loopback, with the
 * demo student's session cookie; and a load generator run as a child process (so it does not share the server's
 * event loop) that prints one JSON line of results last.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { demoAccounts } from '../apps/server/src/db/seed.js';
import { sessionCookieName } from '../apps/server/src/modules/accounts/session.service.js';

/** Builds the app from `env` (the test defaults plus what the caller adds), listens, and signs the student in. */
export async function startDemoApp(env: Record<string, string>) {
  // DATABASE_POOL_MAX passes through, so a run can compare pool sizes.
  const pool = process.env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX } : {};
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...pool, ...env });
  const built = await buildApp(config);
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  const student = (await built.modules.accounts.users.findByEmail(
    demoAccounts.find((a) => a.role === 'STUDENT')!.email,
  ))!;
  const cookie = `${sessionCookieName}=${(await built.modules.accounts.sessions.start(student.id)).token}`;
  return { built, origin, cookie };
}

/**
 * Runs `file load …args` under tsx and resolves with its last stdout line parsed as JSON; every earlier line goes
 * to `onLine` as it arrives (a child can say when its measured window starts). Asynchronous: the server in this
 * process must go on answering meanwhile.
 */
export function runLoadChild<T>(file: string, args: string[], timeoutMs: number, onLine?: (line: string) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, 'load', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: timeoutMs,
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => {
    out += d;
    const lines = out.split('\n');
    out = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) (onLine ?? (() => {}))(line);
    // Keep the latest complete line: the result is the last one.
    if (lines.length) last = lines.filter((l) => l.trim()).at(-1) ?? last;
  });
  child.stderr.on('data', (d) => {
    err += d;
  });
  let last = '';
  return new Promise<T>((resolve, reject) => {
    child.on('close', (code) => {
      const line = out.trim() || last;
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`load generator failed (${code}): ${err}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}
