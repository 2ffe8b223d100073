import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTypingSender } from './typing';

afterEach(() => vi.useRealTimers());

describe('createTypingSender (R20)', () => {
  it('says typing at most every 2 s while keys are pressed', () => {
    vi.useFakeTimers();
    const emit = { typing: vi.fn(() => true), typingOff: vi.fn() };
    const sender = createTypingSender(emit);
    for (let i = 0; i < 10; i++) {
      sender.keystroke();
      vi.advanceTimersByTime(300);
    }
    expect(emit.typing).toHaveBeenCalledTimes(2);
    expect(emit.typingOff).not.toHaveBeenCalled();
  });

  it('says typing_off after 2 s without a keystroke, once', () => {
    vi.useFakeTimers();
    const emit = { typing: vi.fn(() => true), typingOff: vi.fn() };
    const sender = createTypingSender(emit);
    sender.keystroke();
    vi.advanceTimersByTime(1999);
    expect(emit.typingOff).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(emit.typingOff).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(emit.typingOff).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next keystroke when typing could not be sent', () => {
    vi.useFakeTimers();
    let online = false;
    const emit = { typing: vi.fn(() => online), typingOff: vi.fn() };
    const sender = createTypingSender(emit);
    sender.keystroke();
    online = true;
    vi.advanceTimersByTime(100);
    sender.keystroke();
    expect(emit.typing).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(emit.typingOff).toHaveBeenCalledTimes(1);
  });

  it('stops at once when the message is sent, and starts afresh after', () => {
    vi.useFakeTimers();
    const emit = { typing: vi.fn(() => true), typingOff: vi.fn() };
    const sender = createTypingSender(emit);
    sender.keystroke();
    sender.stop();
    expect(emit.typingOff).toHaveBeenCalledTimes(1);
    sender.keystroke();
    expect(emit.typing).toHaveBeenCalledTimes(2);
    sender.stop();
    sender.stop();
    expect(emit.typingOff).toHaveBeenCalledTimes(2);
  });
});
