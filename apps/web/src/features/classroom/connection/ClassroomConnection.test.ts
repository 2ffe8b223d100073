import { classroom, classroomTexts, meetNamespace, roomKeys } from '@chalkline/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receiptDebounceMs } from '../chat/receipt-reporter';
import { indicatorOf } from './classroom-state';
import { classroomSocketOptions } from './meet-socket';
import { admittedFakeConnection, fakeConnection, makeMessage, makeSnapshot, student } from './testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const admittedConnection = () => admittedFakeConnection();

afterEach(() => vi.useRealTimers());

describe('the classroom socket', () => {
  it('names its meeting in the handshake and uses WebSocket only, so a proxy can keep a classroom on one node', () => {
    const options = classroomSocketOptions(meetNamespace('abc-defg-hij'), () => {});
    expect(options.query).toEqual({ meeting: 'abc-defg-hij' });
    expect(options.transports).toEqual(['websocket']);
    expect(options.reconnectionAttempts).toBe(classroom.reconnectAttempts);
  });

  it('names the room to the proxy, so the program and demo classrooms sharing a namespace spread over the nodes', () => {
    const programId = '5f0b6a52-8a5e-4c29-9a57-2f4f1f9d6f10';
    const demoSession = '0a2d3c4e-5f60-4718-8a9b-0c1d2e3f4a5b';
    const options = (meetingId: string, config: object) =>
      classroomSocketOptions(meetNamespace(meetingId), () => {}, config).query;
    expect(options('program', { programId })).toEqual({ meeting: roomKeys.program(programId) });
    expect(options('demo', { demoSession })).toEqual({ meeting: roomKeys.demo(demoSession) });
    expect(options('abc-defg-hij', { programId })).toEqual({ meeting: 'abc-defg-hij' });
  });

  it('tries again soon after a lost node, yet its five attempts still ride out a blip of several seconds', () => {
    const options = classroomSocketOptions(meetNamespace('abc-defg-hij'), () => {});
    // Socket.IO waits min(delay × 2^n, max), ±50 %, before attempt n + 1.
    const waits = Array.from({ length: options.reconnectionAttempts }, (_, n) =>
      Math.min(options.reconnectionDelay * 2 ** n, options.reconnectionDelayMax),
    );
    expect(waits[0]! * 1.5).toBeLessThanOrEqual(750);
    expect(waits.reduce((a, b) => a + b, 0) * 0.5).toBeGreaterThanOrEqual(7500);
  });
});

