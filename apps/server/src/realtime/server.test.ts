import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('realtime gateway', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ ALLOWED_ORIGINS: 'https://school.example' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  const open = (origin?: string) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: origin ? { origin } : {},
    });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });

  it('accepts its own and configured origins and answers acks', async () => {
    for (const origin of [undefined, url, 'https://school.example']) {
      const socket = open(origin);
      await connected(socket);
      const reply = await socket.timeout(2000).emitWithAck('ping', { at: 7 });
      expect(reply).toMatchObject({ at: 7, serverTime: expect.any(Number) });
    }
  });

  it('refuses a foreign origin', async () => {
    const socket = open('https://evil.example');
    await expect(connected(socket)).rejects.toThrow();
    expect(socket.connected).toBe(false);
  });

  it('answers a bad payload with an error ack and stays up', async () => {
    const socket = open();
    await connected(socket);
    const reply = await socket.timeout(2000).emitWithAck('ping', { at: 'soon' });
    expect(reply).toMatchObject({ error: expect.stringContaining('at') });
    const nothing = await socket.timeout(2000).emitWithAck('ping');
    expect(nothing).toHaveProperty('error');
    expect(await socket.timeout(2000).emitWithAck('ping', { at: 1 })).toMatchObject({ at: 1 });
  });
});
