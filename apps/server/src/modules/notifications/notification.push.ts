/**
 * The badge's live updates (docs/decisions/0039): every root-namespace socket joins its person's room, and a
 * change to someone's list emits `notifications_changed` with their unread count to that room. With `REDIS_URL`
 * the adapter carries the emit to the person's sockets on every node.
 */
import type { RootClientToServer, RootServerToClient } from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import type { SocketData } from '../../realtime/auth.js';
import { onEvent } from '../../realtime/handle.js';
import type { NotificationRepository } from './notification.repository.js';

type RootServer = Server<RootClientToServer, RootServerToClient, Record<string, never>, SocketData>;

const roomOf = (userId: string) => `notifications:${userId}`;

export interface NotificationPush {
  /** Starts serving the root namespace: rooms per person and the `notification_count` request. */
  attach(io: RootServer): void;
  /** Tells each person (on every node) their new unread count; `title` names a notification that just arrived. */
  changed(userIds: readonly string[], title?: string): Promise<void>;
}

export function createNotificationPush(repo: NotificationRepository, log: Logger): NotificationPush {
  let io: RootServer | undefined;
  return {
    attach(server) {
      io = server;
      server.on('connection', (socket) => {
        const viewer = socket.data.viewer;
        if (!viewer) return;
        void socket.join(roomOf(viewer.id));
        onEvent(socket, 'notification_count', async () => ({ unread: await repo.unreadCount(viewer.id) }), log);
      });
    },
    async changed(userIds, title) {
      if (!io || userIds.length === 0) return;
      const counts = await repo.unreadCounts([...userIds]);
      for (const userId of userIds)
        io.to(roomOf(userId)).emit('notifications_changed', {
          unread: counts.get(userId) ?? 0,
          ...(title ? { title } : {}),
        });
    },
  };
}
