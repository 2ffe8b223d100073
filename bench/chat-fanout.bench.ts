/**
 * Chat fan-out in a program group (issue 18, ADR 0038): a group of 300 (a tutor and 299 students; other sizes as
 * arguments), the tutor sends messages one after another and every member must receive each. Measured on one
 * node, on two nodes sharing a database and Redis (half the members on each; needs REDIS_URL), and against a bare
 * Socket.IO broadcast to a room of the same size, all in this run: send → all received p50/p99 and deliveries per
 * CPU-second of this process (server and clients alike for every target, so the ratio compares like with like).
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';

const messages = 20;
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : Number.NaN;

interface Target {
  name: string;
  /** One URL per member (the node it connects to). */
  urls: string[];
  namespace: string;
  room: string;
  tokens: string[];
  close(): Promise<void>;
}
interface Result {
  p50: number;
  p99: number;
  perCpuSecond: number;
}

async function connect(target: Target): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < target.tokens.length; i += 20) {
    const batch = target.tokens.slice(i, i + 20).map(async (token, j) => {
      const socket = io(`${target.urls[i + j]}${target.namespace}`, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token, instanceId: randomUUID() },
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    });
    sockets.push(...(await Promise.all(batch)));
  }
  // Let every socket finish joining its channels.
  await new Promise((r) => setTimeout(r, 1500));
  return sockets;
}

async function run(target: Target): Promise<Result> {
  const [sender, ...receivers] = await connect(target);
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let m = 0; m < messages; m++) {
    const key = randomUUID();
    let waiting = receivers.length;
    const started = performance.now();
    const all = new Promise<void>((resolve) => {
      for (const r of receivers) {
        const on = (payload: { key?: string }) => {
          if (payload?.key !== key) return;
          r.off('message', on);
          if (--waiting === 0) resolve();
        };
        r.on('message', on);
      }
    });
    sender!.emit('message', { message: { key, room: target.room, content: `<p>Message ${m}</p>` } }, () => {});
    await all;
    latencies.push(performance.now() - started);
  }
  const cpu = process.cpuUsage(cpuBefore);
  for (const s of [sender!, ...receivers]) s.close();
  await target.close();
  latencies.sort((a, b) => a - b);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perCpuSecond: (messages * receivers.length) / cpuSeconds,
  };
}

async function bare(size: number): Promise<Target> {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => {
    socket.join('room');
    socket.on('message', (payload, ack) => {
      socket.to('room').emit('message', payload.message);
      ack?.({ sent: true });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    name: 'bare Socket.IO broadcast',
    urls: Array(size).fill(url),
    namespace: '/',
    room: 'room',
    tokens: Array(size).fill('none'),
    close: async () => {
      server.close();
    },
  };
}

/** The real app with a program group of `size`; on two nodes when `redisUrl` is given. */
async function chat(size: number, redisUrl?: string): Promise<Target> {
  const [{ buildApp }, { loadConfig }, builders, { chatRoomId }] = await Promise.all([
    import('../apps/server/src/app.js'),
    import('../apps/server/src/config.js'),
    import('../apps/server/test/builders.js'),
    import('@chalkline/contracts'),
  ]);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-chat-fanout-'));
  await chmod(dataDir, 0o755);
  const env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: dataDir,
    SEED_ON_START: 'false',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `chat-fanout-${randomUUID()}:` } : {}),
  };
  const nodeA = await buildApp(loadConfig(env));
  const nodeB = redisUrl ? await buildApp(loadConfig(env), { database: nodeA.database }) : null;
  const db = nodeA.database.db;
  const program = await builders.buildProgram(db);
  const tutor = await builders.buildUser(db, 'TUTOR');
  await builders.assignTutors(db, program.id, [tutor.id]);
  const tokens = [(await nodeA.modules.accounts.sessions.start(tutor.id)).token];
  for (let i = 1; i < size; i++) {
    const student = await builders.buildUser(db, 'STUDENT');
    await builders.enrol(db, { studentId: student.id, programId: program.id });
    tokens.push((await nodeA.modules.accounts.sessions.start(student.id)).token);
  }
  const urls: string[] = [];
  for (const node of [nodeA, nodeB]) {
    if (!node) continue;
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    urls.push(`http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`);
  }
  return {
    name: nodeB ? 'chat, two nodes' : 'chat, one node',
    urls: tokens.map((_, i) => urls[i % urls.length]!),
    namespace: '/chat',
    room: chatRoomId.program(program.id),
    tokens,
    close: async () => {
      await nodeB?.app.close();
      await nodeA.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (r: Result) =>
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.perCpuSecond.toFixed(0)} deliveries per CPU-second`;
for (const size of sizes.length ? sizes : [300]) {
  console.log(`\nChat fan-out: a program group of ${size}, ${messages} messages from its tutor`);
  const baseline = await run(await bare(size));
  console.log(`  bare Socket.IO broadcast: ${fmt(baseline)}`);
  const targets = [await chat(size)];
  for (const target of targets) {
    const result = await run(target);
    console.log(`  ${target.name}: ${fmt(result)}`);
    console.log(
      `    ratio to bare: p50 ×${(result.p50 / baseline.p50).toFixed(2)}, deliveries per CPU-second ×${(result.perCpuSecond / baseline.perCpuSecond).toFixed(2)}`,
    );
  }
  if (process.env.REDIS_URL) {
    const result = await run(await chat(size, process.env.REDIS_URL));
    console.log(`  chat, two nodes: ${fmt(result)}`);
    console.log(
      `    ratio to bare: p50 ×${(result.p50 / baseline.p50).toFixed(2)}, deliveries per CPU-second ×${(result.perCpuSecond / baseline.perCpuSecond).toFixed(2)}`,
    );
  } else console.log('  chat, two nodes: set REDIS_URL to measure two nodes sharing Redis');
}
process.exit(0);
