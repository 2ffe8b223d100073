/**
 * Receipts as watermarks (R19a, ADR 0025). A classroom's receipts gather for a short window; then one statement
 * moves every reader's watermarks, each receipt is answered, and each sender's sockets get one
 * `message_receipts { receipts: [{ key: reader, messageId, kind }] }` naming, per reader, the sender's own newest
 * message reached (the client marks it and every older message of its own). Nobody else hears receipts, so a
 * message costs a classroom O(members), not O(members²).
 */
import type { MessageReceipt } from '@chalkline/contracts';
import { badRequest } from '../errors/app-error.js';
import type { Covered, ReportedReceipt } from './chat-receipts.repository.js';
import type { ClassroomDeps, MeetNamespace } from './classroom-context.js';
import { deliver } from './deliver.socket.js';
import { emitTo, type RoomEvent } from './room-events.js';

/** How long receipts gather before they are stored and their senders told. */
export const receiptWindowMs = 50;

interface Waiting extends ReportedReceipt {
  done: (error?: Error) => void;
}
interface Batch {
  room: string;
  waiting: Waiting[];
}

/** Per sender, what to tell them: per reader and kind the newest message; a delivery behind a read is left out. */
function receiptsPerSender(covered: Covered[]): Map<string, MessageReceipt[]> {
  const newest = new Map<string, Map<string, { delivered?: Covered; read?: Covered }>>();
  for (const c of covered) {
    const readers = newest.get(c.sender) ?? new Map();
    newest.set(c.sender, readers);
    const marks = readers.get(c.reader) ?? {};
    if (!marks[c.kind] || marks[c.kind].seq < c.seq) marks[c.kind] = c;
    readers.set(c.reader, marks);
  }
  const told = new Map<string, MessageReceipt[]>();
  for (const [sender, readers] of newest) {
    const receipts: MessageReceipt[] = [];
    for (const [key, { delivered, read }] of readers) {
      if (delivered && (!read || delivered.seq > read.seq))
        receipts.push({ key, messageId: delivered.messageId, kind: 'delivered' });
      if (read) receipts.push({ key, messageId: read.messageId, kind: 'read' });
    }
    told.set(sender, receipts);
  }
  return told;
}

/** Gathers one meeting namespace's receipts per classroom; one per namespace (see `receiptsOf`). */
export function createReceiptBatcher(nsp: MeetNamespace, deps: ClassroomDeps, windowMs = receiptWindowMs) {
  const batches = new Map<string, Batch>();

  async function tellSenders(roomKey: string, covered: Covered[]) {
    const told = receiptsPerSender(covered);
    if (!told.size) return;
    const [members, sockets] = await Promise.all([deps.state.members(roomKey), deps.state.sockets(roomKey)]);
    const keyOfConnection = new Map(members.map((m) => [m.participant.connection, m.participant.key]));
    const events: RoomEvent[] = [];
    for (const [socketId, record] of sockets) {
      const receipts = told.get(keyOfConnection.get(record.connection) ?? '');
      if (receipts) events.push(emitTo({ to: 'socket', socketId }, 'message_receipts', { receipts }));
    }
    await deliver(nsp, events);
  }

  async function flush(roomKey: string) {
    const batch = batches.get(roomKey);
    batches.delete(roomKey);
    if (!batch) return;
    try {
      const { found, covered } = await deps.chat.receipts(batch.room, batch.waiting);
      for (const w of batch.waiting)
        w.done(found.has(w.messageId.toLowerCase()) ? undefined : badRequest('No such message in this room'));
      await tellSenders(roomKey, covered);
    } catch (error) {
      for (const w of batch.waiting) w.done(error as Error);
      throw error;
    }
  }

  return {
    /** Stores the receipt with the rest of its window; settles once stored (rejects for an unknown message). */
    submit(roomKey: string, room: string, receipt: ReportedReceipt): Promise<void> {
      let batch = batches.get(roomKey);
      if (!batch) {
        batch = { room, waiting: [] };
        batches.set(roomKey, batch);
        deps.tasks.run('chat receipts', () => new Promise((r) => setTimeout(r, windowMs)).then(() => flush(roomKey)));
      }
      const waiting = batch.waiting;
      return new Promise((resolve, reject) =>
        waiting.push({ ...receipt, done: (error) => (error ? reject(error) : resolve()) }),
      );
    },
  };
}
export type ReceiptBatcher = ReturnType<typeof createReceiptBatcher>;

const batchers = new WeakMap<MeetNamespace, ReceiptBatcher>();

/** The namespace's receipt batcher, made on first use. */
export function receiptsOf(nsp: MeetNamespace, deps: ClassroomDeps) {
  const known = batchers.get(nsp);
  if (known) return known;
  const batcher = createReceiptBatcher(nsp, deps);
  batchers.set(nsp, batcher);
  return batcher;
}
