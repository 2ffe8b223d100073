/** Whiteboard sync events (classroom spec §7) and the HTTP shapes for listing, creating and loading boards. */
import { z } from 'zod';
import type { Ack } from './events.js';

/** Largest single Yjs update or awareness message accepted (a stroke is a few hundred bytes). */
export const maxWhiteboardUpdateBytes = 1024 * 1024;

const binary = z
  .custom<Uint8Array | ArrayBuffer>(
    (v) => v instanceof Uint8Array || v instanceof ArrayBuffer,
    'An update must be binary data',
  )
  .transform((v) => (v instanceof Uint8Array ? v : new Uint8Array(v)))
  .refine(
    (v) => v.byteLength > 0 && v.byteLength <= maxWhiteboardUpdateBytes,
    'An update must be between 1 byte and 1 MB',
  );

export const startWhiteboardPayload = z.object({ whiteboardId: z.uuid('Unknown whiteboard') });
export const endWhiteboardPayload = z.object({ whiteboardId: z.uuid('Unknown whiteboard') });
export const yUpdatePayload = z.object({ whiteboardId: z.uuid('Unknown whiteboard'), update: binary });
export const yAwarenessPayload = z.object({
  update: binary,
  awarenessId: z.union([z.number().int(), z.string().max(64)]),
});
export const removeAwarenessPayload = z.object({ awarenessId: z.union([z.number().int(), z.string().max(64)]) });

export interface WhiteboardClientToServer {
  start_whiteboard: (
    payload: z.input<typeof startWhiteboardPayload>,
    ack: Ack<{ proceed: boolean; state: Uint8Array }>,
  ) => void;
  end_whiteboard: (payload: z.input<typeof endWhiteboardPayload>, ack: Ack<{ proceed: boolean }>) => void;
  y_update: (payload: { whiteboardId: string; update: Uint8Array }, ack?: Ack) => void;
  y_awareness_update: (payload: { update: Uint8Array; awarenessId: number | string }, ack?: Ack) => void;
  'remove-awareness': (payload: { awarenessId: number | string }, ack?: Ack) => void;
}

export interface WhiteboardServerToClient {
  start_whiteboard: (payload: { whiteboardId: string; state: Uint8Array }) => void;
  end_whiteboard: (payload: { whiteboardId: string }) => void;
  y_update: (payload: { whiteboardId: string; update: Uint8Array }) => void;
  y_awareness_update: (payload: { update: Uint8Array; awarenessId: number | string }) => void;
  'remove-awareness': (payload: { awarenessId: number | string }) => void;
  y_remove_awareness: (payload: { awarenessId: number | string }) => void;
}

// HTTP (classroom spec 7: list reads data.whiteboards, create reads data.whiteboard.key).
export const whiteboardListQuery = z.object({ roomId: z.string().min(1).max(200) });
export const createWhiteboardInput = z.object({ roomId: z.string().min(1).max(200), sessionId: z.uuid().optional() });
export const loadWhiteboardInput = z.object({
  roomId: z.string().min(1).max(200),
  whiteboardId: z.uuid('Unknown whiteboard'),
});
export const whiteboardSummary = z.object({ key: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type WhiteboardSummary = z.infer<typeof whiteboardSummary>;
