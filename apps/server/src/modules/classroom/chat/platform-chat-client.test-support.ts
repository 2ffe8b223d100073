/** A real Socket.IO client of the `/chat` namespace for tests: emit with acks, wait for events, see what arrived. */
import { randomUUID } from 'node:crypto';
import { chatNamespace } from '@chalkline/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_WAIT_MS } from '../../../../test/classroom-client.js';

export interface ChatClient {
  socket: Socket;
  received: { event: string; payload: unknown }[];
  emit<T = Record<string, unknown>>(event: string, payload: unknown): Promise<T>;
  next<T = unknown>(event: string, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openChatClient(baseUrl: string, token: string): Promise<ChatClient> {
  const socket = connect(`${baseUrl}${chatNamespace}`, {
    transports: ['websocket'],
    reconnection: false,
    auth: { token, instanceId: randomUUID() },
  });
  const received: ChatClient['received'] = [];
  socket.onAny((event, payload) => received.push({ event, payload }));
  // Registered, not only connected: the server joins the person's channel and groups after connecting, from the
  // database, and then tells the socket its own presence; a message sent to someone before that would miss them.
  const registered = new Promise<void>((resolve) => socket.once('presence', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await registered;
  return {
    socket,
    received,
    emit: (event, payload) => socket.timeout(SOCKET_WAIT_MS).emitWithAck(event, payload),
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

/** A message as a client sends it. */
export const outgoing = (room: string, content: string, key: string = randomUUID()) => ({
  message: { key, room, content },
});
