/**
 * Receipts as watermarks (R19a, ADR 0025), shared by the meeting chat and the platform chat. A room's receipts
 * gather for a short window; then one statement moves every reader's watermarks, each receipt is answered, and
 * each sender is told once, per reader, the sender's own newest message reached (the client marks it and every
 * older message of its own). Nobody else hears receipts, so a message costs a room O(members), not O(members²).
 */
import type { MessageReceipt } from '@chalkline/contracts';
import { badRequest } from '../../../errors/app-error.js';
import type { Covered, ReportedReceipt, WatermarkMoves } from './receipts.repository.js';

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
export function receiptsPerSender(covered: Covered[]): Map<string, MessageReceipt[]> {
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

export interface ReceiptBatcherDeps {
  /** Stores a window of one room's receipts (the engine's `receipts`). */
  store(room: string, receipts: ReportedReceipt[]): Promise<WatermarkMoves>;
  /** Runs the window's timer outside the event that opened it (shutdown waits for it). */
  tasks: { run(label: string, task: () => Promise<unknown>): void };
  /** Tells each sender (by person key) their receipts; `batchKey` is what `submit` was given. */
  tell(batchKey: string, told: Map<string, MessageReceipt[]>): Promise<void>;
  windowMs?: number;
}

/** Gathers receipts per batch key (a classroom, a conversation) for a window, then stores and tells them. */
export function createReceiptBatcher(deps: ReceiptBatcherDeps) {
  const batches = new Map<string, Batch>();
  const windowMs = deps.windowMs ?? receiptWindowMs;

  async function flush(batchKey: string) {
    const batch = batches.get(batchKey);
    batches.delete(batchKey);
    if (!batch) return;
    try {
      const { found, covered } = await deps.store(batch.room, batch.waiting);
      for (const w of batch.waiting)
        w.done(found.has(w.messageId.toLowerCase()) ? undefined : badRequest('No such message in this room'));
      const told = receiptsPerSender(covered);
      if (told.size) await deps.tell(batchKey, told);
    } catch (error) {
      for (const w of batch.waiting) w.done(error as Error);
      throw error;
    }
  }

  return {
    /** Stores the receipt with the rest of its window; settles once stored (rejects for an unknown message). */
    submit(batchKey: string, room: string, receipt: ReportedReceipt): Promise<void> {
      let batch = batches.get(batchKey);
      if (!batch) {
        batch = { room, waiting: [] };
        batches.set(batchKey, batch);
        deps.tasks.run('chat receipts', () => new Promise((r) => setTimeout(r, windowMs)).then(() => flush(batchKey)));
      }
      const waiting = batch.waiting;
      return new Promise((resolve, reject) =>
        waiting.push({ ...receipt, done: (error) => (error ? reject(error) : resolve()) }),
      );
    },
  };
}
export type ReceiptBatcher = ReturnType<typeof createReceiptBatcher>;
