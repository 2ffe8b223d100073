/**
 * Registers a socket event by name: its payload schema comes from contracts' event table, so a name and its
 * schema cannot drift apart; the handler's payload type is inferred and what it returns must be the event map's
 * ack data. A bad payload (a NUL character anywhere included) or a failing handler answers `{ error }` through the
 * ack and never reaches the process. A socket's guard (`guardEvents`) runs between validation and the handler.
 * An `ordered` event is handled one at a time per socket, in the order it arrived (guard and handler both).
 */
import {
  type ChatClientToServer,
  type ClientEventName,
  type ClientEventPayload,
  clientEventSchemas,
  type MeetClientToServer,
  type RootClientToServer,
} from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { findNul, nulMessage } from '../http/nul-guard.js';

type AckFn = (response: unknown) => void;
type ClientMaps = MeetClientToServer & RootClientToServer & ChatClientToServer;
// biome-ignore lint/suspicious/noExplicitAny: any payload.
type AckParam<F> = F extends (payload: any, ack: infer A) => void ? NonNullable<A> : never;
/** What a handler of `E` answers: the data of the event map's ack (its `{ error }` case is thrown instead). */
export type AckData<E extends ClientEventName> =
  AckParam<ClientMaps[E]> extends (response: infer R) => void ? Exclude<R, { error: string }> : never;
// biome-ignore lint/suspicious/noExplicitAny: any namespace's typed socket.
type AnySocket = Socket<any, any, any, any>;

/** A check run after validation and before every handler of one socket (room-event rate limits, R32). */
export type EventGuard = <E extends ClientEventName>(event: E, payload: ClientEventPayload<E>) => Promise<void>;
const guards = new WeakMap<object, EventGuard[]>();

/**
 * Puts every event of `socket` registered with `onEvent` behind `guard` (after any guards added before); what it
 * throws is the event's ack.
 */
export function guardEvents(socket: AnySocket, guard: EventGuard) {
  guards.set(socket, [...(guards.get(socket) ?? []), guard]);
}

/** The ack for a refusal; a rate limit carries its code, which clients act on (they back off, R32). */
const errorAck = (error: AppError) =>
  error.code === 'RATE_LIMITED' ? { error: error.message, code: error.code } : { error: error.message };

export function onEvent<E extends ClientEventName>(
  socket: AnySocket,
  event: E,
  handler: (payload: ClientEventPayload<E>) => AckData<E> | Promise<AckData<E>>,
  log: Logger,
  options: { ordered?: boolean } = {},
) {
  const schema: z.ZodType = clientEventSchemas[event];
  const handle = async (...args: unknown[]) => {
    const last = args.at(-1);
    const ack: AckFn = typeof last === 'function' ? (last as AckFn) : () => {};
    const hasAck = typeof last === 'function';
    const payload = hasAck && args.length === 1 ? undefined : args[0];
    const nul = findNul(payload);
    if (nul) {
      ack({ error: `${nul.join('.') || 'payload'}: ${nulMessage}` });
      return;
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      ack({ error: parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ') });
      return;
    }
    try {
      const data = parsed.data as ClientEventPayload<E>;
      for (const guard of guards.get(socket) ?? []) await guard(event, data);
      ack((await handler(data)) ?? {});
    } catch (error) {
      if (error instanceof AppError) ack(errorAck(error));
      else {
        log.error({ err: error, event }, 'socket handler failed');
        ack({ error: 'Something went wrong on our side. Please try again.' });
      }
    }
  };
  // Every failure is its event's ack; the catch only keeps the chain going whatever happens.
  let previous: Promise<void> = Promise.resolve();
  (socket as Socket).on(event as string, (...args: unknown[]) => {
    if (!options.ordered) return void handle(...args);
    previous = previous.then(() => handle(...args)).catch(() => undefined);
  });
}
