/**
 * What the whiteboard needs of the classroom socket, and the bytes that travel on it. Socket.IO delivers
 * binary as ArrayBuffer in browsers (Buffer in Node); the admission snapshot carries the state as base64.
 */
import type { MeetClientToServer, MeetServerToClient } from '@chalkline/contracts';
import type { Socket } from 'socket.io-client';

/** A listener of any server event (each handler names its own payload type). */
export type SocketListener = (...args: never[]) => void;

/** The part of a socket.io-client `Socket` the whiteboard uses, with untyped events (tests fake it). */
export interface WhiteboardSocket {
  readonly connected: boolean;
  on(event: string, listener: SocketListener): unknown;
  off(event: string, listener: SocketListener): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/** The classroom socket (namespace `/meet/{meetingId}`, already admitted): the typed one, or a stand-in. */
export type ClassroomSocket = Socket<MeetServerToClient, MeetClientToServer> | WhiteboardSocket;

/** The untyped view of a classroom socket: whiteboard handlers name their own payload types. */
export const untyped = (socket: ClassroomSocket): WhiteboardSocket => socket as WhiteboardSocket;

/** A Yjs update or state as it arrives: bytes, an ArrayBuffer, or base64 text (the snapshot's `state`). */
export type StateInput = Uint8Array | ArrayBuffer | string | null | undefined;

/** The bytes of a state or update; null, undefined and '' give no bytes. */
export function toBytes(value: StateInput): Uint8Array {
  if (!value) return new Uint8Array();
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  const text = atob(value);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** An encoded update with no structs and no deletions (`[0, 0]`). */
export const isEmptyUpdate = (update: Uint8Array) => update.byteLength <= 2 && update.every((b) => b === 0);

const ackTimeoutMs = 10_000;

/** Emits a request and resolves with its ack, rejecting on `{ error }` or when no answer comes in 10 s. */
export function request<T>(socket: ClassroomSocket, event: string, payload: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The classroom did not answer. Please try again.')), ackTimeoutMs);
    untyped(socket).emit(event, payload, (answer: (T & { error?: undefined }) | { error: string }) => {
      clearTimeout(timer);
      if (answer && typeof answer === 'object' && typeof answer.error === 'string') reject(new Error(answer.error));
      else resolve(answer as T);
    });
  });
}

/** A board open in the classroom: its id and, when known, its whole state. */
export interface OpenBoard {
  whiteboardId: string;
  state?: StateInput;
}

/**
 * Opens (or switches to) a board for everyone in the classroom (R24). Resolves with the board's state from
 * the ack; everyone else gets `start_whiteboard { whiteboardId, state }`.
 */
export async function startWhiteboard(socket: ClassroomSocket, whiteboardId: string): Promise<OpenBoard> {
  const answer = await request<{ proceed: boolean; state: StateInput }>(socket, 'start_whiteboard', { whiteboardId });
  if (!answer.proceed) throw new Error('The whiteboard could not be opened');
  return { whiteboardId, state: toBytes(answer.state) };
}

/** Closes the board for everyone (R24); the others get `end_whiteboard`. Only the server's proceed closes it. */
export async function endWhiteboard(socket: ClassroomSocket, whiteboardId: string): Promise<void> {
  const answer = await request<{ proceed: boolean }>(socket, 'end_whiteboard', { whiteboardId });
  if (!answer?.proceed) throw new Error('The whiteboard could not be closed');
}
