import { describe, expect, it } from 'vitest';
import { formatClockTime, formatLongDate, formatLongDateTime } from './format';

describe('dates and times in en-US (platform spec 9)', () => {
  const afternoon = new Date(2026, 2, 3, 16, 5);
  it('reads a long date with an ordinal day', () => {
    expect(formatLongDate(afternoon)).toBe('March 3rd, 2026');
    expect(formatLongDate(new Date(2026, 10, 12))).toBe('November 12th, 2026');
    expect(formatLongDate(new Date(2026, 0, 22))).toBe('January 22nd, 2026');
  });

  it('reads a clock time, and a long date with it, the same on every call', () => {
    expect(formatClockTime(afternoon)).toBe('4:05 PM');
    expect(formatClockTime(new Date(2026, 2, 3, 9, 30).toISOString())).toBe('9:30 AM');
    expect(formatClockTime(afternoon)).toBe('4:05 PM');
    expect(formatLongDateTime(afternoon)).toBe('March 3rd, 2026, 4:05 PM');
  });

  it('gives back what it cannot read', () => {
    expect(formatClockTime('not a date')).toBe('not a date');
    expect(formatLongDate('soon')).toBe('soon');
  });
});
