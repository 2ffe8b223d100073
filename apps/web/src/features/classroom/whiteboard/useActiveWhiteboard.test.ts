import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeClassroom } from './testing/fakeClassroom';
import { keepPinnedWithWhiteboard, useActiveWhiteboard } from './useActiveWhiteboard';
import { toBytes } from './wire';

const first = '11111111-1111-4111-8111-111111111111';
const second = '22222222-2222-4222-8222-222222222222';

function setup(snapshot?: { key: string; state: string | null } | null) {
  const net = new FakeClassroom(first);
  const socket = net.connect('Student');
  const hook = renderHook(() => useActiveWhiteboard(socket, snapshot));
  const receive = (event: string, payload: unknown) =>
    act(() => {
      socket.deliver(event, payload);
      net.flush();
    });
  return { hook, receive, socket };
}

describe('useActiveWhiteboard', () => {
  it('starts from the admission snapshot and follows start and end', () => {
    const { hook, receive } = setup({ key: first, state: 'AAA=' });
    expect(hook.result.current.board).toEqual({ whiteboardId: first, state: 'AAA=' });
    receive('start_whiteboard', { whiteboardId: second, state: new Uint8Array([0, 0]).buffer });
    expect(hook.result.current.board?.whiteboardId).toBe(second);
    expect(hook.result.current.board?.state).toEqual(new Uint8Array([0, 0]));
    receive('end_whiteboard', { whiteboardId: first });
    expect(hook.result.current.board?.whiteboardId).toBe(second);
    receive('end_whiteboard', { whiteboardId: second });
    expect(hook.result.current.board).toBeNull();
  });

  it('keeps the same board object when the same board is announced again (the panel merges by itself)', () => {
    const { hook, receive } = setup({ key: first, state: null });
    const before = hook.result.current.board;
    receive('access_granted', { whiteboard: { key: first, state: 'AAA=' } });
    receive('start_whiteboard', { whiteboardId: first, state: new Uint8Array([0, 0]).buffer });
    expect(hook.result.current.board).toBe(before);
    receive('access_granted', { whiteboard: null });
    expect(hook.result.current.board).toBeNull();
  });

  it('takes the board this user opened from the ack', () => {
    const { hook } = setup(null);
    act(() => hook.result.current.opened({ whiteboardId: second, state: new Uint8Array([0, 0]) }));
    expect(hook.result.current.board?.whiteboardId).toBe(second);
    act(() => hook.result.current.closed());
    expect(hook.result.current.board).toBeNull();
  });

  it('stops listening when unmounted', () => {
    const { hook, socket } = setup(null);
    expect(socket.listenerCount('start_whiteboard')).toBe(1);
    hook.unmount();
    expect(socket.listenerCount('start_whiteboard')).toBe(0);
  });
});

describe('keepPinnedWithWhiteboard', () => {
  it('unpins every tile that is neither a screen share nor the whiteboard', () => {
    const pinned = [
      { id: 'a', category: 'webcam' },
      { id: 'b', category: 'screen' },
      { id: 'c', category: 'non-producing' },
      { id: 'd', category: 'whiteboard' },
    ];
    expect(keepPinnedWithWhiteboard(pinned, (t) => t.category).map((t) => t.id)).toEqual(['b', 'd']);
  });
});

describe('toBytes', () => {
  it('reads bytes, ArrayBuffers and base64 alike', () => {
    expect(toBytes('AQID')).toEqual(new Uint8Array([1, 2, 3]));
    expect(toBytes(new Uint8Array([1, 2, 3]).buffer)).toEqual(new Uint8Array([1, 2, 3]));
    expect(toBytes(null)).toEqual(new Uint8Array());
  });
});
