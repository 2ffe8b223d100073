import { platform } from '@chalkline/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextHidden, useHideOnScroll } from './useHideOnScroll';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('nextHidden', () => {
  it('stays visible while above the threshold, even scrolling down', () => {
    expect(nextHidden(false, 100, 400, 400)).toBe(false);
  });
  it('hides when scrolling down past the threshold', () => {
    expect(nextHidden(false, 400, 401, 400)).toBe(true);
  });
  it('shows again on any scroll up', () => {
    expect(nextHidden(true, 900, 890, 400)).toBe(false);
  });
  it('keeps its state when the position did not change', () => {
    expect(nextHidden(true, 900, 900, 400)).toBe(true);
  });
});

describe('useHideOnScroll', () => {
  it('hides after scrolling down past 400 px and reappears on scroll up', () => {
    const { result } = renderHook(() => useHideOnScroll());
    expect(result.current).toBe(false);

    scrollTo(platform.headerHideAfterScrollPx - 50);
    expect(result.current).toBe(false);

    scrollTo(platform.headerHideAfterScrollPx + 100);
    expect(result.current).toBe(true);

    scrollTo(platform.headerHideAfterScrollPx + 300);
    expect(result.current).toBe(true);

    scrollTo(platform.headerHideAfterScrollPx + 250);
    expect(result.current).toBe(false);
  });

  it('stops listening when unmounted', () => {
    const { result, unmount } = renderHook(() => useHideOnScroll(100));
    unmount();
    scrollTo(500);
    expect(result.current).toBe(false);
  });
});
