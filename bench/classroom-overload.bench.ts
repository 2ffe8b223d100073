/**
 * Overload behaviour (issue 32, ADR 0069): N people in one classroom (100 and 300 by default; sizes may be given
 * as arguments) sending 30 chat messages a second between them, every receiver reporting read receipts as the web
 * client does (the newest message, once per 300 ms). The server sheds load (receipts first, then new messages
 * refused with `RATE_LIMITED`); the baseline, in the same run, is the same server without shedding. Printed per
 * run: the server's peak RSS (it runs in a child process: classroom-overload.server.ts), messages accepted and
 * refused, the all-received latency p50/p99 of accepted ones, and lost acknowledged messages — acknowledged
 * `sent` but not stored, or not received by someone who stayed connected — which must be 0.
 * OVERLOAD_SECONDS sets how long messages are sent (20 s by default).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import { ask, connectAll, percentile, sleep } from './classroom-clients.js';
import type { OverloadStats, OverloadTarget } from './classroom-overload.server.js';

const perSecond = 30;
const seconds = Number(process.env.OVERLOAD_SECONDS ?? 20);
const receiptWindowMs = 300;
const settleTimeoutMs = 15_000;
const ackTimeoutMs = 20_000;
const sizes = process.argv.slice(2).map(Number).filter(Boolean);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function run(mode: 'shed' | 'unshed', size: number) {
  const child = fork(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'classroom-overload.server.ts'),
    [mode, `${size}`],
    {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const { ready: target } = await new Promise<{ ready: OverloadTarget }>((r) =>
    child.once('message', (m) => r(m as never)),
  );
  const clients = await connectAll(target, 60_000);
  await sleep(500);
  await ask(child, { ask: 'reset' });

  const sentAt = new Map<string, number>();
  const receivedBy = new Map<string, Set<Socket>>();
  const allReceived = new Map<string, number>();
  const dropped = new Set<Socket>();
  const acked = new Set<string>();
  let refused = 0;
  let otherErrors = 0;
  let timedOut = 0;
  let receiptsRefused = 0;
  for (const socket of clients) {
    socket.on('disconnect', () => dropped.add(socket));
    let newest: string | null = null;
    let timer: NodeJS.Timeout | null = null;
    socket.on('message', (payload: { key: string }) => {
      const got = receivedBy.get(payload.key) ?? new Set();
      got.add(socket);
      receivedBy.set(payload.key, got);
      if (got.size === size - 1) allReceived.set(payload.key, performance.now() - sentAt.get(payload.key)!);
      newest = payload.key;
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        socket.emit('message_read', { messageId: newest, roomId: target.room }, (answer: { code?: string }) => {
          if (answer?.code === 'RATE_LIMITED') receiptsRefused += 1;
        });
      }, receiptWindowMs);
    });
  }

  const total = perSecond * seconds;
  const senders = new Map<string, Socket>();
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const key = randomUUID();
    const sender = clients[i % size]!;
    senders.set(key, sender);
    sentAt.set(key, performance.now());
    sender
      .timeout(ackTimeoutMs)
      .emit(
        'message',
        { message: { key, room: target.room, content: `hello ${i}` } },
        (err: Error | null, answer: { sent?: boolean; code?: string }) => {
          if (err) timedOut += 1;
          else if (answer.sent) acked.add(key);
          else if (answer.code === 'RATE_LIMITED') refused += 1;
          else otherErrors += 1;
        },
      );
    // Paced against the clock, so a slow loop here does not lower the rate.
    const due = started + ((i + 1) * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
  }
  const deadline = performance.now() + settleTimeoutMs;
  while (performance.now() < deadline) {
    const answered = acked.size + refused + otherErrors + timedOut;
    const pending = [...acked].filter((k) => !allReceived.has(k)).length;
    if (answered === total && pending === 0) break;
    await sleep(100);
  }
  const stats = await ask<OverloadStats>(child, { ask: 'stats' });
  const { stored } = await ask<{ stored: string[] }>(child, { ask: 'stored', keys: [...acked] });
  const storedSet = new Set(stored);
  let lost = 0;
  let notStored = 0;
  for (const key of acked) {
    if (!storedSet.has(key)) {
      notStored += 1;
      lost += 1;
      continue;
    }
    const got = receivedBy.get(key) ?? new Set();
    const missing = clients.some((c) => c !== senders.get(key) && !dropped.has(c) && !got.has(c));
    if (missing) lost += 1;
  }
  const droppedBeforeClosing = dropped.size;
  const latencies = [...acked].map((k) => allReceived.get(k)).filter((v): v is number => v !== undefined);
  latencies.sort((a, b) => a - b);
  for (const socket of clients) socket.close();
  const exited = new Promise((r) => child.once('exit', r));
  child.send({ ask: 'close' });
  await exited;
  return {
    total,
    accepted: acked.size,
    refused,
    otherErrors,
    timedOut,
    receiptsRefused,
    lost,
    notStored,
    dropped: droppedBeforeClosing,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    peakRss: stats.peakRss,
    idleRss: target.idleRss,
    levels: stats.levels,
    highest: stats.highest,
  };
}

console.log(
  `classroom-overload: load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on this machine at the start`,
);
for (const size of sizes.length ? sizes : [100, 300]) {
  const shed = await run('shed', size);
  const unshed = await run('unshed', size);
  const line = (r: typeof shed) =>
    `peak RSS ${mib(r.peakRss)} (idle ${mib(r.idleRss)}); accepted ${r.accepted}, refused ${r.refused} (RATE_LIMITED), unanswered in ${ackTimeoutMs / 1000} s ${r.timedOut}, other errors ${r.otherErrors} of ${r.total}; accepted all-received p50 ${r.p50.toFixed(0)} ms p99 ${r.p99.toFixed(0)} ms; lost acknowledged ${r.lost} (not stored ${r.notStored}); receipts refused ${r.receiptsRefused}; sockets dropped ${r.dropped}; level samples (50 ms) ${JSON.stringify(r.levels)}; highest readings ${JSON.stringify({ ...r.highest, heapUsedBytes: mib(r.highest.heapUsedBytes ?? 0) })}`;
  console.log(`classroom-overload ${size} people, ${perSecond} messages/s for ${seconds} s with read receipts:`);
  console.log(`  without shedding (baseline): ${line(unshed)}`);
  console.log(
    `  shedding load:               ${line(shed)} → peak RSS ${(shed.peakRss / unshed.peakRss).toFixed(2)}x the baseline's, p99 ${(shed.p99 / unshed.p99).toFixed(2)}x`,
  );
  console.log(
    `  load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
