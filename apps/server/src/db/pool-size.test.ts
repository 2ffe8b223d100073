import { describe, expect, it } from 'vitest';
import { defaultPoolMax } from './pool-size.js';

describe('the default pool size', () => {
  it('gives five connections per core, at least 10 and at most 50', () => {
    expect(defaultPoolMax(1)).toBe(10);
    expect(defaultPoolMax(2)).toBe(10);
    expect(defaultPoolMax(4)).toBe(20);
    expect(defaultPoolMax(64)).toBe(50);
  });
});
