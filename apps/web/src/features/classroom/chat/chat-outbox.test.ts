import { afterEach, describe, expect, it, vi } from 'vitest';
import { admittedFakeConnection } from '../connection/testing';
import { retryDelayMs } from './load-retries';

const busy = {
  error: 'The classroom is very busy right now. Please wait a moment and try again.',
  code: 'RATE_LIMITED',
};

describe('a message the classroom refuses for load (R37)', () => {
  afterEach(() => vi.useRealTimers());

  it('stays pending and is sent again by itself, backing off, until it is taken; the person is told once', () => {
    vi.useFakeTimers();
    const { connection, socket, notices } = admittedFakeConnection();
    expect(connection.chat.send('Is 11 prime?')).toBe(true);
    socket.answer('message', busy);
    expect(notices).toEqual([busy.error]);
    expect(connection.store.get().messages.list[0]).toMatchObject({ content: 'Is 11 prime?', sent: false });

    vi.advanceTimersByTime(2_000); // the first wait is 1–2 s
    expect(socket.sent('message')).toHaveLength(2);
    socket.answer('message', busy);
    vi.advanceTimersByTime(1_999); // the second is 2–4 s
    vi.advanceTimersByTime(2_001);
    expect(socket.sent('message')).toHaveLength(3);
    // The same message each time (its key makes a resend harmless, R18).
    const keys = socket.sent('message').map((e) => (e.payload as { message: { key: string } }).message.key);
    expect(new Set(keys).size).toBe(1);
    socket.answer('message', { sent: true, delivered: [], read: [] });
    expect(connection.store.get().messages.list[0]?.sent).toBe(true);
    expect(notices).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(socket.sent('message')).toHaveLength(3);
  });

  it('any other refusal is shown and not retried', () => {
    vi.useFakeTimers();
    const { connection, socket, notices } = admittedFakeConnection();
    connection.chat.send('Hello');
    socket.answer('message', { error: 'Chat is turned off for students in this lesson.' });
    vi.advanceTimersByTime(60_000);
    expect(socket.sent('message')).toHaveLength(1);
    expect(notices).toEqual(['Chat is turned off for students in this lesson.']);
  });

  it('leaving the classroom stops the retries', () => {
    vi.useFakeTimers();
    const { connection, socket } = admittedFakeConnection();
    connection.chat.send('Hello');
    socket.answer('message', busy);
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(socket.sent('message')).toHaveLength(1);
  });

  it('waits 1–2 s first, doubling to at most 15–30 s', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1_000);
    expect(retryDelayMs(0, () => 1)).toBe(2_000);
    expect(retryDelayMs(2, () => 1)).toBe(8_000);
    expect(retryDelayMs(10, () => 0)).toBe(15_000);
    expect(retryDelayMs(10, () => 1)).toBe(30_000);
  });
});
