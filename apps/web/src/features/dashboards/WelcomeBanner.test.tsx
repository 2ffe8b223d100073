import { platform } from '@chalkline/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abbreviatedName, motivationalMessages } from './motivation';
import { WelcomeBanner } from './WelcomeBanner';

describe('abbreviatedName', () => {
  it('keeps the first name and the last name initial', () => {
    expect(abbreviatedName('Dami', 'Bello')).toBe('Dami B.');
    expect(abbreviatedName('Ada', 'okafor')).toBe('Ada O.');
    expect(abbreviatedName('Tobi', '')).toBe('Tobi');
  });
});

describe('WelcomeBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has 21 distinct messages', () => {
    expect(motivationalMessages).toHaveLength(platform.motivationalMessageCount);
    expect(new Set(motivationalMessages).size).toBe(21);
  });

  it('greets with the abbreviated name and rotates the message every 8 seconds, wrapping round', () => {
    render(<WelcomeBanner firstName="Dami" lastName="Bello" overline="STUDENT DASHBOARD" motivate />);
    expect(screen.getByRole('heading', { name: 'Welcome back, Dami B.' })).toBeTruthy();
    const line = screen.getByTestId('motivation');
    expect(line.textContent).toBe(motivationalMessages[0]);

    act(() => vi.advanceTimersByTime(platform.motivationalRotationMs - 1));
    expect(line.textContent).toBe(motivationalMessages[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(line.textContent).toBe(motivationalMessages[1]);

    act(() => vi.advanceTimersByTime(platform.motivationalRotationMs * 20));
    expect(line.textContent).toBe(motivationalMessages[0]);
  });
});
