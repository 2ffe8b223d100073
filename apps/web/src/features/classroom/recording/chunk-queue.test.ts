import 'fake-indexeddb/auto';
import { createStore, keys } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { backoff, ChunkQueue, type StoredChunk } from './chunk-queue';

const chunk = (seq: number, final = false): StoredChunk => ({
  recordingId: 'rec-1',
  seq,
  final,
  blob: new Blob([`chunk ${seq}`], { type: 'video/webm' }),
});
const settle = () => new Promise((r) => setTimeout(r, 40));
const offline = () => new ApiError(0, { message: 'offline', code: 'NETWORK_ERROR' });

describe('the recorder’s chunk outbox (R35)', () => {
  it('keeps every chunk in IndexedDB until acknowledged, retrying in sequence order after failures', async () => {
    const store = createStore(`rec-test-${Math.random()}`, 'chunks');
    let online = false;
    const sent: number[] = [];
    const queue = new ChunkQueue({
      store,
      upload: async (c) => {
        if (!online) throw offline();
        sent.push(c.seq);
      },
      delayMs: () => 60_000,
    });
    const pending: number[] = [];
    queue.onPending((n) => pending.push(n));
    await queue.add(chunk(0));
    await queue.add(chunk(1));
    await settle();
    // Nothing acknowledged: both still kept, nothing lost.
    expect(sent).toEqual([]);
    expect((await keys(store)).length).toBe(2);

    // A page opened later (a reload) finds and sends them, oldest first.
    online = true;
    const again = new ChunkQueue({ store, upload: async (c) => void sent.push(c.seq), delayMs: () => 10 });
    await again.add(chunk(2, true));
    await settle();
    expect(sent).toEqual([0, 1, 2]);
    expect(await keys(store)).toEqual([]);
    expect(pending.at(-1)).toBe(2);
    queue.close();
    again.close();
  });

  it('retries a failed upload after a backoff, and drops a chunk the server refuses for good', async () => {
    const store = createStore(`rec-test-${Math.random()}`, 'chunks');
    const attempts: number[] = [];
    const waits: number[] = [];
    let failures = 2;
    const queue = new ChunkQueue({
      store,
      upload: async (c) => {
        attempts.push(c.seq);
        if (c.seq === 5) throw new ApiError(403, { message: 'no', code: 'FORBIDDEN' });
        if (failures-- > 0) throw offline();
      },
      delayMs: (attempt) => {
        waits.push(attempt);
        return 5;
      },
    });
    await queue.add(chunk(4));
    await queue.settled();
    expect(attempts).toEqual([4, 4, 4]);
    expect(waits).toEqual([1, 2]);
    await queue.add(chunk(5));
    await queue.settled();
    expect(await keys(store)).toEqual([]);
    queue.close();
  });

  it('backs off from 1 s, doubling, up to 30 s', () => {
    expect([1, 2, 3, 6, 10].map(backoff)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });
});
