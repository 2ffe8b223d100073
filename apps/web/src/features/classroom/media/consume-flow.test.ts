import { classroom } from '@chalkline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreationLimits } from './consume-flow';

const { throttleMs, staleMs } = classroom.consumerCreation;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('consumer creation limits (spec 9: throttled at 5 s, stale after 15 s)', () => {
  it('blocks a second creation of one producer until the first is stale', () => {
    const limits = new CreationLimits();
    const first = limits.begin('p1');
    expect(first).not.toBeNull();
    expect(limits.begin('p2')).not.toBeNull();
    vi.advanceTimersByTime(staleMs - 1);
    expect(limits.begin('p1')).toBeNull();
    vi.advanceTimersByTime(1);
    const second = limits.begin('p1');
    expect(second).not.toBeNull();
    // The stale creation no longer counts when it finally answers.
    expect(limits.current('p1', first as number)).toBe(false);
    expect(limits.current('p1', second as number)).toBe(true);
  });

  it('after a failure, runs the next attempt only once 5 s have passed; a new announcement forgives', () => {
    const limits = new CreationLimits();
    const retry = vi.fn();
    const token = limits.begin('p1') as number;
    expect(limits.failed('p1', token)).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(limits.deferred('p1', retry)).toBe(true);
    expect(limits.waiting('p1')).toBe(true);
    vi.advanceTimersByTime(throttleMs - 1001);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(limits.waiting('p1')).toBe(false);
    expect(limits.deferred('p1', retry)).toBe(false);

    expect(limits.failed('p1')).toBe(2);
    limits.forgive('p1');
    expect(limits.deferred('p1', retry)).toBe(false);
    expect(limits.failed('p1')).toBe(1);
  });

  it('abandoning a producer drops its waiting retry', () => {
    const limits = new CreationLimits();
    const retry = vi.fn();
    limits.failed('p1');
    expect(limits.deferred('p1', retry)).toBe(true);
    limits.abandon('p1');
    vi.advanceTimersByTime(throttleMs);
    expect(retry).not.toHaveBeenCalled();
  });
});
