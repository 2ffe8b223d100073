import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleBadge } from './ScheduleBadge';

const now = new Date(2026, 2, 3, 14, 40);
const at = (hours: number, minutes = 0) => new Date(2026, 2, 3, hours, minutes).toISOString();

describe('ScheduleBadge', () => {
  it('reads Marked for a kept lesson, even an old one', () => {
    render(<ScheduleBadge schedule={{ time: at(9), kept: true }} now={now} />);
    expect(screen.getByText('Marked')).toBeTruthy();
  });

  it('reads Overdue for an unkept lesson that started before the current hour', () => {
    render(<ScheduleBadge schedule={{ time: at(13, 59), kept: false }} now={now} />);
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('reads Pending for an unkept lesson in the current hour or later', () => {
    const { rerender } = render(<ScheduleBadge schedule={{ time: at(14, 5), kept: false }} now={now} />);
    expect(screen.getByText('Pending')).toBeTruthy();
    rerender(<ScheduleBadge schedule={{ time: at(18), kept: false }} now={now} />);
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});
