import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpdatePoller } from './polling';

afterEach(() => vi.useRealTimers());

describe('createUpdatePoller', () => {
  it('waits 5 s, then 1 s more per empty result, and stops after 10 empty results', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const poll = vi.fn(async () => {
      calls.push(Date.now());
      return false;
    });
    const start = Date.now();
    createUpdatePoller(poll).start();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(poll).toHaveBeenCalledTimes(10);
    const gaps = calls.map((t, i) => t - (calls[i - 1] ?? start));
    expect(gaps).toEqual([5000, 6000, 7000, 8000, 9000, 10000, 11000, 12000, 13000, 14000]);
  });

  it('goes back to 5 s after a result with news', async () => {
    vi.useFakeTimers();
    const answers = [false, false, true, false];
    const calls: number[] = [];
    const poll = vi.fn(async () => {
      calls.push(Date.now());
      return answers.shift() ?? false;
    });
    const start = Date.now();
    createUpdatePoller(poll).start();
    await vi.advanceTimersByTimeAsync(5000 + 6000 + 7000 + 5000);
    expect(calls.map((t) => t - start)).toEqual([5000, 11000, 18000, 23000]);
  });

  it('stops when asked', async () => {
    vi.useFakeTimers();
    const poll = vi.fn(async () => true);
    const poller = createUpdatePoller(poll);
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).not.toHaveBeenCalled();
  });
});
