import { describe, expect, it } from 'vitest';
import { accountPickerMaxMessage, accountSearchQuery } from './search.js';

describe('account search contracts', () => {
  it('reads studentOnly as a flag and trims the search', () => {
    expect(accountSearchQuery.parse({ search: '  ada ', studentOnly: 'true' })).toEqual({
      search: 'ada',
      studentOnly: true,
    });
    expect(accountSearchQuery.parse({ search: 'ada' }).studentOnly).toBe(false);
    expect(accountSearchQuery.safeParse({ search: 'ada', studentOnly: 'yes' }).success).toBe(false);
    expect(accountSearchQuery.safeParse({ search: '   ' }).error?.issues[0]?.message).toBe(
      'Please type something to search for',
    );
  });

  it('words the picker’s maximum as the spec does', () => {
    expect(accountPickerMaxMessage(3)).toBe('You can only select a maximum of 3 account(s).');
  });
});
