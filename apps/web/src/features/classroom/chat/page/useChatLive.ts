import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKeys, fetchChatUnread } from './chat.api';
import { acquireChatSocket } from './chatSocket';

/**
 * Keeps the chat's counts live in a signed-in layout (platform spec 2.3: student and tutor layouts load unread
 * chat counts): a new message or a read receipt refreshes the badges, program cards and lists.
 */
export function useChatLive(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const { socket, release } = acquireChatSocket();
    const refresh = () => {
      void client.invalidateQueries({ queryKey: chatKeys.all });
      void client.invalidateQueries({ queryKey: ['programs'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    };
    socket.on('message', refresh);
    socket.on('message_deleted', refresh);
    socket.on('connect', refresh);
    return () => {
      socket.off('message', refresh);
      socket.off('message_deleted', refresh);
      socket.off('connect', refresh);
      release();
    };
  }, [client, enabled]);
}

/** Unread chat messages by kind (GET /chat/unread), for the "+" badges. */
export function useChatUnread(enabled: boolean) {
  const query = useQuery({ queryKey: chatKeys.unread, queryFn: fetchChatUnread, enabled, staleTime: 30_000 });
  const count = (kind: 'CONTACT' | 'GROUP') => query.data?.find((u) => u.kind === kind)?.count ?? 0;
  return { contacts: count('CONTACT'), groups: count('GROUP') };
}

/** The unread chat badge text: nothing for 0, else the count with a plus sign (platform spec 2.3). */
export const chatBadgeText = (count: number): string | null => (count > 0 ? `${count}+` : null);