describe('ClassroomConnection', () => {
  it('launches with its config once connected and shows connecting, then online (R3)', () => {
    const { connection, socket } = fakeConnection();
    expect(indicatorOf(connection.store.get())).toBe('offline');
    connection.connect();
    expect(indicatorOf(connection.store.get())).toBe('connecting');
    socket.open();
    expect(indicatorOf(connection.store.get())).toBe('online');
    expect(socket.sent('launch')[0]?.payload).toEqual({
      config: { isAudioEnabled: true, isVideoEnabled: true, isIncognito: false },
    });
    socket.answer('launch', { status: 'waiting' });
    expect(connection.store.get()).toMatchObject({ start: true, waiting: true, ready: false });
  });

  it('keeps a refusal for the page to show', () => {
    const { connection, socket } = fakeConnection();
    connection.connect();
    socket.open();
    socket.answer('launch', { error: classroomTexts.notAllowed });
    expect(connection.store.get().refused).toBe(classroomTexts.notAllowed);
  });

  it('launches again after a drop while waiting, and re-attaches with on_reconnect once admitted (R10)', () => {
    const { connection, socket } = fakeConnection();
    connection.connect();
    socket.open();
    socket.drop();
    expect(indicatorOf(connection.store.get())).toBe('connecting');
    socket.open();
    expect(socket.sent('launch')).toHaveLength(2);
    socket.fire('access_granted', makeSnapshot());
    socket.drop();
    socket.open();
    expect(socket.sent('launch')).toHaveLength(2);
    expect(socket.sent('on_reconnect')[0]?.payload).toMatchObject({
      reconnecting: true,
      config: { isIncognito: false },
    });
  });

  it('shows a message at once as pending and resends it after a drop until acknowledged (R10, R18)', () => {
    const { connection, socket } = admittedConnection();
    socket.drop();
    expect(connection.chat.send('  ')).toBe(false);
    expect(connection.chat.send('Sent while offline')).toBe(true);
    const [pending] = connection.store.get().messages.list;
    expect(pending).toMatchObject({ content: 'Sent while offline', sent: false });
    expect(socket.sent('message')).toHaveLength(0);
    socket.open();
    socket.fire('access_granted', makeSnapshot());
    expect(socket.sent('message')).toHaveLength(1);
    expect(socket.sent('message')[0]?.payload).toMatchObject({
      message: { key: pending?.key, content: 'Sent while offline' },
    });
    socket.answer('message', { sent: true, delivered: [], read: [] });
    socket.fire('access_granted', makeSnapshot());
    expect(socket.sent('message')).toHaveLength(1);
    expect(connection.store.get().messages.list).toHaveLength(1);
    expect(connection.store.get().messages.list[0]?.sent).toBe(true);
  });

  it('reports delivery of a message from someone else as it arrives, and read once when seen (R19)', () => {
    vi.useFakeTimers();
    const { connection, socket } = admittedConnection();
    const message = makeMessage();
    socket.fire('message', message);
    vi.advanceTimersByTime(receiptDebounceMs);
    expect(socket.sent('message_delivered')[0]?.payload).toMatchObject({
      messageId: message.key,
      roomId: message.room,
    });
    connection.chat.reportSeen([message.key]);
    vi.advanceTimersByTime(receiptDebounceMs);
    connection.chat.reportSeen([message.key]);
    vi.advanceTimersByTime(receiptDebounceMs);
    expect(socket.sent('message_read')).toHaveLength(1);
  });

  it('R19a applies gathered receipts as watermarks to its own messages, older ones included', () => {
    vi.useFakeTimers();
    const { connection, socket } = admittedConnection();
    for (const text of ['First', 'Second', 'Third']) {
      vi.setSystemTime(new Date(`2026-03-01T10:0${connection.store.get().messages.list.length}:00.000Z`));
      connection.chat.send(text);
      socket.answer('message', { sent: true, delivered: [], read: [] });
    }
    const [, second, third] = connection.store.get().messages.list;
    socket.fire('message_receipts', {
      receipts: [
        { key: student.key, messageId: second?.key, kind: 'read' },
        { key: 'guest-1', messageId: third?.key, kind: 'delivered' },
      ],
    });
    const list = connection.store.get().messages.list;
    expect(list.map((m) => [m.content, m.delivered, m.read])).toEqual([
      ['First', [student.key, 'guest-1'], [student.key]],
      ['Second', [student.key, 'guest-1'], [student.key]],
      ['Third', ['guest-1'], []],
    ]);
  });

  it('R19b sends one debounced receipt for the newest message: reading covers delivering', () => {
    vi.useFakeTimers();
    const { connection, socket } = admittedConnection();
    const at = (key: string, minute: number) => makeMessage({ key, createdAt: `2026-03-01T10:0${minute}:00.000Z` });
    for (const [key, minute] of [
      ['m1', 1],
      ['m3', 3],
      ['m2', 2],
    ] as const)
      socket.fire('message', at(key, minute));
    vi.advanceTimersByTime(receiptDebounceMs - 1);
    expect(socket.sent('message_delivered')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(socket.sent('message_delivered').map((e) => (e.payload as { messageId: string }).messageId)).toEqual(['m3']);

    for (const [key, minute] of [
      ['m4', 4],
      ['m5', 5],
    ] as const)
      socket.fire('message', at(key, minute));
    connection.chat.reportSeen(['m2', 'm5', 'm4']);
    vi.advanceTimersByTime(receiptDebounceMs);
    expect(socket.sent('message_read').map((e) => (e.payload as { messageId: string }).messageId)).toEqual(['m5']);
    expect(socket.sent('message_delivered')).toHaveLength(1);
    // Seeing an older message afterwards sends nothing.
    connection.chat.reportSeen(['m1']);
    vi.advanceTimersByTime(receiptDebounceMs);
    expect(socket.sent('message_read')).toHaveLength(1);
  });

  it('shows server alerts through notify, and marks a declined request by its code, not its text (R5)', () => {
    const { connection, socket, notices } = admittedConnection();
    socket.fire('alert', { message: classroomTexts.requestDeclined });
    expect(connection.store.get().declined).toBe(false);
    socket.fire('alert', { code: 'join_declined', message: classroomTexts.requestDeclined });
    expect(notices).toEqual([classroomTexts.requestDeclined, classroomTexts.requestDeclined]);
    expect(connection.store.get().declined).toBe(true);
  });

  it('clears a remote typing line 2.2 s after the last news, and at once on typing_off (R20)', () => {
    vi.useFakeTimers();
    const { connection, socket } = admittedConnection();
    const typing = { key: student.key, connection: student.connection, roomId: 'meet:abc-defg-hij', firstName: 'Dami' };
    socket.fire('typing', typing);
    vi.advanceTimersByTime(2000);
    socket.fire('typing', typing);
    vi.advanceTimersByTime(2100);
    expect(connection.store.get().typing).toHaveLength(1);
    vi.advanceTimersByTime(150);
    expect(connection.store.get().typing).toHaveLength(0);
    socket.fire('typing', typing);
    socket.fire('typing_off', { key: student.key, connection: student.connection });
    expect(connection.store.get().typing).toHaveLength(0);
  });

  it('floats a reaction for 5 s (R14) and shows raised hands (R13)', () => {
    vi.useFakeTimers();
    const { connection, socket } = admittedConnection();
    socket.fire('reaction', { user: student.connection, value: '🔥' });
    socket.fire('raise_hand', { user: student.connection, isHandRaised: true });
    expect(connection.store.get().reactions[student.connection]?.value).toBe('🔥');
    expect(connection.store.get().participants.find((p) => p.connection === student.connection)?.isHandRaised).toBe(
      true,
    );
    vi.advanceTimersByTime(4900);
    expect(connection.store.get().reactions[student.connection]).toBeDefined();
    vi.advanceTimersByTime(200);
    expect(connection.store.get().reactions[student.connection]).toBeUndefined();
  });

  it('tracks presence: recently online on a drop, gone on leave (R11, R15)', () => {
    const { connection, socket } = admittedConnection();
    socket.fire('temporary_disconnect', { user: student.connection });
    expect(connection.store.get().participants[1]?.status).toBe('RECENTLY_ONLINE');
    socket.fire('new_joined', { user: student, total: 2 });
    expect(connection.store.get().participants[1]?.status).toBe('ONLINE');
    socket.fire('leave_meeting', { user: student.connection });
    expect(connection.store.get().participants.map((p) => p.connection)).toEqual(['tab-1']);
  });

  it('polls for updates from 5 s, one second longer after each empty answer', async () => {
    vi.useFakeTimers();
    const { socket } = admittedConnection();
    await vi.advanceTimersByTimeAsync(4999);
    expect(socket.sent('get_meeting_updates')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent('get_meeting_updates')).toHaveLength(1);
    socket.answer('get_meeting_updates', { participants: makeSnapshot().participants, requests: [], total: 2 });
    await vi.advanceTimersByTimeAsync(5999);
    expect(socket.sent('get_meeting_updates')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent('get_meeting_updates')).toHaveLength(2);
  });

  it('R31 a tab replaced by the same person’s newer one leaves the meeting, keeps the text and does not come back', async () => {
    const { connection, socket, notices } = admittedConnection();
    const message = 'You joined this classroom from another window, so this one was closed.';
    socket.fire('alert', { code: 'joined_elsewhere', message });
    expect(connection.store.get()).toMatchObject({ replaced: message, ready: false });
    expect(notices).toEqual([]);
    expect(indicatorOf(connection.store.get())).toBe('offline');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(socket.active).toBe(false);
    expect(socket.sent('launch')).toHaveLength(1);
  });

  it('does not retry after being closed on purpose', async () => {
    const { connection, socket } = admittedConnection();
    connection.close();
    expect(indicatorOf(connection.store.get())).toBe('offline');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(socket.active).toBe(false);
  });
});
