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

  let token = '';
  beforeAll(async () => {
    token = (await t.signUp('STUDENT')).token;
  });

  const open = (origin?: string, auth: Record<string, string> = { token, instanceId: 'tab-1' }) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: origin ? { origin } : {},
      auth,
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

  it('refuses a connection without token or instanceId, naming what is missing', async () => {
    await expect(connected(open(undefined, { instanceId: 'tab-1' }))).rejects.toThrow('Token is missing');
    await expect(connected(open(undefined, { token }))).rejects.toThrow('InstanceId is missing');
    await expect(connected(open(undefined, { token: 'forged', instanceId: 'tab-1' }))).rejects.toThrow(
      'Please sign in again',
    );
  });

  it('accepts a short-lived socket ticket and refuses a tampered or expired one', async () => {
    const viewer = await t.modules.accounts.sessions.resolve(token);
    const ticket = t.modules.accounts.sessions.socketTicket(viewer!.sessionId).token;
    await connected(open(undefined, { token: ticket, instanceId: 'tab-2' }));
    const [sessionId, expires, signature] = ticket.split('.');
    const longer = `${sessionId}.${Number(expires) + 3_600_000}.${signature}`;
    await expect(connected(open(undefined, { token: longer, instanceId: 'tab-2' }))).rejects.toThrow();
    await t.modules.accounts.sessions.revoke(viewer!.sessionId);
    await expect(connected(open(undefined, { token: ticket, instanceId: 'tab-2' }))).rejects.toThrow();
    token = (await t.signUp('STUDENT')).token;
  });

  it('accepts a socket ticket once: a second connection with it is refused (ADR 0009)', async () => {
    const viewer = await t.modules.accounts.sessions.resolve(token);
    const ticket = t.modules.accounts.sessions.socketTicket(viewer!.sessionId).token;
    await connected(open(undefined, { token: ticket, instanceId: 'tab-3' }));
    await expect(connected(open(undefined, { token: ticket, instanceId: 'tab-4' }))).rejects.toThrow(
      'Please sign in again',
    );
    const next = t.modules.accounts.sessions.socketTicket(viewer!.sessionId).token;
    expect(next).not.toBe(ticket);
    await connected(open(undefined, { token: next, instanceId: 'tab-4' }));
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
