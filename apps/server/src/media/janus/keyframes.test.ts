import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeyframeChaser } from './keyframes.js';
import type { ProducerRec, Registry, TransportRec } from './registry.js';

/** A registry holding one producer on one publisher whose client records what it is sent. */
function books() {
  const sent: unknown[] = [];
  const publisher = {
    id: 't1',
    closed: false,
    handle: 7,
    client: { message: async (_handle: number, body: unknown) => void sent.push(body) },
  } as unknown as TransportRec;
  const producer = { info: { id: 'p1' }, transportId: 't1', mid: '0' } as unknown as ProducerRec;
  const registry = {
    producers: new Map([['p1', producer]]),
    transports: new Map([['t1', publisher]]),
  } as unknown as Registry;
  return { registry, sent };
}

describe('KeyframeChaser', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once and again every interval until what waits is satisfied', () => {
    const { registry, sent } = books();
    const chaser = new KeyframeChaser(registry, { intervalMs: 400, giveUpMs: 6000 });
    let done = false;
    chaser.request('p1', () => done);
    expect(sent).toEqual([{ request: 'configure', streams: [{ mid: '0', keyframe: true }] }]);
    vi.advanceTimersByTime(1200);
    expect(sent).toHaveLength(4);
    done = true;
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(4);
    expect(chaser.active).toBe(0);
  });

  it('shares one cadence between the waits on a producer and runs as long as the longest', () => {
    const { registry, sent } = books();
    const chaser = new KeyframeChaser(registry, { intervalMs: 400, giveUpMs: 6000 });
    chaser.request('p1', () => false, 800);
    chaser.request('p1', () => false, 2000);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1600);
    expect(sent).toHaveLength(5);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(5);
    expect(chaser.active).toBe(0);
  });

  it('gives up after its wait, and stops when the producer closes', () => {
    const { registry, sent } = books();
    const chaser = new KeyframeChaser(registry, { intervalMs: 400, giveUpMs: 1000 });
    chaser.request('p1', () => false);
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(3);
    expect(chaser.active).toBe(0);
    chaser.request('p1', () => false);
    registry.producers.delete('p1');
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(4);
    expect(chaser.active).toBe(0);
  });

  it('close stops every chase', () => {
    const { registry, sent } = books();
    const chaser = new KeyframeChaser(registry, { intervalMs: 400, giveUpMs: 6000 });
    chaser.request('p1', () => false);
    chaser.close();
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
    expect(chaser.active).toBe(0);
  });
});
