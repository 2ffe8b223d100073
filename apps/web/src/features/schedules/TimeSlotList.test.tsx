import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { endSlots, hasFreeSlot, startSlots } from './slots';
import { TimeSlotList } from './TimeSlotList';

const day = new Date(2026, 2, 10);
const now = new Date(2026, 2, 10, 9, 20);
const at = (h: number, m = 0) => new Date(2026, 2, 10, h, m);
const busy = [{ time: at(11).toISOString(), endTime: at(12).toISOString() }];
const slot = (label: string) => screen.getByRole('button', { name: label }) as HTMLButtonElement;

describe('time slots', () => {
  it('offers 96 fifteen-minute starts and disables past and busy ones', () => {
    const slots = startSlots(day, busy, now);
    expect(slots).toHaveLength(96);
    render(<TimeSlotList label="Start time" slots={slots} selected={null} onSelect={vi.fn()} />);
    expect(slot('9:15 AM').disabled).toBe(true);
    expect(slot('9:30 AM').disabled).toBe(false);
    expect(slot('10:45 AM').disabled).toBe(false);
    expect(slot('11:00 AM').disabled).toBe(true);
    expect(slot('11:45 AM').disabled).toBe(true);
    expect(slot('12:00 PM').disabled).toBe(false);
  });

  it('picks an enabled start and never a disabled one', () => {
    const onSelect = vi.fn();
    render(<TimeSlotList label="Start time" slots={startSlots(day, busy, now)} selected={null} onSelect={onSelect} />);
    fireEvent.click(slot('11:15 AM'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(slot('2:00 PM'));
    expect(onSelect).toHaveBeenCalledWith(at(14));
  });

  it('disables end times that would run into a busy interval', () => {
    render(<TimeSlotList label="End time" slots={endSlots(at(10), busy)} selected={null} onSelect={vi.fn()} />);
    expect(slot('10:15 AM').disabled).toBe(false);
    expect(slot('11:00 AM').disabled).toBe(false);
    expect(slot('11:15 AM').disabled).toBe(true);
    expect(slot('1:00 PM').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: '10:00 AM' })).toBeNull();
  });

  it('hides disabled slots when asked and tells when a day is full', () => {
    const full = [{ time: at(0).toISOString(), endTime: new Date(2026, 2, 11).toISOString() }];
    expect(hasFreeSlot(day, full, now)).toBe(false);
    expect(hasFreeSlot(day, busy, now)).toBe(true);
    render(
      <TimeSlotList
        label="Start time"
        slots={startSlots(day, full, now)}
        selected={null}
        onSelect={vi.fn()}
        hideDisabled
      />,
    );
    expect(screen.getByText('No free times on this day.')).toBeTruthy();
  });
});
