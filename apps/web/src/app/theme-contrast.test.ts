import { getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/**
 * WCAG 1.4.3 (issue 35) from the theme's tokens: every pair of text and background colours the theme puts
 * together reads at 4.5:1 at least (3:1 for large text only). The plain pages' CSS variables are the same values
 * (`theme-tokens.test.ts`), so this covers both halves of the app.
 */
function pairs({ palette }: Theme) {
  const backgrounds = {
    'background.default': palette.background.default,
    'background.paper': palette.background.paper,
  };
  const body: [string, string, string, string][] = [];
  for (const [backgroundName, background] of Object.entries(backgrounds)) {
    // Body text, and each colour used as text (links, text and outlined buttons, grades, chips, errors).
    for (const [name, color] of [
      ['text.primary', palette.text.primary],
      ['text.secondary', palette.text.secondary],
      ...(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const).map((key) => [
        `${key}.main`,
        palette[key].main,
      ]),
    ] as const) {
      body.push([name, color, backgroundName, background]);
    }
  }
  // Filled buttons, chips and badges: each colour's text on it, resting and hovered.
  for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
    body.push([`${key}.contrastText`, palette[key].contrastText, `${key}.main`, palette[key].main]);
    body.push([`${key}.contrastText`, palette[key].contrastText, `${key}.dark`, palette[key].dark]);
  }
  // Large text only: the inverted word mark's light-blue "line" on the dark footer.
  const large: [string, string, string, string][] = [
    ['primary.light', palette.primary.light, 'secondary.main', palette.secondary.main],
  ];
  return { body, large };
}

describe('theme contrast (WCAG 2.2 AA)', () => {
  const { body, large } = pairs(theme);

  it.each(body)('%s (%s) on %s (%s) reads at 4.5:1', (_text, text, _background, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(large)('large %s (%s) on %s (%s) reads at 3:1', (_text, text, _background, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(3);
  });

  it('would catch the old brand orange under white text', () => {
    expect(getContrastRatio('#ffffff', '#f58a07')).toBeLessThan(4.5);
  });
});
