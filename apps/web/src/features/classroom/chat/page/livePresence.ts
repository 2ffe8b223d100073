/**
 * Presence kept live from the `/chat` socket (ADR 0063), never polled: the server pushes `presence` when someone
 * the person sees (or the person themself) changes status. Contacts lists in the query cache are patched in place;
 * the person's own status lives in a tiny store the status control reads. On every (re)connect the lists are
 * fetched once, so a change missed while disconnected is caught up.
 */
import type { ChatContact, OnlineStatus, PresenceUpdate } from '@chalkline/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { chatKeys } from './chat.api';
import { acquireChatSocket } from './chatSocket';

let mine: OnlineStatus | null = null;
const listeners = new Set<() => void>();

/** The signed-in person's own status as the server last told it; null while the chat socket is not connected. */
export const myStatusStore = {
  get: () => mine,
  set(status: OnlineStatus | null) {
    if (status === mine) return;
    mine = status;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Applies one pushed update: one's own status, or a contact's in every cached contacts list. */
export function applyPresence(client: QueryClient, meKey: string, update: PresenceUpdate) {
  if (update.key === meKey) myStatusStore.set(update.status);
  client.setQueriesData<ChatContact[]>({ queryKey: [...chatKeys.all, 'contacts'] }, (list) =>
    list?.some((c) => c.key === update.key && c.status !== update.status)
      ? list.map((c) => (c.key === update.key ? { ...c, status: update.status } : c))
      : list,
  );
}

/**
 * Holds the tab's chat socket for as long as a signed-in layout is shown (so the person is online anywhere in the
 * app, not only on the Chat page) and applies every presence update it hears.
 */
export function useLivePresence(meKey: string | undefined) {
  const client = useQueryClient();
  useEffect(() => {
    if (!meKey) return;
    const { socket, release } = acquireChatSocket();
    const onPresence = (update: PresenceUpdate) => applyPresence(client, meKey, update);
    const onConnect = () => void client.invalidateQueries({ queryKey: [...chatKeys.all, 'contacts'] });
    const onDisconnect = () => myStatusStore.set(null);
    socket.on('presence', onPresence);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('presence', onPresence);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      release();
    };
  }, [client, meKey]);
}

/** The person's own status, live. */
export const useMyStatus = () => useSyncExternalStore(myStatusStore.subscribe, myStatusStore.get, myStatusStore.get);

/** Sets (BUSY) or clears (ONLINE) Busy; answers the status that now shows (ON_CALL wins while in a classroom). */
export function setMyStatus(status: 'ONLINE' | 'BUSY'): Promise<OnlineStatus> {
  const { socket, release } = acquireChatSocket();
  return new Promise<OnlineStatus>((resolve, reject) => {
    socket.timeout(10_000).emit('set_status', { status }, (timeout, answer) => {
      release();
      if (timeout) return reject(new Error('Could not reach the server. Try again.'));
      if ('error' in answer && answer.error) return reject(new Error(answer.error));
      const now = (answer as { status: OnlineStatus }).status;
      myStatusStore.set(now);
      resolve(now);
    });
  });
}
