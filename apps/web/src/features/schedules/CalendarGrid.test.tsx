import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CalendarGrid } from './CalendarGrid';
import { isPastDay } from './slots';

const now = new Date(2026, 2, 10, 9, 30);
const dayButton = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

describe('CalendarGrid', () => {
  it('disables the days before today and keeps today and later days enabled', () => {
    const onSelect = vi.fn();
    render(
      <CalendarGrid
        month={now}
        onMonthChange={vi.fn()}
        selected={null}
        onSelect={onSelect}
        isDisabled={(day) => isPastDay(day, now)}
        now={now}
      />,
    );
    expect(dayButton('Monday, March 9, 2026').disabled).toBe(true);
    expect(dayButton('Sunday, March 1, 2026').disabled).toBe(true);
    expect(dayButton('Tuesday, March 10, 2026').disabled).toBe(false);
    expect(dayButton('Tuesday, March 31, 2026').disabled).toBe(false);

    fireEvent.click(dayButton('Wednesday, March 11, 2026'));
    expect(onSelect).toHaveBeenCalledWith(new Date(2026, 2, 11));
  });

  it('cannot go back before the current month but can go forward', () => {
    const onMonthChange = vi.fn();
    render(
      <CalendarGrid
        month={now}
        onMonthChange={onMonthChange}
        selected={null}
        onSelect={vi.fn()}
        isDisabled={() => false}
        now={now}
      />,
    );
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(onMonthChange).toHaveBeenCalledWith(new Date(2026, 3, 1));
  });

  it('places the first day under its weekday', () => {
    render(
      <CalendarGrid
        month={now}
        onMonthChange={vi.fn()}
        selected={null}
        onSelect={vi.fn()}
        isDisabled={() => false}
        now={now}
      />,
    );
    const group = screen.getByRole('group', { name: 'March 2026' });
    // March 1st 2026 is a Sunday: no blank cell before it, after the 7 weekday headers.
    expect(group.children[7]?.textContent).toBe('1');
  });
});
