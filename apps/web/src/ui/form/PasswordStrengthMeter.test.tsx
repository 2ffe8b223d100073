import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const meter = () => screen.getByRole('progressbar', { name: 'Strength' });

describe('PasswordStrengthMeter', () => {
  it('shows nothing until a password is typed', () => {
    const { container } = render(<PasswordStrengthMeter password="" />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    ['abc', -1, 'Weak', 'Error'],
    ['abcdefgh', -1, 'Weak', 'Error'],
    ['Abc#12', 0, 'Medium', 'Warning'],
    ['Abcdef#g', 0, 'Medium', 'Warning'],
    ['Abcdef#1', 1, 'Strong', 'Success'],
  ] as const)('rates %s as %i (%s, %s colour)', (password, strength, label, colour) => {
    const { container } = render(<PasswordStrengthMeter password={password} />);
    expect(container.querySelector('[data-strength]')?.getAttribute('data-strength')).toBe(String(strength));
    expect(screen.getByRole('status').textContent).toBe(label);
    expect(meter().className).toContain(`MuiLinearProgress-color${colour}`);
    expect(meter().getAttribute('aria-valuetext')).toBe(label);
  });
});
