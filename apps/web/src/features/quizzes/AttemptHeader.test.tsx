import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttemptHeader } from './AttemptHeader';

const header = (left: number | null) => (
  <AttemptHeader title="Fractions" subtitle="Quiz" left={left} online pending={0} />
);
const polite = () => screen.getByTestId('timer-announcement');
const assertive = () => screen.getByTestId('timer-alert');

describe('the quiz timer, heard (issue 35)', () => {
  it('announces the set points as they pass, the last minute assertively, and time running out', () => {
    const view = render(header(null));
    view.rerender(header(11 * 60_000));
    expect(polite().textContent).toBe('');
    view.rerender(header(10 * 60_000 - 500));
    expect(polite().textContent).toBe('10 minutes left');
    expect(polite().getAttribute('aria-live')).toBe('polite');
    view.rerender(header(9 * 60_000));
    expect(polite().textContent).toBe('10 minutes left');
    view.rerender(header(5 * 60_000));
    expect(polite().textContent).toBe('5 minutes left');
    view.rerender(header(59_000));
    expect(assertive().textContent).toBe('1 minute left');
    expect(assertive().getAttribute('aria-live')).toBe('assertive');
    expect(polite().textContent).toBe('');
    view.rerender(header(29_000));
    expect(assertive().textContent).toBe('30 seconds left');
    view.rerender(header(-200));
    expect(assertive().textContent).toBe('Time is up');
    // The timer itself is not a live region: it would be read every second.
    expect(screen.getByRole('timer', { name: 'Time left' }).getAttribute('aria-live')).toBeNull();
  });

  it('does not announce points already passed when the page opens', () => {
    const view = render(header(3 * 60_000));
    view.rerender(header(3 * 60_000 - 1000));
    expect(polite().textContent).toBe('');
    expect(assertive().textContent).toBe('');
    view.rerender(header(60_000));
    expect(assertive().textContent).toBe('1 minute left');
  });
});
