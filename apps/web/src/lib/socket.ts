import { io, type Socket } from 'socket.io-client';
import { api } from './api';

const instanceKey = 'chalkline.instanceId';

/** This tab's id for the realtime server (classroom spec 7): kept in sessionStorage, so each tab has its own. */
export function getInstanceId(): string {
  const stored = window.sessionStorage.getItem(instanceKey);
  if (stored) return stored;
  const id = crypto.randomUUID();
  window.sessionStorage.setItem(instanceKey, id);
  return id;
}

/** A short-lived socket ticket from GET /auth/socket-token (the session cookie itself is HttpOnly). */
export async function fetchSocketToken(): Promise<string> {
  return (await api.get('/auth/socket-token')).data.token;
}

export interface SocketAuth {
  token: string;
  instanceId: string;
}

/**
 * The handshake data for each (re)connect attempt: a fresh ticket, since one lasts a minute, and the tab's
 * instanceId. Without a ticket (signed out, offline) the token is empty and the server refuses the attempt.
 */
export async function socketAuth(): Promise<SocketAuth> {
  const instanceId = getInstanceId();
  try {
    return { token: await fetchSocketToken(), instanceId };
  } catch {
    return { token: '', instanceId };
  }
}

/**
 * Connects to a Socket.IO namespace of the API server (same origin, `/socket.io`), authenticating with
 * `{ token, instanceId }` through the `auth` callback so every reconnect fetches a new ticket.
 */
export function connectSocket<ServerEvents extends object, ClientEvents extends object = ServerEvents>(
  namespace = '/',
): Socket<ServerEvents, ClientEvents> {
  return io(namespace, {
    path: '/socket.io',
    transports: ['websocket'],
    withCredentials: true,
    auth: (callback) => {
      void socketAuth().then(callback);
    },
  }) as unknown as Socket<ServerEvents, ClientEvents>;
}
