import Fastify from 'fastify';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../test/harness.js';
import { registerShutdown, trackNamespaces } from './shutdown.js';

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** A bare Fastify + Socket.IO pair on a free port, with a dynamic namespace like the classroom's. */
async function startServer() {
  const app = Fastify();
  const io = new Server(app.server, { cleanupEmptyChildNamespaces: true });
  io.of(/^\/meet\/\w+$/).on('connection', () => {});
  return { app, io };
}

async function connectTo(url: string) {
  // A connection of its own, as another tab's: multiplexed sockets would all go with the first one closed.
  const socket = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
  open.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const reason = new Promise<string>((resolve) => socket.once('disconnect', (why) => resolve(why)));
  return { socket, reason };
}

describe('a node shutting down', () => {
  it('disconnects its own sockets in every namespace, then closes the rest in order', async () => {
    const { app, io } = await startServer();
    const steps: string[] = [];
    registerShutdown(app, io, {
      beforeSockets: () => steps.push(`before (${io.of('/').sockets.size} on /)`),
      afterSockets: [() => steps.push('first'), async () => steps.push('second')],
    });
    const base = await listenOnLoopback({ app });
    const root = await connectTo(base);
    const classroom = await connectTo(`${base}/meet/abc`);

    await app.close();

    // The server said goodbye (clients do not retry on their own), not a dropped transport.
    expect(await root.reason).toBe('io server disconnect');
    expect(await classroom.reason).toBe('io server disconnect');
    expect(steps).toEqual(['before (1 on /)', 'first', 'second']);
  });

  it('disconnects the sockets of a namespace made before shutdown was registered (the chat’s)', async () => {
    const { app, io } = await startServer();
    io.of('/chat').on('connection', () => {});
    registerShutdown(app, io, { beforeSockets: () => {}, afterSockets: [] });
    const base = await listenOnLoopback({ app });
    const chat = await connectTo(`${base}/chat`);
    // Without it, the HTTP server would wait for this client to leave of its own accord.
    await app.close();
    expect(await chat.reason).toBe('io server disconnect');
  });

  it('forgets a classroom namespace once its last socket leaves', async () => {
    const { app, io } = await startServer();
    const namespaces = trackNamespaces(io);
    const base = await listenOnLoopback({ app });
    try {
      const first = await connectTo(`${base}/meet/abc`);
      const second = await connectTo(`${base}/meet/abc`);
      expect([...namespaces].map((n) => n.name)).toEqual(['/', '/meet/abc']);
      first.socket.close();
      await expect.poll(() => io.of('/meet/abc').sockets.size).toBe(1);
      expect(namespaces.size).toBe(2);
      second.socket.close();
      await expect.poll(() => namespaces.size).toBe(1);
      // A classroom that opens again is followed again.
      await connectTo(`${base}/meet/abc`);
      expect([...namespaces].map((n) => n.name)).toEqual(['/', '/meet/abc']);
    } finally {
      io.close();
      await app.close();
    }
  });
});
