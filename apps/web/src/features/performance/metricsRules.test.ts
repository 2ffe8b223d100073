import { metricsDateRules } from '@chalkline/contracts';
import { describe, expect, it } from 'vitest';
import { contributionOf, periodError, togglesDiffer } from './metricsRules';

describe('metrics dialog rules', () => {
  it('refuses From after To and To before From, in the spec’s words', () => {
    expect(periodError('from', '2026-03-08', '2026-03-07')).toBe(metricsDateRules.fromAfterTo);
    expect(periodError('to', '2026-03-06', '2026-03-07')).toBe(metricsDateRules.toBeforeFrom);
    expect(periodError('from', '2026-03-07', '2026-03-07')).toBeNull();
    expect(periodError('to', '2026-03-09', '2026-03-07')).toBeNull();
    expect(periodError('from', '2026-03-08', '')).toBeNull();
  });
  it('shows Apply Filters only when a toggle differs from what was applied', () => {
    const all = { quiz: true, class: true, home: true };
    expect(togglesDiffer({ ...all }, all)).toBe(false);
    expect(togglesDiffer({ ...all, home: false }, all)).toBe(true);
  });
  it('shows contributions as weight × 100 %', () => {
    expect(contributionOf(0.3333)).toBe('33.33%');
    expect(contributionOf(0.5)).toBe('50%');
    expect(contributionOf(0)).toBe('0%');
  });
});
