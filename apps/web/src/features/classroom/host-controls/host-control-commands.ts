/**
 * A host's controls as requests on the classroom socket (ADR 0081): each answers the server's ack, or `{ error }`
 * (a refusal, or "not connected" when the socket is down or silent), so the control can say what happened.
 */
import type { MeetSocket } from '../connection/meet-socket';

const ackTimeoutMs = 10_000;
export const notConnected = { error: 'You are not connected to the classroom right now.' };

/** What holds the classroom socket: the connection. */
export type SocketHolder = { getSocket(): MeetSocket | null };
type Host = SocketHolder;
/** The ack of a request: its data, or a refusal. */
export type Answer<T> = (T & { error?: undefined }) | { error: string };

/** The socket with an ack timeout while connected, else null. */
export const liveSocket = (host: Host) => {
  const socket = host.getSocket();
  return socket?.connected ? socket.timeout(ackTimeoutMs) : null;
};

export const muteEveryone = (host: Host) =>
  new Promise<Answer<{ muted: number }>>((resolve) => {
    const socket = liveSocket(host);
    if (!socket) return resolve(notConnected);
    socket.emit('mute_all', {}, (err, answer) => resolve(err ? notConnected : answer));
  });

export const lowerEveryHand = (host: Host) =>
  new Promise<Answer<{ lowered: number }>>((resolve) => {
    const socket = liveSocket(host);
    if (!socket) return resolve(notConnected);
    socket.emit('lower_hands', {}, (err, answer) => resolve(err ? notConnected : answer));
  });

export const removeMessage = (host: Host, messageId: string, roomId: string) =>
  new Promise<Answer<{ removed: true }>>((resolve) => {
    const socket = liveSocket(host);
    if (!socket) return resolve(notConnected);
    socket.emit('remove_message', { messageId, roomId }, (err, answer) => resolve(err ? notConnected : answer));
  });

export const spotlight = (host: Host, connection: string | null) =>
  new Promise<Answer<{ connection: string | null }>>((resolve) => {
    const socket = liveSocket(host);
    if (!socket) return resolve(notConnected);
    socket.emit('spotlight', { connection }, (err, answer) => resolve(err ? notConnected : answer));
  });
