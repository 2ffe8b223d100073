/**
 * Presence in the web app (ADR 0063): the status control sets and clears Busy over the chat socket, and pushed
 * updates change one's own status and contacts' statuses in place, without polling.
 */
import type { ChatContact } from '@chalkline/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render';
import { chatKeys } from './chat.api';

type Handler = (...args: unknown[]) => void;
/** A stand-in chat socket: records emits, lets a test push server events and answer acks. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<Handler>>();
  const emitted: { event: string; payload: unknown }[] = [];
  let answer: (event: string, payload: unknown) => unknown = () => ({});
  const socket = {
    on(event: string, h: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(h);
      return socket;
    },
    off(event: string, h: Handler) {
      handlers.get(event)?.delete(h);
      return socket;
    },
    timeout: () => ({
      emit(event: string, payload: unknown, ack: (err: Error | null, answer: unknown) => void) {
        emitted.push({ event, payload });
        queueMicrotask(() => ack(null, answer(event, payload)));
      },
    }),
  };
  return {
    socket,
    emitted,
    push: (event: string, payload?: unknown) => {
      for (const h of handlers.get(event) ?? []) h(payload);
    },
    answerWith: (fn: typeof answer) => {
      answer = fn;
    },
    reset() {
      handlers.clear();
      emitted.length = 0;
      answer = () => ({});
    },
  };
});
vi.mock('./chatSocket', () => ({ acquireChatSocket: () => ({ socket: fake.socket, release: () => {} }) }));

const { applyPresence, myStatusStore, useLivePresence } = await import('./livePresence');
const { StatusControl } = await import('./StatusControl');

const me = 'me-key';
const contact = (key: string, status: ChatContact['status']) => ({ key, status, firstName: key }) as ChatContact;

function Live() {
  useLivePresence(me);
  return <StatusControl />;
}

describe('presence in the web app', () => {
  beforeEach(() => {
    fake.reset();
    myStatusStore.set(null);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows one’s own pushed status, and sets and clears Busy from the menu', async () => {
    renderWithProviders(<Live />);
    // Until the server told the status, the control waits.
    expect((screen.getByTestId('my-status') as HTMLButtonElement).disabled).toBe(true);
    act(() => fake.push('presence', { key: me, status: 'ONLINE' }));
    const control = screen.getByRole('button', { name: 'Your status: Online. Change status' });
    fake.answerWith((_, payload) => ({ status: (payload as { status: string }).status }));
    fireEvent.click(control);
    expect(screen.getByRole('menuitemradio', { name: /Online/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Busy/ }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Your status: Busy. Change status' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(fake.emitted).toEqual([{ event: 'set_status', payload: { status: 'BUSY' } }]);

    fireEvent.click(screen.getByTestId('my-status'));
    expect(screen.getByRole('menuitemradio', { name: /Busy/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Online/ }));
    await screen.findByRole('button', { name: 'Your status: Online. Change status' });
    expect(fake.emitted.at(-1)).toEqual({ event: 'set_status', payload: { status: 'ONLINE' } });
  });

  it('shows In a class when the server answers ON_CALL, and the server’s refusal as a toast', async () => {
    renderWithProviders(<Live />);
    act(() => fake.push('presence', { key: me, status: 'ON_CALL' }));
    const control = screen.getByRole('button', { name: 'Your status: In a class. Change status' }) as HTMLButtonElement;
    expect(control.disabled).toBe(false);
    fake.answerWith(() => ({ error: 'Too many changes' }));
    fireEvent.click(screen.getByTestId('my-status'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: /Busy/ }));
    expect(await screen.findByText('Too many changes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Your status: In a class. Change status' })).toBeTruthy();
  });

  it('updates a contact’s status in every cached list as it is pushed, leaving the others', async () => {
    const { queryClient } = renderWithProviders(<Live />);
    queryClient.setQueryData(chatKeys.contacts(''), [contact('ada', 'OFFLINE'), contact('tom', 'ONLINE')]);
    queryClient.setQueryData(chatKeys.contacts('ad'), [contact('ada', 'OFFLINE')]);
    act(() => fake.push('presence', { key: 'ada', status: 'BUSY' }));
    const statuses = (search: string) =>
      queryClient.getQueryData<ChatContact[]>(chatKeys.contacts(search))?.map((c) => `${c.key}:${c.status}`);
    expect(statuses('')).toEqual(['ada:BUSY', 'tom:ONLINE']);
    expect(statuses('ad')).toEqual(['ada:BUSY']);
    // Someone in no list changes nothing, and one's own status never shows as a contact.
    act(() => fake.push('presence', { key: 'stranger', status: 'ONLINE' }));
    expect(statuses('')).toEqual(['ada:BUSY', 'tom:ONLINE']);
    // Going away marks one's own status unknown until the socket is back.
    act(() => fake.push('disconnect'));
    expect((screen.getByTestId('my-status') as HTMLButtonElement).disabled).toBe(true);
  });

  it('applyPresence keeps an unchanged list as it is (no re-render)', () => {
    const client = createTestQueryClient();
    const list = [contact('ada', 'ONLINE')];
    client.setQueryData(chatKeys.contacts(''), list);
    applyPresence(client, me, { key: 'ada', status: 'ONLINE' });
    expect(client.getQueryData(chatKeys.contacts(''))).toBe(list);
  });
});
