/**
 * Receipts as watermarks (R19a, ADR 0025), shared by the meeting chat and the platform chat. A room's receipts
 * gather for a short window; then one statement moves every reader's watermarks, each receipt is answered, and
 * each sender is told once, per reader, the sender's own newest message reached (the client marks it and every
 * older message of its own). Nobody else hears receipts, so a message costs a room O(members), not O(members²).
 */
import type { MessageReceipt } from '@chalkline/contracts';
import { AppError, badRequest } from '../../../errors/app-error.js';
import { overloadedText } from '../../../realtime/shedding.js';
import type { Covered, ReportedReceipt, WatermarkMoves } from './receipts.repository.js';

/** How long receipts gather before they are stored and their senders told. */
export const receiptWindowMs = 50;

interface Waiting extends ReportedReceipt {
  done: (error?: Error) => void;
}
interface Batch {
  room: string;
  waiting: Waiting[];
  /** Receipts per reader and kind in this window. */
  perReader: Map<string, number>;
}

/**
 * A window holds at most this many receipts, and this many per reader and kind (clients send one per 300 ms,
 * R19b); more are refused with `RATE_LIMITED` (R37), so a window is bounded by the room's size. Receipts of one
 * reader are not merged: handlers run concurrently, so the last to arrive need not be the newest.
 */
export const maxReceiptsPerWindow = 2_000;
export const maxReceiptsPerReader = 4;

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

const tooManyReceipts = () => new AppError(429, 'RATE_LIMITED', overloadedText);

export interface ReceiptBatcherDeps {
  /** Stores a window of one room's receipts (the engine's `receipts`). */
  store(room: string, receipts: ReportedReceipt[]): Promise<WatermarkMoves>;
  /** Runs the window's timer outside the event that opened it (shutdown waits for it). */
  tasks: { run(label: string, task: () => Promise<unknown>): void };
  /** Tells each sender (by person key) their receipts; `batchKey` is what `submit` was given. */
  tell(batchKey: string, told: Map<string, MessageReceipt[]>): Promise<void>;
  windowMs?: number;
  /** Counts each window's store while it runs (the overload signal's chat writes in flight, ADR 0069). */
  trackWrite?: <T>(write: Promise<T>) => Promise<T>;
  maxPerWindow?: number;
  maxPerReader?: number;
}

/** Gathers receipts per batch key (a classroom, a conversation) for a window, then stores and tells them. */
export function createReceiptBatcher(deps: ReceiptBatcherDeps) {
  const batches = new Map<string, Batch>();
  const windowMs = deps.windowMs ?? receiptWindowMs;
  const maxPerWindow = deps.maxPerWindow ?? maxReceiptsPerWindow;
  const maxPerReader = deps.maxPerReader ?? maxReceiptsPerReader;
  const track = deps.trackWrite ?? (<T>(write: Promise<T>) => write);

  async function flush(batchKey: string) {
    const batch = batches.get(batchKey);
    batches.delete(batchKey);
    if (!batch) return;
    const waiting = batch.waiting;
    try {
      const { found, covered } = await track(deps.store(batch.room, waiting));
      for (const w of waiting)
        w.done(found.has(w.messageId.toLowerCase()) ? undefined : badRequest('No such message in this room'));
      const told = receiptsPerSender(covered);
      if (told.size) await deps.tell(batchKey, told);
    } catch (error) {
      for (const w of waiting) w.done(error as Error);
      throw error;
    }
  }

  return {
    /** Stores the receipt with the rest of its window; settles once stored (rejects for an unknown message). */
    submit(batchKey: string, room: string, receipt: ReportedReceipt): Promise<void> {
      let batch = batches.get(batchKey);
      if (!batch) {
        batch = { room, waiting: [], perReader: new Map() };
        batches.set(batchKey, batch);
        deps.tasks.run('chat receipts', () => new Promise((r) => setTimeout(r, windowMs)).then(() => flush(batchKey)));
      }
      const slot = `${receipt.reader}\u0000${receipt.kind}`;
      const ofReader = batch.perReader.get(slot) ?? 0;
      if (ofReader >= maxPerReader || batch.waiting.length >= maxPerWindow) return Promise.reject(tooManyReceipts());
      batch.perReader.set(slot, ofReader + 1);
      const waiting = batch.waiting;
      return new Promise((resolve, reject) =>
        waiting.push({ ...receipt, done: (error) => (error ? reject(error) : resolve()) }),
      );
    },
  };
}
export type ReceiptBatcher = ReturnType<typeof createReceiptBatcher>;
