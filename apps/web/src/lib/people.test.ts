import { describe, expect, it } from 'vitest';
import { personName } from './people';

describe('personName', () => {
  it('joins first and last name', () => {
    expect(personName({ firstName: 'Dami', lastName: 'Bello' })).toBe('Dami Bello');
  });

  it('leaves no stray space when a part is empty', () => {
    expect(personName({ firstName: 'Dami', lastName: '' })).toBe('Dami');
    expect(personName({ firstName: '', lastName: 'Bello' })).toBe('Bello');
  });
});
