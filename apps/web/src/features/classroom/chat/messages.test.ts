import { describe, expect, it } from 'vitest';
import { makeMessage, outboxOf } from '../connection/testing';
import { addReceipt, mergeMessages } from './messages';

describe('messages', () => {
  const a = makeMessage({ key: 'a', createdAt: '2026-03-01T10:01:00.000Z' });
  const b = makeMessage({ key: 'b', createdAt: '2026-03-01T10:02:00.000Z' });

  it('shows a key once and orders oldest first', () => {
    const list = mergeMessages([b], [a, b, a]);
    expect(list.map((m) => m.key)).toEqual(['a', 'b']);
  });

  it('keeps the longer delivered and read lists when a page brings an older copy', () => {
    const known = { ...a, delivered: ['t', 's'], read: ['t'] };
    const fromPage = { ...a, delivered: ['t'], read: [] };
    const [merged] = mergeMessages([known], [fromPage]);
    expect(merged?.delivered).toEqual(['t', 's']);
    expect(merged?.read).toEqual(['t']);
    const [grown] = mergeMessages([fromPage], [known]);
    expect(grown?.delivered).toEqual(['t', 's']);
  });

  it('turns a pending own message into a sent one and drops its outbox', () => {
    const pending = { ...a, sent: false, outbox: { ...outboxOf(a) } };
    const [merged] = mergeMessages([pending], [{ ...a, sent: true }]);
    expect(merged?.sent).toBe(true);
    expect(merged && 'outbox' in merged).toBe(false);
  });

  it('adds receipts once; reading also delivers', () => {
    let list = addReceipt([a], 'a', 'tutor', 'read');
    expect(list[0]?.read).toEqual(['tutor']);
    expect(list[0]?.delivered).toEqual(['tutor']);
    const same = addReceipt(list, 'a', 'tutor', 'delivered');
    expect(same).toBe(list);
    list = addReceipt(list, 'missing', 'tutor', 'read');
    expect(list).toHaveLength(1);
  });

  it('R19a a receipt is a watermark: it covers the sender’s older messages, never another sender’s or newer ones', () => {
    const at = (key: string, minute: number, from = a.from) => ({
      ...a,
      key,
      from,
      createdAt: `2026-01-01T10:0${minute}:00.000Z`,
    });
    const other = { ...a.from, key: 'someone-else' };
    const list = mergeMessages([], [at('m1', 1), at('x', 2, other), at('m2', 3), at('m3', 4)]);
    const read = addReceipt(list, 'm2', 'tutor', 'read');
    expect(read.map((m) => [m.key, m.delivered, m.read])).toEqual([
      ['m1', ['tutor'], ['tutor']],
      ['x', [], []],
      ['m2', ['tutor'], ['tutor']],
      ['m3', [], []],
    ]);
    // An older receipt afterwards changes nothing; a newer delivery reaches m3 without reading it.
    expect(addReceipt(read, 'm1', 'tutor', 'delivered')).toBe(read);
    const delivered = addReceipt(read, 'm3', 'tutor', 'delivered');
    expect(delivered.at(-1)).toMatchObject({ delivered: ['tutor'], read: [] });
    expect(delivered[0]).toBe(read[0]);
  });
});
