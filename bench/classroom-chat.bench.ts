/**
 * Cost of the classroom chat path (validation, membership, storage in PGlite, broadcast) against a bare
 * Socket.IO relay on the same machine in the same run: messages per second from one sender to one receiver.
 */
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { demoAccounts } from '../apps/server/src/db/seed.js';

const messages = 400;

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

/** Sends `messages` messages with acks, pipelined, and waits until the receiver has all of them. */
async function pump(sender: Socket, receiver: Socket, payload: (i: number) => unknown) {
  let received = 0;
  const done = new Promise<void>((resolve) => {
    receiver.on('message', () => {
      received += 1;
      if (received === messages) resolve();
    });
  });
  const start = performance.now();
  await Promise.all(
    Array.from({ length: messages }, (_, i) => sender.timeout(30_000).emitWithAck('message', payload(i))),
  );
  await done;
  return performance.now() - start;
}

async function bareRelay() {
  const http = createServer();
  const server = new Server(http);
  server.on('connection', (socket) => {
    socket.join('room');
    socket.on('message', (payload, ack) => {
      socket.to('room').emit('message', payload);
      ack({ sent: true });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const a = io(url, { transports: ['websocket'] });
  const b = io(url, { transports: ['websocket'] });
  await Promise.all([connected(a), connected(b)]);
  const ms = await pump(a, b, (i) => ({ message: { key: randomUUID(), content: `hello ${i}` } }));
  a.close();
  b.close();
  await server.close();
  return ms;
}

/** The classroom path on one node: in memory, or with its state in Redis (`redisUrl`, several-node mode). */
async function classroomPath(redisUrl?: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chalkline-bench-'));
  // The embedded PostgreSQL runs as the postgres user when we are root: it must reach its folder.
  await chmod(dataDir, 0o755);
  const keyPrefix = `chalkline-bench-${randomUUID()}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: dataDir,
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } : {}),
  });
  // This measures throughput: the room-event rate limits (R32) would stop the sender after 20 messages.
  const unlimited = { perSocket: messages * 2, perPerson: messages * 2, windowSeconds: 60 };
  const built = await buildApp(config, { roomLimits: { chat: unlimited } });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  const tutorUser = (await built.modules.accounts.users.findByEmail(
    demoAccounts.find((a) => a.role === 'TUTOR')!.email,
  ))!;
  const studentUser = (await built.modules.accounts.users.findByEmail(
    demoAccounts.find((a) => a.role === 'STUDENT')!.email,
  ))!;
  const socketFor = async (userId: string) =>
    io(`${url}/meet/${studentUser.meetingId}`, {
      transports: ['websocket'],
      auth: { token: (await built.modules.accounts.sessions.start(userId)).token, instanceId: randomUUID() },
    });
  const tutor = await socketFor(tutorUser.id);
  const student = await socketFor(studentUser.id);
  await Promise.all([connected(tutor), connected(student)]);
  await tutor.emitWithAck('launch', { config: {} });
  const request = new Promise<{ connection: string }>((r) => tutor.once('access_request', r));
  await student.emitWithAck('launch', { config: {} });
  await tutor.emitWithAck('access_granted', { connection: (await request).connection });
  const room = `meet:${studentUser.meetingId}`;
  const ms = await pump(student, tutor, (i) => ({ message: { key: randomUUID(), room, content: `hello ${i}` } }));
  await tutor.emitWithAck('leave_meeting');
  await student.emitWithAck('leave_meeting');
  tutor.close();
  student.close();
  await built.app.close();
  await rm(dataDir, { recursive: true, force: true });
  return ms;
}

/** Redis answers on REDIS_URL (or the default port)? The Redis line is printed only then, and says so otherwise. */
async function reachableRedis() {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const open = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  return open ? url : null;
}

const bare = await bareRelay();
const classroom = await classroomPath();
const perSecond = (ms: number) => (messages / ms) * 1000;
console.log(
  `classroom-chat: ${perSecond(classroom).toFixed(0)} messages/s through the classroom (stored, checked) vs ${perSecond(bare).toFixed(0)} messages/s bare Socket.IO relay → ${(classroom / bare).toFixed(1)}x the bare cost per message`,
);
const redisUrl = await reachableRedis();
if (redisUrl) {
  const shared = await classroomPath(redisUrl);
  console.log(
    `classroom-chat (Redis, several-node mode): ${perSecond(shared).toFixed(0)} messages/s vs ${perSecond(classroom).toFixed(0)} messages/s in memory → ${(shared / classroom).toFixed(1)}x the in-memory cost per message`,
  );
} else console.log('classroom-chat (Redis): no Redis on REDIS_URL or 127.0.0.1:6379, line left out');
