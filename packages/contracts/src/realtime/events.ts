/**
 * Typed Socket.IO event maps shared by server and web. Each event has one zod schema used for the
 * TypeScript maps and for validation of what arrives. Later capabilities add their namespaces here.
 */
import { z } from 'zod';
import type { ErrorCode } from '../http/common.js';
import type { NotificationsChangedPayload, notificationCountRequest } from './notifications.js';

/**
 * Every acknowledged request answers either its data or `{ error }`; a refusal a client acts on carries its
 * `code` too (`RATE_LIMITED`: slow down and retry later).
 */
export type Ack<T = Record<string, never>> = (
  response: (T & { error?: undefined }) | { error: string; code?: ErrorCode },
) => void;

/**
 * What an alert is about, so clients switch on a code and never on the text: a declined join request, media a
 * host stopped, a screen share the classroom keeps to its hosts, a tab replaced by the same person's newer one, or an action a classroom lock refused (ADR 0075), or a
 * microphone a host's "mute everyone" paused (ADR 0081).
 */
export const alertCodes = [
  'join_declined',
  'media_stopped',
  'screen_share_hosts_only',
  'joined_elsewhere',
  'account_ended',
  'locked',
  'muted_by_host',
] as const;
export const AlertCode = z.enum(alertCodes);
export type AlertCode = z.infer<typeof AlertCode>;

/** The local media a host may stop (R29): the camera, the microphone or the screen share. */
export const MediaSource = z.enum(['camera', 'microphone', 'screen']);
export type MediaSource = z.infer<typeof MediaSource>;

export const alertPayload = z.object({
  message: z.string(),
  code: AlertCode.optional(),
  /** With `media_stopped`: which of the person's media was stopped. */
  source: MediaSource.optional(),
});
export type AlertPayload = z.infer<typeof alertPayload>;

export const pingPayload = z.object({ at: z.number() });

/** The root namespace: connection health only. */
export interface RootServerToClient {
  alert: (payload: AlertPayload) => void;
  /** The person's unread notification count changed (ADR 0039). */
  notifications_changed: (payload: NotificationsChangedPayload) => void;
}
export interface RootClientToServer {
  ping: (payload: z.infer<typeof pingPayload>, ack: Ack<{ at: number; serverTime: number }>) => void;
  /** The signed-in person's unread notification count (ADR 0039). */
  notification_count: (payload: z.infer<typeof notificationCountRequest>, ack: Ack<{ unread: number }>) => void;
}
