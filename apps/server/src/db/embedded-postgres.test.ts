import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { inspectPostmaster, isAlive } from './postmaster.js';

const folder = await mkdtemp(path.join(tmpdir(), 'chalkline-embedded-'));
// As root, PostgreSQL runs as the postgres user, who must be able to reach the folder.
await chmod(folder, 0o755);
const dir = path.join(folder, 'postgres');
const open = () => openDatabase({ kind: 'embedded', dir, durable: false });
/** Rows of a raw query (the shared Db type leaves the driver's result shape open). */
const selectRows = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** A server process on `dir` that has written a row: its pid, and its exit once killed and reaped. */
interface ServerProcess {
  pid: number;
  exited: Promise<unknown>;
}

/** Starts a server process on `dir` that writes a row, and answers once it has. */
function startServerProcess(): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'test', 'embedded-database-child.ts'), dir],
    { cwd: serverRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // A killed child counts as alive (a zombie) until Node has reaped it: its 'exit' event.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('ready')) resolve({ pid: child.pid!, exited });
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}): ${output}`)));
  });
}

/** The pid of the postmaster running on `dir` (fails the test when none runs). */
function postmasterPid(): number {
  const state = inspectPostmaster(dir);
  if (state.kind !== 'running') throw new Error(`no postmaster runs on ${dir}: ${state.kind}`);
  return state.pid;
}

/** The pid of the watch that stops `postmaster` when its server dies (postgres-watch.ts), found by its command line. */
function watchPid(postmaster: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (() => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      } catch {
        return [];
      }
    })();
    if (args[0] === '/bin/sh' && args[2]?.includes('kill -INT') && args[3] === String(postmaster)) return Number(entry);
  }
  throw new Error(`no watch of postmaster ${postmaster}`);
}

/** Waits until `pid` has exited; answers how long that took. */
async function exitOf(pid: number, withinMs: number): Promise<number> {
  const started = Date.now();
  while (isAlive(pid)) {
    if (Date.now() - started > withinMs) throw new Error(`${pid} still runs after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

describe('the embedded PostgreSQL server', () => {
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('stops when its server is killed with SIGKILL, and the next start finds the data', async () => {
    const server = await startServerProcess();
    const postmaster = postmasterPid();
    process.kill(server.pid, 'SIGKILL');
    await exitOf(postmaster, 5_000);
    expect(inspectPostmaster(dir)).toEqual({ kind: 'stopped' });

    const database = await open();
    expect(await selectRows(database, sql`select note from kept`)).toEqual([{ note: 'written before the crash' }]);
    await database.close();
  });

  it('survives a SIGKILL of the server and its watch: the next start stops the orphan and finds the data', async () => {
    const server = await startServerProcess();
    const postmaster = postmasterPid();
    process.kill(watchPid(postmaster), 'SIGKILL');
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
    // With its watch gone, the postmaster outlives the killed server and still holds the folder.
    expect(inspectPostmaster(dir)).toMatchObject({ kind: 'running', owner: null });

    const database = await open();
    expect(await selectRows(database, sql`select count(*)::int as rows from kept`)).toEqual([{ rows: 2 }]);
    await database.close();
    expect(inspectPostmaster(dir)).toEqual({ kind: 'stopped' });
  });

  it('ends the watch on a graceful close, leaving no process behind', async () => {
    const database = await open();
    const watch = watchPid(postmasterPid());
    await database.close();
    await exitOf(watch, 2_000);
  });

  it('listens on a Unix socket in its folder only, never on a TCP port', async () => {
    const database = await open();
    try {
      const settings = sql`select current_setting('listen_addresses') as listen,
        current_setting('unix_socket_directories') as sockets`;
      expect(await selectRows(database, settings)).toEqual([{ listen: '', sockets: dir }]);
    } finally {
      await database.close();
    }
  });

  it('refuses a folder whose server another live Chalkline server started', async () => {
    const database = await open();
    try {
      await expect(open()).rejects.toThrow(/belongs to another running Chalkline server/);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('starts over a stale postmaster.pid whose pid now belongs to another program', async () => {
    await writeFile(path.join(dir, 'postmaster.pid'), `${process.pid}\n${dir}\n`);
    const database = await open();
    expect(await database.ping()).toBe(true);
    await database.close();
  });

  it('refuses to start beside a PGlite folder, saying what to do', async () => {
    const pgliteDir = path.join(folder, 'pglite');
    await mkdir(pgliteDir);
    await writeFile(path.join(pgliteDir, 'PG_VERSION'), '17\n');
    await expect(openDatabase({ kind: 'embedded', dir, pgliteDir })).rejects.toThrow(
      /former embedded engine \(PGlite\)[\s\S]*move that folder away/,
    );
  });
});
