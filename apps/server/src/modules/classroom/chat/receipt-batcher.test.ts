/** The receipt window is bounded (R19a, R37, ADR 0069): so many receipts per reader and kind, so many in all. */
import { describe, expect, it } from 'vitest';
import { createReceiptBatcher } from './receipt-batcher.js';
import type { ReportedReceipt, WatermarkMoves } from './receipts.repository.js';

const ids = ['0a', '0b', '0c'].map((p) => `${p}000000-0000-4000-8000-000000000000`);

function batcher(options: { maxPerWindow?: number; maxPerReader?: number; missing?: string[] } = {}) {
  const stored: ReportedReceipt[][] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const run: Promise<unknown>[] = [];
  const b = createReceiptBatcher({
    store: async (_room, receipts) => {
      stored.push(receipts);
      const found = new Set(receipts.map((r) => r.messageId).filter((id) => !options.missing?.includes(id)));
      return { found, covered: [] } satisfies WatermarkMoves;
    },
    tasks: { run: (_label, task) => void run.push(task()) },
    tell: async () => {},
    windowMs: 5,
    maxPerWindow: options.maxPerWindow,
    maxPerReader: options.maxPerReader,
    trackWrite: async (write) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await write;
      } finally {
        inFlight -= 1;
      }
    },
  });
  return { b, stored, run, counted: () => maxInFlight };
}
const receipt = (reader: string, messageId: string, kind: 'read' | 'delivered' = 'read') => ({
  reader,
  messageId,
  kind,
  seesAdminsOnly: false,
});

describe('receipt batcher', () => {
  it('R19a R37 one window stores every reader’s receipts together, up to so many per reader and kind', async () => {
    const { b, stored, counted } = batcher({ maxPerReader: 2 });
    const answers = await Promise.allSettled([
      // The newest need not arrive last (handlers run concurrently): both are stored, the watermark takes the newer.
      b.submit('room', 'meet:x', receipt('ada', ids[1]!)),
      b.submit('room', 'meet:x', receipt('ada', ids[0]!)),
      b.submit('room', 'meet:x', receipt('ada', ids[2]!)),
      b.submit('room', 'meet:x', receipt('ada', ids[0]!, 'delivered')),
      b.submit('room', 'meet:x', receipt('bob', ids[0]!)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'RATE_LIMITED' });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.map((r) => [r.reader, r.kind, r.messageId])).toEqual([
      ['ada', 'read', ids[1]],
      ['ada', 'read', ids[0]],
      ['ada', 'delivered', ids[0]],
      ['bob', 'read', ids[0]],
    ]);
    // The window's store is counted as a chat write in flight (the overload signal).
    expect(counted()).toBe(1);
  });

  it('R37 a window holds at most so many readers; more are refused with RATE_LIMITED, the rest are stored', async () => {
    const { b, stored } = batcher({ maxPerWindow: 2 });
    const answers = await Promise.allSettled([
      b.submit('room', 'meet:x', receipt('ada', ids[0]!)),
      b.submit('room', 'meet:x', receipt('bob', ids[0]!)),
      b.submit('room', 'meet:x', receipt('cy', ids[0]!)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((answers[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'RATE_LIMITED' });
    expect(stored[0]!.map((r) => r.reader)).toEqual(['ada', 'bob']);
  });

  it('R19c an unknown message still answers an error', async () => {
    const { b } = batcher({ missing: [ids[2]!] });
    await expect(b.submit('room', 'meet:x', receipt('ada', ids[2]!))).rejects.toThrow('No such message in this room');
  });
});
