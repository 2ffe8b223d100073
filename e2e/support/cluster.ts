/**
 * Several built server nodes (apps/server/dist/main.mjs) on one PostgreSQL database and one Redis key prefix behind
 * the routing proxy of cluster-proxy.ts (ADR 0014, 0088), for the node-loss journey and benchmark.
 *
 * PostgreSQL: the one at 127.0.0.1:5432 (trust auth, as CI hands it; `CHALKLINE_CLUSTER_DATABASE_URL` names another)
 * gets a randomly named database for the run, dropped at the end; where none answers (inside the test network
 * namespace, say) an embedded PostgreSQL is started in a temporary folder, from a copy of the journeys' seeded
 * folder when there is one. Redis: `REDIS_URL`, the machine's on 6379, or a private redis-server for the run.
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.js';
import { provideTestRedis } from '../../apps/server/test/redis-server.js';
import { type ClusterProxy, startClusterProxy } from './cluster-proxy';
import { launchBuiltServer, seededFolderVariable } from './server';

export interface ClusterNode {
  name: string;
  url: string;
  process: ChildProcess;
  output: () => string;
}

export interface Cluster {
  /** The proxy's address: what browsers and clients use. */
  url: string;
  proxy: ClusterProxy;
  nodes: ClusterNode[];
  /** The nodes' shared secret (socket tickets, guest tickets). */
  secret: string;
  databaseUrl: string;
  redisUrl: string;
  /** The nodes' Redis key prefix. */
  keyPrefix: string;
  /** Kills a node at once (SIGKILL: no goodbye, no cleanup), and answers the moment it did. */
  kill(name: string): Promise<number>;
  /** The end of every node's log, for a failure report. */
  logs(): string;
  stop(): Promise<void>;
}

const quiet = { connectionTimeoutMillis: 1000 };

/** The admin URL of the PostgreSQL at 127.0.0.1:5432 (or the one named), or null when none answers. */
async function machinePostgres(): Promise<string | null> {
  const url = process.env.CHALKLINE_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, ...quiet });
  client.on('error', () => {});
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A database for the run and how to drop it: on the machine's PostgreSQL, or on an embedded one. */
async function provideDatabase(): Promise<{ url: string; seeded: boolean; drop(): Promise<void> }> {
  const admin = await machinePostgres();
  if (admin) {
    const name = `chalkline_cluster_${randomBytes(5).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    return {
      url: withDatabase(admin, name),
      seeded: false,
      async drop() {
        const dropper = new pg.Client({ connectionString: admin });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'chalkline-cluster-pg-'));
  // As root, PostgreSQL runs as the postgres user, who must be able to enter the folder.
  chmodSync(folder, 0o755);
  const seededFolder = process.env[seededFolderVariable];
  const seeded = Boolean(seededFolder && existsSync(path.join(seededFolder, 'postgres', 'PG_VERSION')));
  // `cp -a` keeps the owner of the database files (the postgres user, when run as root).
  if (seeded) execFileSync('cp', ['-a', path.join(seededFolder!, 'postgres'), path.join(folder, 'postgres')]);
  const server = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres'), durable: false });
  return {
    url: server.urlFor('chalkline'),
    seeded,
    async drop() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

async function startNode(name: string, env: Record<string, string>): Promise<ClusterNode> {
  const { url, child, output } = await launchBuiltServer(env, name);
  return { name, url, process: child, output };
}

/** Starts `count` nodes (the first alone, which migrates and seeds a fresh database) and the proxy in front. */
export async function startCluster({
  count = 3,
  env = {},
}: {
  count?: number;
  env?: Record<string, string>;
} = {}): Promise<Cluster> {
  const redis = await provideTestRedis({ url: process.env.REDIS_URL });
  const database = await provideDatabase().catch(async (error) => {
    await redis.stop();
    throw error;
  });
  const secret = randomBytes(32).toString('hex');
  const keyPrefix = `chalkline-cluster-${randomBytes(5).toString('hex')}:`;
  const folders: string[] = [];
  const nodes: ClusterNode[] = [];
  const envOf = (index: number) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'chalkline-node-'));
    folders.push(dataDir);
    return {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '6',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: keyPrefix,
      SESSION_SECRET: secret,
      MEDIA_LOOPBACK_ONLY: 'true',
      // Only the first node seeds a fresh database; the others find it seeded.
      SEED_ON_START: index === 0 && !database.seeded ? 'true' : 'false',
      ...env,
    };
  };
  let proxy: ClusterProxy | undefined;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(
      nodes.map(async (node) => {
        if (node.process.exitCode !== null || node.process.signalCode !== null) return;
        const exited = new Promise((resolve) => node.process.once('exit', resolve));
        node.process.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        node.process.kill('SIGKILL');
      }),
    );
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    const keys = await client.keys(`${keyPrefix}*`).catch(() => []);
    if (keys.length) await client.del(...keys);
    client.disconnect();
    await redis.stop();
    await database.drop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    nodes.push(await startNode('node1', envOf(0)));
    const rest = Array.from({ length: count - 1 }, (_, i) => startNode(`node${i + 2}`, envOf(i + 1)));
    for (const node of await Promise.allSettled(rest)) {
      if (node.status === 'rejected') throw node.reason;
      nodes.push(node.value);
    }
    proxy = await startClusterProxy(nodes);
  } catch (error) {
    await stop();
    throw error;
  }
  const running = proxy;
  return {
    url: running.url,
    proxy: running,
    nodes,
    secret,
    databaseUrl: database.url,
    redisUrl: redis.url,
    keyPrefix,
    async kill(name) {
      const node = nodes.find((n) => n.name === name);
      if (!node) throw new Error(`no node ${name}`);
      const exited = new Promise((resolve) => node.process.once('exit', resolve));
      const at = Date.now();
      node.process.kill('SIGKILL');
      await exited;
      return at;
    },
    logs: () => nodes.map((n) => `[${n.name} ${n.url}]\n${n.output().slice(-3000)}`).join('\n'),
    stop,
  };
}
