/**
 * Registers a socket event by name: its payload schema and its permission come from contracts' event tables, so a
 * name, its schema and who may send it cannot drift apart; the handler's payload type is inferred and what it
 * returns must be the event map's ack data. An event without a declared permission cannot be registered. Every
 * event runs: validation → the declared permission (closed by default, ADR 0027) → the socket's guards → handler.
 * A bad payload (a NUL character anywhere included), a refusal or a failing handler answers `{ error }` through the
 * ack and never reaches the process. An `ordered` event is handled one at a time per socket, in the order it
 * arrived (permission, guard and handler all).
 */
import {
  type ChatClientToServer,
  type ClientEventName,
  type ClientEventPayload,
  clientEventSchemas,
  type ErrorCode,
  type EventPermission,
  eventPermissions,
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

/**
 * Decides a non-`connected` permission for one event of one socket (its namespace knows what `member` and
 * `classroom.host` mean there) and returns what it found (the classroom member, say), which the handler receives.
 * It throws the refusal.
 */
export type EventAuthorizer = (
  permission: Exclude<EventPermission, 'connected'>,
  event: ClientEventName,
  payload: unknown,
) => Promise<unknown>;
const authorizers = new WeakMap<object, EventAuthorizer>();

/** Gives `socket` the authorizer of its namespace; without one, every event but a `connected` one is refused. */
export function authorizeEvents(socket: AnySocket, authorizer: EventAuthorizer) {
  authorizers.set(socket, authorizer);
}

/** The refusal of an event a socket's namespace does not open (closed by default). */
export const notOpenHere = 'This event is not open to you here';

/** The ack for a refusal; a rate limit carries its code, which clients act on (they back off, R32). */
/** The refusals a client acts on carry their code: slow down (`RATE_LIMITED`), or record without them (ADR 0079). */
const codedRefusals = new Set<ErrorCode>(['RATE_LIMITED', 'CONSENT_REQUIRED']);
const errorAck = (error: AppError) =>
  codedRefusals.has(error.code) ? { error: error.message, code: error.code } : { error: error.message };

/** Applies `permission` for one event: `connected` needs nothing more; anything else, the namespace's authorizer. */
async function authorize(socket: AnySocket, permission: EventPermission, event: ClientEventName, payload: unknown) {
  if (permission === 'connected') return undefined;
  const authorizer = authorizers.get(socket);
  if (!authorizer) throw new AppError(403, 'FORBIDDEN', notOpenHere);
  return authorizer(permission, event, payload);
}

/**
 * `C` is what the socket's authorizer returns for this event's permission (`undefined` for a `connected` event):
 * the namespace that installs the authorizer names it, e.g. the classroom's admitted member.
 */
export function onEvent<E extends ClientEventName, C = undefined>(
  socket: AnySocket,
  event: E,
  handler: (payload: ClientEventPayload<E>, context: C) => AckData<E> | Promise<AckData<E>>,
  log: Logger,
  options: { ordered?: boolean } = {},
) {
  const permission: EventPermission | undefined = (eventPermissions as Record<string, EventPermission>)[event];
  if (!permission) throw new Error(`The socket event "${event}" declares no permission in contracts' eventPermissions`);
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
      const context = await authorize(socket, permission, event, data);
      for (const guard of guards.get(socket) ?? []) await guard(event, data);
      ack((await handler(data, context as C)) ?? {});
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
