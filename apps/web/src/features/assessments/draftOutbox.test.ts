import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { DraftOutbox, type PendingDraft } from './draftOutbox';

const draft = (seq: number, text: string): PendingDraft => ({ kind: 'home', assignment: 'a1', seq, text, files: [] });
const settle = () => new Promise((r) => setTimeout(r, 30));
const store = () => createStore(`hand-in-test-${Math.random()}`, 'drafts');

describe('the hand-in draft outbox', () => {
  it('keeps the draft written offline and sends only the latest once back online', async () => {
    let online = false;
    const sent: PendingDraft[] = [];
    const pending: boolean[] = [];
    const outbox = new DraftOutbox('a1', {
      store: store(),
      send: async (d) => {
        if (!online) throw new ApiError(0, { message: 'offline', code: 'NETWORK_ERROR' });
        sent.push(d);
      },
      delayMs: () => 60_000,
      onPending: (p) => pending.push(p),
    });
    await outbox.put(draft(1, '<p>first</p>'));
    await outbox.put(draft(2, '<p>second</p>'));
    await settle();
    expect(sent).toEqual([]);
    expect((await outbox.pending())?.text).toBe('<p>second</p>');
    online = true;
    expect(await outbox.flush()).toBe(false);
    expect(sent.map((d) => d.text)).toEqual(['<p>second</p>']);
    expect(pending.at(-1)).toBe(false);
    outbox.close();
  });

  it('survives a reload: a new outbox on the same store finds the unsent draft', async () => {
    const shared = store();
    const first = new DraftOutbox('a1', {
      store: shared,
      send: async () => {
        throw new ApiError(0, { message: 'offline', code: 'NETWORK_ERROR' });
      },
      delayMs: () => 60_000,
    });
    await first.put(draft(5, '<p>kept</p>'));
    first.close();
    const second = new DraftOutbox('a1', { store: shared, send: async () => {} });
    expect((await second.pending())?.text).toBe('<p>kept</p>');
    second.close();
  });

  it('drops a draft the server refuses for good (the cut-off passed) and says so', async () => {
    const refused: unknown[] = [];
    const outbox = new DraftOutbox('a1', {
      store: store(),
      send: async () => {
        throw new ApiError(409, { message: 'closed', code: 'CONFLICT' });
      },
      onRefused: (e) => refused.push(e),
    });
    await outbox.put(draft(1, '<p>late</p>'));
    expect(await outbox.flush()).toBe(false);
    expect(refused).toHaveLength(1);
    outbox.close();
  });
});
