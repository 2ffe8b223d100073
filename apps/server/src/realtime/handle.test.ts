/**
 * The dispatcher applies each event's declared permission before its handler (ADR 0027): closed by default,
 * validation first, the authorizer's find handed to the handler, and no event registered without a declaration.
 */
import { EventEmitter } from 'node:events';
import { type ClientEventName, eventPermissions } from '@chalkline/contracts';
import pino from 'pino';
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { authorizeEvents, guardEvents, notOpenHere, onEvent } from './handle.js';

const log = pino({ level: 'silent' });
/** A socket as `onEvent` needs it: something that takes listeners, and a way to send it an event with an ack. */
function fakeSocket() {
  const socket = new EventEmitter() as EventEmitter & Socket;
  const send = (event: string, payload: unknown) =>
    new Promise<unknown>((resolve) => socket.emit(event, payload, resolve));
  return { socket, send };
}

describe('onEvent applies the declared permission (ADR 0027)', () => {
  it('refuses a member event on a socket whose namespace installed no authorizer, without running the handler', async () => {
    const { socket, send } = fakeSocket();
    let ran = false;
    onEvent(
      socket,
      'raise_hand',
      () => {
        ran = true;
        return { isHandRaised: true };
      },
      log,
    );
    expect(await send('raise_hand', true)).toEqual({ error: notOpenHere });
    expect(ran).toBe(false);
  });

  it('lets a connected event through without an authorizer', async () => {
    const { socket, send } = fakeSocket();
    onEvent(socket, 'ping', ({ at }) => ({ at, serverTime: 1 }), log);
    expect(await send('ping', { at: 5 })).toEqual({ at: 5, serverTime: 1 });
  });

  it('asks the authorizer with the declared permission, after validation and before the guards, and hands its find to the handler', async () => {
    const { socket, send } = fakeSocket();
    const order: string[] = [];
    authorizeEvents(socket, async (permission, event) => {
      order.push(`authorize ${event} as ${permission}`);
      if (event === 'stop_producer') throw new AppError(403, 'FORBIDDEN', 'hosts only');
      return { who: 'ada' };
    });
    guardEvents(socket, async (event) => {
      order.push(`guard ${event}`);
    });
    onEvent(
      socket,
      'raise_hand',
      (up, found: { who: string }) => {
        order.push(`handle ${found.who}`);
        return { isHandRaised: up };
      },
      log,
    );
    onEvent(
      socket,
      'stop_producer',
      () => {
        order.push('handled a refused event');
        return { stopped: 0 };
      },
      log,
    );

    expect(await send('raise_hand', 'not a boolean')).toHaveProperty('error');
    expect(order).toEqual([]);
    expect(await send('raise_hand', true)).toEqual({ isHandRaised: true });
    expect(order).toEqual(['authorize raise_hand as member', 'guard raise_hand', 'handle ada']);
    order.length = 0;
    expect(await send('stop_producer', { connection: 'c', source: 'camera' })).toEqual({ error: 'hosts only' });
    expect(order).toEqual(['authorize stop_producer as classroom.host']);
  });

  it('refuses to register an event that declares no permission', () => {
    const { socket } = fakeSocket();
    const declared = eventPermissions as Record<string, string>;
    const saved = declared.raise_hand;
    delete declared.raise_hand;
    try {
      const register = onEvent as (s: Socket, e: ClientEventName, h: () => object, l: typeof log) => void;
      expect(() => register(socket, 'raise_hand', () => ({}), log)).toThrow(/declares no permission/);
    } finally {
      declared.raise_hand = saved as string;
    }
  });
});
