import { describe, expect, it } from 'vitest';
import { couponInput, formatMoney, parseDollars, planInput } from './billing.js';

describe('billing contracts', () => {
  it('shows money the spec 9 way: USD, two decimals, narrow symbol', () => {
    expect(formatMoney(4999)).toBe('$49.99');
    expect(formatMoney(100000)).toBe('$1,000.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('reads dollars typed in a form as cents, refusing anything else', () => {
    expect(parseDollars('49.99')).toBe(4999);
    expect(parseDollars('$1,000')).toBe(100000);
    expect(parseDollars('0.1')).toBe(10);
    expect(parseDollars('12.345')).toBeNull();
    expect(parseDollars('-3')).toBeNull();
    expect(parseDollars('ten')).toBeNull();
  });

  it('keeps percentages at most 100 and codes to letters, numbers and hyphens', () => {
    const ok = couponInput.safeParse({ code: 'spring-20', kind: 'PERCENT', value: 20 });
    expect(ok.success && ok.data.code).toBe('SPRING-20');
    const bad = couponInput.safeParse({ code: 'no spaces', kind: 'PERCENT', value: 120 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['code', 'value']);
    expect(couponInput.safeParse({ code: 'TENOFF', kind: 'AMOUNT', value: 1000 }).success).toBe(true);
  });

  it('takes plan prices in whole, non-negative cents', () => {
    expect(planInput.safeParse({ title: 'Monthly', period: 'monthly', priceCents: 4999 }).success).toBe(true);
    expect(planInput.safeParse({ title: 'Monthly', period: 'monthly', priceCents: 49.99 }).success).toBe(false);
    expect(planInput.safeParse({ title: 'Monthly', period: 'fortnightly', priceCents: 100 }).success).toBe(false);
  });
});
