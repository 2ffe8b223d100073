/** The overload signal (R37, ADR 0069): which readings call for which level, and how the level moves. */
import { describe, expect, it } from 'vitest';
import { createOverloadMonitor, type LoadReading, levelOf, nextLevel, overloadLimits } from './overload.js';

const calm: LoadReading = {
  lagP99Ms: 5,
  utilisation: 0.2,
  heapUsedBytes: 80 * 1024 * 1024,
  pendingWrites: 0,
  poolWaiting: 0,
  bufferedPackets: 0,
};

/**
 * The default limits with a heap threshold over this worker's heap, which is not one node's: it holds the test
 * runner too, and more if files ever share its modules (ADR 0066).
 */
const roomyHeap = () => ({
  limits: { shed: { ...overloadLimits.shed, heapUsedBytes: Number.POSITIVE_INFINITY } },
});

describe('overload level', () => {
  it.each([
    ['a calm node', {}, 'ok'],
    ['a loop late by 600 ms still serves everything', { lagP99Ms: 600 }, 'ok'],
    ['event-loop delay past the shed line', { lagP99Ms: 2_500 }, 'shed'],
    ['an event loop busy all the time (utilisation alone never sheds)', { utilisation: 1 }, 'ok'],
    ['a heap growing', { heapUsedBytes: 260 * 1024 * 1024 }, 'shed'],
    ['chat writes piling up', { pendingWrites: 30 }, 'shed'],
    ['callers waiting for a database connection', { poolWaiting: 12 }, 'shed'],
    ['write buffers filling', { bufferedPackets: 25_000 }, 'shed'],
    ['event-loop delay of seconds (a late loop sheds, never refuses)', { lagP99Ms: 5_000 }, 'shed'],
    ['a heap far past its budget (sheds, never refuses)', { heapUsedBytes: 2_000 * 1024 * 1024 }, 'shed'],
    ['callers queued for the database pool', { poolWaiting: 40 }, 'refuse'],
    ['chat writes at their limit', { pendingWrites: 48 }, 'refuse'],
    ['write buffers near their limit', { bufferedPackets: 60_000 }, 'refuse'],
  ] as const)('R37 %s → %s', (_, change, level) => {
    const decided = levelOf({ ...calm, ...change }, overloadLimits);
    expect(decided.level).toBe(level);
    expect(decided.because).toEqual(level === 'ok' ? [] : Object.keys(change));
  });

  it('R37 rises at once and falls one step after the calm windows', () => {
    expect(nextLevel('ok', 'refuse', 0, 4)).toEqual({ level: 'refuse', calm: 0 });
    let state = { level: 'refuse' as 'ok' | 'shed' | 'refuse', calm: 0 };
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      state = nextLevel(state.level, 'ok', state.calm, 4);
      seen.push(state.level);
    }
    expect(seen).toEqual(['refuse', 'refuse', 'refuse', 'shed', 'shed', 'shed', 'shed', 'ok']);
    // A busy window in between starts the count again.
    expect(nextLevel('shed', 'shed', 3, 4)).toEqual({ level: 'shed', calm: 0 });
  });

  it('R37 samples real readings: a heap over a (lowered) threshold sheds', () => {
    const monitor = createOverloadMonitor({ limits: { shed: { ...overloadLimits.shed, heapUsedBytes: 1 } } });
    monitor.sample();
    expect(monitor.level()).toBe('shed');
    expect(monitor.reading().heapUsedBytes).toBeGreaterThan(1_000_000);
    expect(monitor.reading().utilisation).toBe(0);
    const relaxed = createOverloadMonitor(roomyHeap());
    relaxed.sample();
    expect(relaxed.level()).toBe('ok');
  });

  it('R37 counts chat writes in flight, settled or failed', async () => {
    const monitor = createOverloadMonitor({ limits: { refuse: { ...overloadLimits.refuse, pendingWrites: 2 } } });
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    const first = monitor.trackWrite(held);
    expect(monitor.writesFull()).toBe(false);
    const second = monitor.trackWrite(Promise.reject(new Error('refused by the database')));
    expect(monitor.reading().pendingWrites).toBe(2);
    expect(monitor.writesFull()).toBe(true);
    await expect(second).rejects.toThrow('refused by the database');
    release();
    await first;
    expect(monitor.reading().pendingWrites).toBe(0);
  });

  it('R37 a pinned level wins over the readings until unpinned', () => {
    const monitor = createOverloadMonitor(roomyHeap());
    monitor.pin('refuse');
    monitor.sample();
    expect(monitor.level()).toBe('refuse');
    monitor.pin(null);
    expect(monitor.level()).toBe('ok');
  });
});
