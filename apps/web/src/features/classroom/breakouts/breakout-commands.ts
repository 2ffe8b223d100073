/**
 * A host's breakout controls and a student's choice as requests on the classroom socket (ADR 0087, B1–B11): each
 * answers the server's ack, or `{ error }` (a refusal, or "not connected" when the socket is down or silent).
 */
import type { BreakoutsClientToServer } from '@chalkline/contracts';
import type { Answer } from '../host-controls/host-control-commands';
import { liveSocket, notConnected, type SocketHolder } from '../host-controls/host-control-commands';

type Events = BreakoutsClientToServer;
type PayloadOf<E extends keyof Events> = Parameters<Events[E]>[0];
type AnswerOf<E extends keyof Events> = Parameters<Parameters<Events[E]>[1]>[0];

function request<E extends keyof Events>(host: SocketHolder, event: E, payload: PayloadOf<E>) {
  return new Promise<AnswerOf<E>>((resolve) => {
    const socket = liveSocket(host);
    if (!socket) return resolve(notConnected);
    // Socket.IO's typed emit cannot follow a generic event name; the event map above types both ends.
    const emit = socket.emit as unknown as (
      e: E,
      p: PayloadOf<E>,
      ack: (err: Error | null, a: AnswerOf<E>) => void,
    ) => void;
    emit.call(socket, event, payload, (err, answer) => resolve(err ? notConnected : answer));
  });
}

export const breakoutCommands = (host: SocketHolder) => ({
  open: (count: number, allowChoose: boolean) => request(host, 'breakout_open', { count, allowChoose }),
  assign: (connection: string, room: number | null) =>
    request(host, 'breakout_assign', { assignments: [{ connection, room }] }),
  shuffle: () => request(host, 'breakout_shuffle', {}),
  letChoose: (allowed: boolean) => request(host, 'breakout_let_choose', { allowed }),
  choose: (room: number | null) => request(host, 'breakout_choose', { room }),
  timer: (seconds: number | null) => request(host, 'breakout_timer', { seconds }),
  broadcast: (text: string) => request(host, 'breakout_broadcast', { text }),
  visit: (room: number | null, mode: 'listen' | 'speak' = 'listen') => request(host, 'breakout_visit', { room, mode }),
  close: () => request(host, 'breakout_close', {}),
});

export type BreakoutCommands = ReturnType<typeof breakoutCommands>;
export type { Answer };
