/**
 * The Redis of the several-node tests, chosen once per run by the global setup: the one `REDIS_URL` names, else
 * one answering on 127.0.0.1:6379, else a private `redis-server` started for the run (no persistence, loopback
 * only, a free port) and stopped at its end, as the suite starts its own PostgreSQL (ADR 0052).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { Redis } from 'ioredis';

export interface TestRedis {
  url: string;
  /** Stops the private Redis; nothing for one that was already there. */
  stop(): Promise<void>;
}

export interface TestRedisChoice {
  /** `REDIS_URL`: this Redis and no other; it must answer. */
  url?: string;
  /** Where a Redis of the machine's is looked for when no URL is given. */
  probeUrl?: string;
  /** Skip the look-up and start a private one (`CHALKLINE_TEST_REDIS=private`). */
  private?: boolean;
}

/** True when a Redis answers PING at `url` within a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Starts `redis-server` on a free loopback port and waits until it answers. */
async function startPrivateRedis(): Promise<TestRedis> {
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmpdir()];
  const child: ChildProcess = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const failed = new Promise<never>((_, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? 'The several-node tests need Redis: install redis-server (apt-get install redis-server), or set REDIS_URL'
            : `redis-server did not start: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output.trim()}`)));
  });
  const url = `redis://127.0.0.1:${port}`;
  const answering = (async () => {
    for (let tries = 0; tries < 100; tries++) {
      if (await redisAnswers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`redis-server on port ${port} did not answer: ${output.trim()}`);
  })();
  try {
    await Promise.race([answering, failed]);
  } catch (error) {
    child.kill();
    throw error;
  }
  failed.catch(() => {});
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Chooses (or starts) the run's Redis; see the module comment. */
export async function provideTestRedis(choice: TestRedisChoice = {}): Promise<TestRedis> {
  const nothingToStop = async () => {};
  if (choice.url) {
    if (!(await redisAnswers(choice.url)))
      throw new Error(
        `REDIS_URL (${choice.url}) does not answer: start that Redis, or unset REDIS_URL and the tests start their own`,
      );
    return { url: choice.url, stop: nothingToStop };
  }
  const probeUrl = choice.probeUrl ?? 'redis://127.0.0.1:6379';
  if (!choice.private && (await redisAnswers(probeUrl))) return { url: probeUrl, stop: nothingToStop };
  return startPrivateRedis();
}
