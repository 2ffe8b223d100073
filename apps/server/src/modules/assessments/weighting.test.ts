import { describe, expect, it } from 'vitest';
import { percentageOf, shareOf, weigh } from './weighting.js';

const all = { quiz: true, class: true, home: true };

describe('weighted performance (ADR 0037)', () => {
  it('weighs every selected metric with graded work equally', () => {
    expect(weigh({ quiz: 60, class: 80, home: 100 }, all)).toEqual({
      weights: { quiz: 0.3333, class: 0.3333, home: 0.3333 },
      weighted: 80,
    });
  });
  it('gives a metric with nothing graded, or switched off, no weight', () => {
    expect(weigh({ quiz: null, class: 40, home: 90 }, all)).toEqual({
      weights: { quiz: 0, class: 0.5, home: 0.5 },
      weighted: 65,
    });
    expect(weigh({ quiz: 10, class: 40, home: 90 }, { quiz: true, class: false, home: false })).toEqual({
      weights: { quiz: 1, class: 0, home: 0 },
      weighted: 10,
    });
    expect(weigh({ quiz: null, class: null, home: null }, all).weighted).toBeNull();
  });
  it('works percentages from points, two decimals', () => {
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(0, 0)).toBeNull();
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(1, 8)).toBe(12.5);
  });
});
