import { io } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endedSessionAnswer, stubApi } from '../test/apiStub';
import { connectSocket, getInstanceId, socketAuth } from './socket';

vi.mock('socket.io-client', () => ({ io: vi.fn(() => ({ connected: false })) }));

afterEach(() => window.sessionStorage.clear());

describe('socket handshake data', () => {
  it('keeps one instanceId per tab in sessionStorage', () => {
    const first = getInstanceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getInstanceId()).toBe(first);
    window.sessionStorage.clear();
    expect(getInstanceId()).not.toBe(first);
  });

  it('fetches a fresh ticket for every attempt', async () => {
    let issued = 0;
    const fetchMock = stubApi({
      'GET /auth/socket-token': () => ({ data: { token: `ticket-${++issued}`, expiresAt: new Date().toISOString() } }),
    });
    const instanceId = getInstanceId();
    expect(await socketAuth()).toEqual({ token: 'ticket-1', instanceId });
    expect(await socketAuth()).toEqual({ token: 'ticket-2', instanceId });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers an empty token when signed out, so the server refuses the attempt', async () => {
    stubApi({ 'GET /auth/socket-token': endedSessionAnswer() });
    expect((await socketAuth()).token).toBe('');
  });
});

describe('connectSocket', () => {
  it('opens the namespace on /socket.io and hands the handshake a fresh ticket on every attempt', async () => {
    let issued = 0;
    stubApi({
      'GET /auth/socket-token': () => ({ data: { token: `ticket-${++issued}`, expiresAt: new Date().toISOString() } }),
    });
    connectSocket('/meet/abc-defg-hij');
    const [namespace, options] = vi.mocked(io).mock.calls.at(-1) as unknown as [
      string,
      { path: string; auth: (callback: (data: object) => void) => void },
    ];
    expect(namespace).toBe('/meet/abc-defg-hij');
    expect(options.path).toBe('/socket.io');
    const first = await new Promise((resolve) => options.auth(resolve));
    const second = await new Promise((resolve) => options.auth(resolve));
    expect(first).toEqual({ token: 'ticket-1', instanceId: getInstanceId() });
    expect(second).toEqual({ token: 'ticket-2', instanceId: getInstanceId() });
  });
});
