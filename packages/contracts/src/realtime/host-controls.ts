/**
 * Host controls that are actions, not switches (issue 34, ADR 0081; rules H1–H6 in docs/realtime-protocol.md):
 * mute everyone, lower every hand, remove one chat message, spotlight a tile; and low-bandwidth mode, where a
 * person asks the server to stop sending them others' cameras and reads what it forwards to them.
 */
import { z } from 'zod';
import type { Ack } from './events.js';

export * from './host-control-texts.js';

export const muteAllPayload = z.object({}).strict();
export const lowerHandsPayload = z.object({}).strict();
export const removeMessagePayload = z
  .object({ messageId: z.uuid('Unknown message'), roomId: z.string().min(1).max(200) })
  .strict();
/** `connection` null clears the spotlight. */
export const spotlightPayload = z.object({ connection: z.string().min(1).max(200).nullable() }).strict();
/** `cameras` false: the server stops forwarding others' cameras to this person (screen shares and audio go on). */
export const receiveVideoPayload = z.object({ cameras: z.boolean() }).strict();
export const mediaStatsPayload = z.object({}).strict();

/**
 * RTP packets the server forwarded to one person since they joined (ADR 0081): others' cameras (`video`),
 * microphones (`audio`) and screen shares.
 */
export interface ForwardedPackets {
  audio: number;
  video: number;
  screen: number;
}

export interface HostControlsClientToServer {
  mute_all: (payload: z.input<typeof muteAllPayload>, ack: Ack<{ muted: number }>) => void;
  lower_hands: (payload: z.input<typeof lowerHandsPayload>, ack: Ack<{ lowered: number }>) => void;
  remove_message: (payload: z.input<typeof removeMessagePayload>, ack: Ack<{ removed: true }>) => void;
  spotlight: (payload: z.input<typeof spotlightPayload>, ack: Ack<{ connection: string | null }>) => void;
  receive_video: (payload: z.input<typeof receiveVideoPayload>, ack: Ack<{ cameras: boolean }>) => void;
  media_stats: (payload: z.input<typeof mediaStatsPayload>, ack: Ack<{ forwarded: ForwardedPackets }>) => void;
}

export interface HostControlsServerToClient {
  /** Every raised hand was lowered by a host: everyone admitted. */
  hands_lowered: (payload: { by: string }) => void;
  /** A host removed a chat message: everyone admitted drops it. */
  message_removed: (payload: { messageId: string; roomId: string }) => void;
  /** The tile everyone's layout pins, or null. */
  spotlight_changed: (payload: { connection: string | null }) => void;
}
