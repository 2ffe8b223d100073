/**
 * The order of shedding (R37, ADR 0069), applied to socket events on this node from the overload level
 * (`overload.ts`) and the write-buffer sweep (`outgoing-buffers.ts`):
 *
 * 1. Always: droppable events (typing, receipts, reactions, cursors) skip sockets whose write buffer is over its
 *    soft limit; a socket over its hard limit is closed, and catches up when it reconnects.
 * 2. `shed`: droppable events from clients are refused with `RATE_LIMITED` before anything is stored or relayed
 *    (a receipt is a watermark: the reader's next one covers it); droppable events to clients go out volatile
 *    (Socket.IO skips a socket whose transport is still busy with earlier packets).
 * 3. `refuse` (or chat writes in flight at their limit): new chat messages and poll answers are refused with `RATE_LIMITED` too,
 *    before they are stored, so a message acknowledged `sent` is always one that was stored.
 *
 * Nothing else is shed: admission, media signalling, the whiteboard's document updates and host decisions go on.
 */
import type { ClientEventName } from '@chalkline/contracts';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';
import { AppError } from '../errors/app-error.js';
import type { EventGuard } from './handle.js';
import { type BufferedSocket, type BufferLimits, bufferLimits, sweepBuffers } from './outgoing-buffers.js';
import type { OverloadMonitor } from './overload.js';

/** Client events refused from the `shed` level on: what the next such event makes up for. */
export const droppedFirst: ReadonlySet<string> = new Set<ClientEventName>([
  'message_read',
  'message_delivered',
  'typing',
  'typing_off',
  'reaction',
  'give_reaction',
  'y_awareness_update',
]);

/**
 * Client events refused at the `refuse` level: what a person chose and expects kept (a message, a poll answer,
 * ADR 0073), refused before it is stored so an acknowledged one always was.
 */
export const refusedNext: ReadonlySet<string> = new Set<ClientEventName>(['message', 'poll_answer']);

/** Server events that may be dropped for a socket (volatile under load, never to a slow socket). */
export const droppableOut: ReadonlySet<string> = new Set([
  'typing',
  'typing_off',
  'message_receipts',
  'message_delivered',
  'message_read',
  'reaction',
  'y_awareness_update',
]);

export const overloadedText = 'The classroom is very busy right now. Please wait a moment and try again.';

const overloaded = () => new AppError(429, 'RATE_LIMITED', overloadedText);

/** The guard every sheddable socket runs before its handlers (after validation and permission, before limits). */
export function sheddingGuard(monitor: OverloadMonitor): EventGuard {
  return async (event) => {
    const level = monitor.level();
    if (level === 'ok' && !(refusedNext.has(event) && monitor.writesFull())) return;
    if (droppedFirst.has(event)) throw overloaded();
    if (refusedNext.has(event) && (level === 'refuse' || monitor.writesFull())) throw overloaded();
  };
}

export interface Shedding {
  monitor: OverloadMonitor;
  /** Socket ids over the soft write-buffer limit at the last sweep. */
  slow: ReadonlySet<string>;
}
const byServer = new WeakMap<object, Shedding>();

/** This server's shedding state (undefined when shedding is not attached: a test server of its own). */
export const sheddingOf = (io: object): Shedding | undefined => byServer.get(io);

/** How to emit a server event now: whether volatile, and which sockets to leave out. */
export function outgoingFor(io: object, event: string): { volatile: boolean; except: string[] } {
  const shed = byServer.get(io);
  if (!shed || !droppableOut.has(event)) return { volatile: false, except: [] };
  return { volatile: shed.monitor.level() !== 'ok', except: shed.slow.size ? [...shed.slow] : [] };
}

function* socketsOf(io: Server): Iterable<BufferedSocket> {
  for (const nsp of io._nsps.values())
    for (const socket of nsp.sockets.values()) yield socket as unknown as BufferedSocket; // writeBuffer is private in the typings, public at run time
}

/** Makes the monitor's every sample sweep the server's write buffers (and close the sockets over a hard limit). */
export function attachShedding(io: Server, monitor: OverloadMonitor, log: Logger, limits: BufferLimits = bufferLimits) {
  const state: Shedding = { monitor, slow: new Set() };
  byServer.set(io, state);
  monitor.readBuffersWith(() => {
    const sweep = sweepBuffers(socketsOf(io), limits);
    state.slow = sweep.slow;
    if (sweep.closed.length) log.warn({ sockets: sweep.closed }, 'closed connections over their write-buffer limit');
    return sweep.packets;
  });
  return state;
}
