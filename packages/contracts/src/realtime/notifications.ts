/**
 * The notification badge's live updates on the root namespace (docs/decisions/0039): the server pushes
 * `notifications_changed` to every socket of a person whose unread count changed, on every node; a client asks
 * for its count with `notification_count` (after connecting or reconnecting).
 */
import { z } from 'zod';

export const notificationCountRequest = z.object({}).strict();
export const notificationsChangedPayload = z.object({
  unread: z.number().int(),
  /** The newest notification's title when one arrived (for a toast); absent when the count fell. */
  title: z.string().optional(),
});
export type NotificationsChangedPayload = z.infer<typeof notificationsChangedPayload>;
