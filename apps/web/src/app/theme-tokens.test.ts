import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, schemeTokens, theme } from './theme';

/** Each CSS variable of the plain pages and the theme value it must hold. */
const tokenPairs = ({ palette, typography }: Theme): [string, unknown][] => [
  ['cl-primary', palette.primary.main],
  ['cl-primary-light', palette.primary.light],
  ['cl-primary-dark', palette.primary.dark],
  ['cl-secondary', palette.secondary.main],
  ['cl-secondary-light', palette.secondary.light],
  ['cl-secondary-dark', palette.secondary.dark],
  ['cl-warning', palette.warning.main],
  ['cl-warning-light', palette.warning.light],
  ['cl-warning-dark', palette.warning.dark],
  ['cl-success', palette.success.main],
  ['cl-error', palette.error.main],
  ['cl-info', palette.info.main],
  ['cl-bg', palette.background.default],
  ['cl-paper', palette.background.paper],
  ['cl-text', palette.text.primary],
  ['cl-text-secondary', palette.text.secondary],
  ['cl-divider', palette.divider],
  ['cl-font', typography.fontFamily],
];

/** The plain pages' CSS variables (ui/plain/base.css) are the MUI theme's values, so the two halves match (ADR 0046). */
describe('theme tokens', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../ui/plain/base.css'), 'utf8');
  const variable = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim().toLowerCase();

  it.each(tokenPairs(theme))('--%s is the theme value %s', (name, value) => {
    expect(variable(name)?.replace(/\s+/g, '')).toBe(String(value).toLowerCase().replace(/\s+/g, ''));
  });

  it('has the inverse surface', () => {
    expect(variable('cl-surface-inverse')).toBe(schemeTokens.light.surfaceInverse);
  });

  it('has the shape', () => {
    expect(variable('cl-radius')).toBe(`${theme.shape.borderRadius}px`);
  });
});

/** The dark scheme's block (`:root[data-color-scheme='dark']`) holds the dark theme's values (ADR 0083). */
describe('dark theme tokens', () => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../ui/plain/base.css'), 'utf8');
  const block = /:root\[data-color-scheme="dark"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const variable = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim().toLowerCase();

  // The font is the same in both schemes: the dark block holds colours only.
  const colours = tokenPairs(darkTheme).filter(([name]) => name !== 'cl-font');
  it.each([...colours, ['cl-surface-inverse', schemeTokens.dark.surfaceInverse]])(
    '--%s is the dark theme value %s',
    (name, value) => {
      expect(variable(name)?.replace(/\s+/g, '')).toBe(String(value).toLowerCase().replace(/\s+/g, ''));
    },
  );
});
