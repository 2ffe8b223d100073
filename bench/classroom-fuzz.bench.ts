/**
 * The long run of the hostile-client fuzz (issue 15, R2): 100,000 malformed frames (or `FUZZ_FRAMES`) over every
 * classroom event from an admitted host, an admitted student and a socket that never got in, against the real
 * server on the embedded database. Prints frames sent, error acks, frames the server wrongly accepted, unanswered
 * acks, crashes (uncaught errors in the process, internal errors logged by handlers, the server not answering
 * afterwards) and memory growth (heap after a GC, before and after), and the time per frame against a bare
 * Socket.IO server answering every frame `{ error }` in the same run.
 * Run: `NODE_OPTIONS=--expose-gc npx tsx bench/classroom-fuzz.bench.ts`.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import pino from 'pino';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { demoAccounts } from '../apps/server/src/db/seed.js';
import { fuzzFrames, mustRefuse, sendFrame } from '../apps/server/src/realtime/fuzz-frames.js';

const frames = Number(process.env.FUZZ_FRAMES ?? 100_000);
const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const inFlight = 50;

let crashes = 0;
process.on('uncaughtException', () => {
  crashes += 1;
});
process.on('unhandledRejection', () => {
  crashes += 1;
});

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const heapMiB = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

interface Tally {
  sent: number;
  errors: number;
  accepted: number;
  wronglyAccepted: number;
  unanswered: number;
  ms: number;
}

/** Sends the frames round-robin over `senders`, `inFlight` at a time. */
async function fire(senders: Socket[], count: number): Promise<Tally> {
  const tally: Tally = { sent: 0, errors: 0, accepted: 0, wronglyAccepted: 0, unanswered: 0, ms: 0 };
  const start = performance.now();
  let batch: Promise<void>[] = [];
  let i = 0;
  for (const frame of fuzzFrames(seed, count)) {
    const socket = senders[i++ % senders.length]!;
    tally.sent += 1;
    batch.push(
      sendFrame(socket, frame, 10_000).then((answer) => {
        if (answer === 'none') return;
        if (answer === 'timeout' || answer === null || typeof answer !== 'object') {
          tally.unanswered += 1;
          return;
        }
        if (typeof (answer as { error?: unknown }).error === 'string') tally.errors += 1;
        else {
          tally.accepted += 1;
          if (mustRefuse(frame)) tally.wronglyAccepted += 1;
        }
      }),
    );
    if (batch.length >= inFlight) {
      await Promise.all(batch);
      batch = [];
    }
  }
  await Promise.all(batch);
  tally.ms = performance.now() - start;
  return tally;
}

/** The baseline: a bare Socket.IO server that answers every frame `{ error }` without looking at it. */
async function bare(count: number) {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => {
    socket.onAny((...args: unknown[]) => {
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ error: 'no' });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const sockets = [0, 1, 2].map(() => io(url, { transports: ['websocket'] }));
  await Promise.all(sockets.map(connected));
  const tally = await fire(sockets, count);
  for (const s of sockets) s.close();
  await server.close();
  return tally;
}

async function classroom(count: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-fuzz-'));
  await chmod(dataDir, 0o755);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_DIST: dataDir });
  // Errors the handlers log ('socket handler failed': answered with the generic text) count as crashes.
  let internalErrors = 0;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n'))
        if (line && (JSON.parse(line) as { level: number }).level >= 50) internalErrors += 1;
      done();
    },
  });
  const built = await buildApp(config, { logger: pino({ level: 'warn' }, sink) });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  const user = async (role: string) =>
    (await built.modules.accounts.users.findByEmail(demoAccounts.find((a) => a.role === role)!.email))!;
  const tutorUser = await user('TUTOR');
  const studentUser = await user('STUDENT');
  const socketFor = async (userId: string) => {
    const socket = io(`${url}/meet/${studentUser.meetingId}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: (await built.modules.accounts.sessions.start(userId)).token, instanceId: randomUUID() },
    });
    await connected(socket);
    return socket;
  };
  const host = await socketFor(tutorUser.id);
  await host.emitWithAck('launch', { config: {} });
  const student = await socketFor(studentUser.id);
  const request = new Promise<{ connection: string }>((r) => host.once('access_request', r));
  await student.emitWithAck('launch', { config: {} });
  await host.emitWithAck('access_granted', { connection: (await request).connection });
  const master = await user('MASTER').catch(() => null);
  const outsider = await socketFor(master?.id ?? tutorUser.id);

  const before = heapMiB();
  const tally = await fire([host, student, outsider], count);
  const after = heapMiB();
  const disconnected = [host, student, outsider].filter((s) => !s.connected).length;
  const health = await fetch(`${url}/api/health`).then(
    (r) => r.status,
    () => 0,
  );
  for (const s of [host, student, outsider]) s.close();
  await built.app.close();
  await rm(dataDir, { recursive: true, force: true });
  return { tally, internalErrors, before, after, disconnected, health };
}

const baseline = await bare(Math.min(frames, 20_000));
const run = await classroom(frames);
const { tally } = run;
const perFrame = (t: Tally) => (t.ms * 1000) / t.sent;
console.log(
  `classroom-fuzz: ${tally.sent} frames (seed ${seed}) in ${(tally.ms / 1000).toFixed(1)} s: ` +
    `${tally.errors} error acks, ${tally.accepted} accepted (${tally.wronglyAccepted} that the schema refuses), ` +
    `${tally.unanswered} unanswered acks, ${tally.sent - tally.errors - tally.accepted - tally.unanswered} sent without ack`,
);
console.log(
  `classroom-fuzz crashes: ${crashes} uncaught in the process, ${run.internalErrors} internal errors logged, ` +
    `${run.disconnected} of 3 sockets dropped, health afterwards ${run.health}`,
);
console.log(
  `classroom-fuzz memory: heap ${run.before.toFixed(1)} → ${run.after.toFixed(1)} MiB after GC ` +
    `(${(run.after - run.before >= 0 ? '+' : '') + (run.after - run.before).toFixed(1)} MiB)` +
    `${(globalThis as { gc?: unknown }).gc ? '' : ' (no --expose-gc: figures include garbage)'}`,
);
console.log(
  `classroom-fuzz time: ${perFrame(tally).toFixed(0)} µs per frame through the classroom vs ` +
    `${perFrame(baseline).toFixed(0)} µs bare Socket.IO → ${(perFrame(tally) / perFrame(baseline)).toFixed(1)}x`,
);
process.exit(0);
