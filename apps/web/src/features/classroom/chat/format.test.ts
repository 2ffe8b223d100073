import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './formatMessageTime';
import { unreadLabel } from './unread';

describe('formatMessageTime', () => {
  it.each([
    [new Date(2026, 2, 4, 9, 5), '03/04/2026 09:05 am'],
    [new Date(2026, 11, 31, 0, 0), '12/31/2026 12:00 am'],
    [new Date(2026, 0, 1, 12, 30), '01/01/2026 12:30 pm'],
    [new Date(2026, 6, 15, 23, 59), '07/15/2026 11:59 pm'],
  ])('shows %s as MM/DD/YYYY hh:mm am/pm', (date, text) => {
    expect(formatMessageTime(date)).toBe(text);
    expect(formatMessageTime(date.toISOString())).toBe(text);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatMessageTime('not a date')).toBe('');
  });
});

describe('unreadLabel', () => {
  it('shows the count up to 9, then 9+', () => {
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(9)).toBe('9');
    expect(unreadLabel(10)).toBe('9+');
    expect(unreadLabel(250)).toBe('9+');
  });
});
