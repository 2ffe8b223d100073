/**
 * Starts the built server as a child process on a free loopback port with its own embedded database: a copy of the
 * data folder that global-setup.ts seeded once for the run, or a fresh one when there is none.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TestInfo, test } from '@playwright/test';

/** A loopback port that was free a moment ago (for servers whose address must be known before they start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built server; `E2E_SERVER_ENTRY` points at another build (several builds side by side while developing). */
export const serverEntry = process.env.E2E_SERVER_ENTRY ?? path.join(root, 'apps', 'server', 'dist', 'main.mjs');

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR: the dev mail outbox is in `outbox/`. */
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Stops the server and removes its data folder, unless asked to keep it. */
  stop(signal?: NodeJS.Signals, options?: { keepData?: boolean }): Promise<number | null>;
}

/** The environment variable that names the run's seeded data folder (set by global-setup.ts). */
export const seededFolderVariable = 'CHALKLINE_E2E_SEEDED_DATA';

/**
 * Spawns the built server with `env` over the journeys' defaults (production mode, loopback, a free port, warnings
 * only) and resolves once it says where it runs; rejects with what it logged if it exits or has not started in 2 min.
 */
export async function launchBuiltServer(env: Record<string, string>, name = 'server') {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 120_000);
    const check = () => {
      const match = output.match(/running at (http:\/\/127\.0\.0\.1:\d+)/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve(match[1]!);
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return { url, child, exited, output: () => output };
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'chalkline-e2e-'));
  // As root, the embedded PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // `cp -a` keeps the owner of the database files (the postgres user, when run as root).
  const seeded = process.env[seededFolderVariable];
  if (seeded) execFileSync('cp', ['-a', `${seeded}/.`, dataDir]);
  const { url, child, exited, output } = await launchBuiltServer({ DATA_DIR: dataDir, ...env });
  return {
    url,
    dataDir,
    process: child,
    output,
    async stop(signal = 'SIGTERM', { keepData = false } = {}) {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      // The embedded PostgreSQL's last writes (pg_wal) can land just after the server exits: retry the removal,
      // and never fail a passed test over a temporary folder.
      if (!keepData)
        try {
          rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
        } catch (error) {
          console.warn(`could not remove ${dataDir}: ${String(error)}`);
        }
      return code;
    },
  };
}

/**
 * When a test fails, prints whether its server still runs and the end of what it logged (warnings and errors), so a
 * failure on a loaded CI machine says whether the server crashed, refused or was only slow.
 */
export function tellServerStateOnFailure(testInfo: TestInfo, server: RunningServer) {
  if (testInfo.status !== testInfo.expectedStatus) tellServerState(testInfo.title, server);
}

export function tellServerState(title: string, server: RunningServer) {
  const state = server.process.exitCode === null ? 'still running' : `exited with ${server.process.exitCode}`;
  console.log(`[server of "${title}" at ${server.url}: ${state}; its log ends:]\n${server.output().slice(-4000)}`);
}

/** One server for the spec file that calls it: started before its first test, stopped after its last. */
export function useServer(env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    // A cold start on a busy 2-core machine can take a while; the tests' own timeout stays 60 s.
    test.setTimeout(150_000);
    server = await startServer(env);
  });
  test.afterEach(async () => {
    if (server) tellServerStateOnFailure(test.info(), server);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const running = () => {
    if (!server) throw new Error('server not started');
    return server;
  };
  return {
    url: (pathname = '/') => new URL(pathname, running().url).toString(),
    get dataDir() {
      return running().dataDir;
    },
  };
}
