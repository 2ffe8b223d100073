/**
 * Classroom chat fan-out with receipts (issue 13): N people in one classroom (25, 100, 300 by default; sizes
 * may be given as arguments), messages from rotating senders, and every receiver reporting receipts as the web
 * client does (one `message_read` for the newest message, per 300 ms window). Against a bare Socket.IO relay
 * with the same clients and messages: all-received latency p50/p99, loss, and the server's CPU per delivery
 * (the server runs in a child process: classroom-fanout.server.ts), plus its RSS idle and with N connected.
 * FANOUT_PROF=/tmp/fanout writes the server's CPU profile of the measured part to /tmp/fanout.<mode>.cpuprofile;
 * FANOUT_STATEMENTS=1 prints the statements the server sent the database meanwhile.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { ask, connectAll, percentile, receiptWindowMs, reportReceipts, sleep } from './classroom-clients.js';
import type { FanoutStats, FanoutTarget } from './classroom-fanout.server.js';

const messages = 30;
const intervalMs = 100;
const settleTimeoutMs = 15_000;
const sizes = process.argv.slice(2).map(Number).filter(Boolean);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function run(mode: 'bare' | 'classroom', size: number) {
  const child = fork(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'classroom-fanout.server.ts'),
    [mode, `${size}`],
    {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const { ready: target } = await new Promise<{ ready: FanoutTarget }>((r) =>
    child.once('message', (m) => r(m as never)),
  );
  const clients = await connectAll(target);
  await sleep(500);
  const connectedRss = (await ask<FanoutStats>(child, 'stats')).rss;

  const sentAt = new Map<string, number>();
  const arrivals = new Map<string, number>();
  const allReceived: number[] = [];
  const receipts = { toSenders: 0, toOthers: 0, packets: 0 };
  const senders = new Set<Socket>();
  for (const socket of clients) {
    const report = reportReceipts(socket);
    socket.on('message', (payload: { key?: string; message?: { key: string } }) => {
      const key = payload.key ?? payload.message!.key;
      const count = (arrivals.get(key) ?? 0) + 1;
      arrivals.set(key, count);
      if (count === size - 1) allReceived.push(performance.now() - sentAt.get(key)!);
      if (mode === 'classroom' && !process.env.FANOUT_NO_RECEIPTS) report(key, target.room);
    });
    socket.on('message_receipts', ({ receipts: told }: { receipts: unknown[] }) => {
      if (senders.has(socket)) receipts.toSenders += told.length;
      else receipts.toOthers += told.length;
      receipts.packets += 1;
    });
  }

  const before = await ask<FanoutStats>(child, 'stats');
  for (let i = 0; i < messages; i++) {
    const key = randomUUID();
    const sender = clients[i % size]!;
    senders.add(sender);
    sentAt.set(key, performance.now());
    sender.emit('message', { message: { key, room: target.room, content: `hello ${i}` } }, () => {});
    await sleep(intervalMs);
  }
  const deadline = performance.now() + settleTimeoutMs;
  while (allReceived.length < messages && performance.now() < deadline) await sleep(20);
  // The last receipts: the web's window, then the server's.
  await sleep(receiptWindowMs + 300);
  const after = await ask<FanoutStats>(child, 'stats');

  const deliveries = [...arrivals.values()].reduce((a, b) => a + b, 0);
  const expected = messages * (size - 1);
  allReceived.sort((a, b) => a - b);
  for (const socket of clients) socket.close();
  const exited = new Promise((r) => child.once('exit', r));
  child.send('close');
  await exited;
  const result = {
    p50: percentile(allReceived, 50),
    p99: percentile(allReceived, 99),
    loss: 1 - deliveries / expected,
    cpuPerDelivery: (after.cpuMicros - before.cpuMicros) / Math.max(1, deliveries),
    dbCpuPerDelivery: (after.childCpuMicros - before.childCpuMicros) / Math.max(1, deliveries),
    idleRss: target.idleRss,
    idleDatabaseBytes: target.idleDatabaseBytes,
    idleMemory: target.idleMemory,
    connectedRss,
    receipts,
  };
  return result;
}

for (const size of sizes.length ? sizes : [25, 100, 300]) {
  const bare = await run('bare', size);
  const room = await run('classroom', size);
  const line = (r: typeof bare) =>
    `all-received p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms, loss ${(r.loss * 100).toFixed(2)}%, ${r.cpuPerDelivery.toFixed(0)} µs CPU per delivery`;
  console.log(`classroom-fanout ${size} people, ${messages} messages at ${1000 / intervalMs}/s:`);
  console.log(`  bare Socket.IO broadcast: ${line(bare)}`);
  console.log(
    `  classroom with receipts:  ${line(room)} → ${(room.cpuPerDelivery / bare.cpuPerDelivery).toFixed(1)}x the bare CPU per delivery; receipts told to senders ${room.receipts.toSenders} in ${room.receipts.packets} packets, to others ${room.receipts.toOthers}`,
  );
  console.log(
    `  + embedded PostgreSQL: ${room.dbCpuPerDelivery.toFixed(0)} µs CPU per delivery → server and database ${((room.cpuPerDelivery + room.dbCpuPerDelivery) / bare.cpuPerDelivery).toFixed(1)}x the bare CPU per delivery`,
  );
  console.log(
    `  server RSS: idle ${mb(room.idleRss)}, with ${size} connected ${mb(room.connectedRss)} (bare relay: ${mb(bare.connectedRss)}); idle server and embedded PostgreSQL together ${mb(room.idleRss + room.idleDatabaseBytes)} (database ${mb(room.idleDatabaseBytes)}; heap ${mb(room.idleMemory.heapUsed)} of ${mb(room.idleMemory.heapTotal)}, external ${mb(room.idleMemory.external)}, array buffers ${mb(room.idleMemory.arrayBuffers)})`,
  );
}
