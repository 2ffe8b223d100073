/**
 * Typed Socket.IO event maps shared by server and web. Each event has one zod schema used for the
 * TypeScript maps and for validation of what arrives. Later capabilities add their namespaces here.
 */
import { z } from 'zod';

/** Every acknowledged request answers either its data or `{ error }`. */
export type Ack<T = Record<string, never>> = (response: (T & { error?: undefined }) | { error: string }) => void;

export const alertPayload = z.object({ message: z.string() });
export type AlertPayload = z.infer<typeof alertPayload>;

export const pingPayload = z.object({ at: z.number() });

/** The root namespace: connection health only. */
export interface RootServerToClient {
  alert: (payload: AlertPayload) => void;
}
export interface RootClientToServer {
  ping: (payload: z.infer<typeof pingPayload>, ack: Ack<{ at: number; serverTime: number }>) => void;
}
