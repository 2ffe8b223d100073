/**
 * The meeting chat's receipts on the shared batcher (chat/receipt-batcher.ts, R19a, ADR 0025): each sender's
 * sockets in the classroom get one `message_receipts { receipts: [{ key: reader, messageId, kind }] }`.
 */
import type { MessageReceipt } from '@chalkline/contracts';
import type { ClassroomDeps, MeetNamespace } from '../classroom-context.js';
import { deliver } from '../participants/deliver.socket.js';
import { emitTo, type RoomEvent } from '../room/room-events.js';
import { createReceiptBatcher as createBatcher, type ReceiptBatcher } from './receipt-batcher.js';

export { receiptWindowMs } from './receipt-batcher.js';

/** Gathers one meeting namespace's receipts per classroom; one per namespace (see `receiptsOf`). */
export function createReceiptBatcher(nsp: MeetNamespace, deps: ClassroomDeps, windowMs?: number) {
  async function tellSenders(roomKey: string, told: Map<string, MessageReceipt[]>) {
    const [members, sockets] = await Promise.all([deps.state.members(roomKey), deps.state.sockets(roomKey)]);
    const keyOfConnection = new Map(members.map((m) => [m.participant.connection, m.participant.key]));
    const events: RoomEvent[] = [];
    for (const [socketId, record] of sockets) {
      const receipts = told.get(keyOfConnection.get(record.connection) ?? '');
      if (receipts) events.push(emitTo({ to: 'socket', socketId }, 'message_receipts', { receipts }));
    }
    await deliver(nsp, events);
  }
  return createBatcher({
    store: (room, receipts) => deps.chat.receipts(room, receipts),
    tasks: deps.tasks,
    tell: tellSenders,
    windowMs,
    trackWrite: deps.overload?.trackWrite,
  });
}

const batchers = new WeakMap<MeetNamespace, ReceiptBatcher>();

/** The namespace's receipt batcher, made on first use. */
export function receiptsOf(nsp: MeetNamespace, deps: ClassroomDeps) {
  const known = batchers.get(nsp);
  if (known) return known;
  const batcher = createReceiptBatcher(nsp, deps);
  batchers.set(nsp, batcher);
  return batcher;
}
