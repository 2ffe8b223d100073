/** The platform chat's conversation resends a message the server refused for load, by itself (R37). */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../../test/render';

type Ack = (err: Error | null, answer: unknown) => void;
const fake = vi.hoisted(() => {
  const acks: Ack[] = [];
  const socket = {
    connected: true,
    on: () => socket,
    off: () => socket,
    emit: () => socket,
    timeout: () => ({
      emit(event: string, _payload: unknown, ack: Ack) {
        if (event === 'message') acks.push(ack);
      },
    }),
  };
  return { socket, acks };
});
vi.mock('./chatSocket', () => ({ acquireChatSocket: () => ({ socket: fake.socket, release: () => {} }) }));
vi.mock('./chat.api', () => ({
  chatKeys: { all: ['chat'] },
  fetchChatMessages: async () => ({ currentPage: 1, messages: [] }),
}));

const { useConversation } = await import('./useConversation');
const me = { key: 'me', firstName: 'Dami', lastName: 'Bello', otherNames: null, avatar: null, gender: null };
const busy = {
  error: 'The classroom is very busy right now. Please wait a moment and try again.',
  code: 'RATE_LIMITED',
};

describe('a platform chat message refused for load', () => {
  afterEach(() => vi.useRealTimers());

  it('stays unsent, is sent again by itself until taken, and the person is told once', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useConversation('chat:contact:x', me, (e) => errors.push(e)), {
      wrapper,
    });
    act(() => {
      result.current.send({ content: 'Hello', files: [], category: null });
    });
    expect(fake.acks).toHaveLength(1);
    act(() => fake.acks[0]!(null, busy));
    expect(errors).toEqual([busy.error]);
    expect(result.current.messages[0]).toMatchObject({ content: 'Hello', sent: false });
    act(() => vi.advanceTimersByTime(2_000));
    expect(fake.acks).toHaveLength(2);
    act(() => fake.acks[1]!(null, { sent: true, delivered: [], read: [] }));
    expect(result.current.messages[0]?.sent).toBe(true);
    expect(errors).toHaveLength(1);
    unmount();
  });
});
