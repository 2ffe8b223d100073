import type { RootClientToServer, RootServerToClient } from '@chalkline/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectSocket } from '../../lib/socket';
import { notificationCountKey, notificationsApi, notificationsKey } from './notifications.api';

/**
 * The signed-in person's unread notification count (kept live by `useNotificationUpdates`); `fallback` (the
 * session's `counts.notifications`) until the count has loaded.
 */
export function useNotificationCount(fallback = 0): number {
  const { data } = useQuery({ queryKey: notificationCountKey, queryFn: notificationsApi.count, staleTime: 60_000 });
  return data ?? fallback;
}

/**
 * Keeps the badge live (docs/decisions/0039): one root-namespace socket per signed-in layout; the server pushes
 * `notifications_changed` with the new unread count, and on every (re)connect we ask for it, so a count missed
 * while offline is caught up. Open lists reload when something changed.
 */
export function useNotificationUpdates(userKey: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userKey) return;
    const socket = connectSocket<RootServerToClient, RootClientToServer>('/');
    const setCount = (unread: number) => {
      if (queryClient.getQueryData(notificationCountKey) === unread) return;
      queryClient.setQueryData(notificationCountKey, unread);
      void queryClient.invalidateQueries({
        queryKey: notificationsKey,
        predicate: (query) => query.queryKey[1] !== 'count' && query.queryKey[1] !== 'email-preferences',
      });
    };
    socket.on('notifications_changed', ({ unread }) => setCount(unread));
    socket.on('connect', () => {
      socket.emit('notification_count', {}, (answer) => {
        if (!('error' in answer && answer.error)) setCount((answer as { unread: number }).unread);
      });
    });
    return () => {
      socket.close();
    };
  }, [userKey, queryClient]);
}
