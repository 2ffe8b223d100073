/** Real Socket.IO clients for classroom tests: connect to `/meet/{id}`, wait for events, emit with acks. */
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * How long a test waits for an ack or an event before failing. A guard against hangs, not a speed
 * assertion: on a loaded two-core CI machine the first ack of a file (cold imports, first queries)
 * has taken over 5 s.
 */
export const SOCKET_WAIT_MS = 15_000;

export interface Client {
  socket: Socket;
  instanceId: string;
  /** Every event received, in order, for asserting what did (not) arrive. */
  received: { event: string; payload: unknown }[];
  emit<T = Record<string, unknown>>(event: string, ...args: unknown[]): Promise<T>;
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openClient(
  baseUrl: string,
  meetingId: string,
  token: string,
  instanceId: string = randomUUID(),
): Promise<Client> {
  const socket = connect(`${baseUrl}/meet/${meetingId}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token, instanceId },
  });
  const received: Client['received'] = [];
  socket.onAny((event, payload) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    instanceId,
    received,
    emit: (event, ...args) => socket.timeout(SOCKET_WAIT_MS).emitWithAck(event, ...args),
    next: (event, timeoutMs = SOCKET_WAIT_MS) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        socket.once(event, (payload) => {
          clearTimeout(timer);
          resolve(payload);
        });
      }),
    close: () => socket.close(),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
