import { readFileSync } from 'node:fs';
import path from 'node:path';
import { alpha, decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, schemeTokens, theme } from './theme';

/**
 * WCAG 1.4.3 (issue 35) from the theme's tokens: every pair of text and background colours the theme puts
 * together reads at 4.5:1 at least (3:1 for large text only). The plain pages' CSS variables are the same values
 * (`theme-tokens.test.ts`), so this covers both halves of the app.
 */
/** `overlay` (which may be translucent, like MUI's hover and selected tints) painted over the opaque `background`. */
function over(overlay: string, background: string): string {
  const top = decomposeColor(overlay);
  const bottom = decomposeColor(background);
  const opacity = top.values[3] ?? 1;
  const mix = [0, 1, 2].map((i) => Math.round(top.values[i]! * opacity + bottom.values[i]! * (1 - opacity)));
  return recomposeColor({ type: 'rgb', values: mix as [number, number, number] });
}

const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

function pairs(theme: Theme, surfaceInverse: string) {
  const { palette } = theme;
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
  // Text on MUI's grey tints over a card: a hovered or selected row, a default chip, the sidebar's user card.
  const paper = palette.background.paper;
  for (const [tintName, tint] of [
    ['action.hover', palette.action.hover],
    ['action.selected', palette.action.selected],
  ] as const) {
    for (const [name, color] of [
      ['text.primary', palette.text.primary],
      ['text.secondary', palette.text.secondary],
    ] as const) {
      body.push([name, color, `${tintName} over paper`, over(tint, paper)]);
    }
  }
  // A text or outlined button of each colour, hovered (its own colour at the hover opacity behind it).
  for (const key of colours) {
    const hovered = over(alpha(palette[key].main, palette.action.hoverOpacity), paper);
    body.push([`${key}.main`, palette[key].main, `${key} hover tint over paper`, hovered]);
  }
  // Selection: the pager's current page (primary on its selected tint) and a pressed toggle button (text on
  // its own selected tint); nothing else in the app shows a selection in a colour.
  body.push([
    'primary.main',
    palette.primary.main,
    'primary selected tint over paper',
    over(alpha(palette.primary.main, palette.action.selectedOpacity), paper),
  ]);
  body.push([
    'text.primary',
    palette.text.primary,
    'text.primary selected tint over paper',
    over(alpha(palette.text.primary, palette.action.selectedOpacity), paper),
  ]);
  // Alerts as MUI draws them from the tokens: standard (dark text on a pale tint) and outlined (on the card).
  // In the dark scheme MUI lightens the text and darkens the tint instead.
  const [towardText, towardTint] =
    palette.mode === 'light' ? [theme.darken, theme.lighten] : [theme.lighten, theme.darken];
  for (const key of ['error', 'warning', 'info', 'success'] as const) {
    const text = towardText(palette[key].light, 0.6);
    body.push([`${key} alert text`, text, `${key} alert background`, towardTint(palette[key].light, 0.9)]);
    body.push([`${key} alert text`, text, 'background.paper', paper]);
  }
  // Large text only: the inverted word mark's light-blue "line" on the dark footer.
  const large: [string, string, string, string][] = [
    ['primary.light', palette.primary.light, 'the inverse surface', surfaceInverse],
    ['white', '#ffffff', 'the inverse surface', surfaceInverse],
  ];
  // Non-text contrast (WCAG 1.4.11, 3:1): the keyboard focus ring (2 px of primary, base.css) and a filled
  // control's edge against either page background.
  const ui: [string, string, string, string][] = [];
  for (const [backgroundName, background] of [
    ['background.default', palette.background.default],
    ['background.paper', paper],
  ] as const) {
    for (const key of colours) ui.push([`${key}.main`, palette[key].main, backgroundName, background]);
  }
  return { body, large, ui };
}

describe.each([
  ['light', theme, schemeTokens.light.surfaceInverse],
  ['dark', darkTheme, schemeTokens.dark.surfaceInverse],
])('theme contrast (WCAG 2.2 AA), %s scheme', (_scheme, theme, surfaceInverse) => {
  const { body, large, ui } = pairs(theme, surfaceInverse);

  it.each(body)('%s (%s) on %s (%s) reads at 4.5:1', (_text, text, _background, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(large)('large %s (%s) on %s (%s) reads at 3:1', (_text, text, _background, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(ui)('control or focus ring %s (%s) against %s (%s) reads at 3:1', (_ui, color, _background, background) => {
    expect(getContrastRatio(color, background)).toBeGreaterThanOrEqual(3);
  });
});

describe('theme contrast helpers', () => {
  it('composites a translucent tint over its background before measuring', () => {
    expect(over('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('rgb(128, 128, 128)');
    expect(over('#1a66d9', '#ffffff')).toBe('rgb(26, 102, 217)');
  });

  it('would catch the old brand orange under white text', () => {
    expect(getContrastRatio('#ffffff', '#f58a07')).toBeLessThan(4.5);
  });
});

/**
 * The plain pages' own tokens (ui/plain/base.css) that the MUI theme has no name for, in both schemes: text on a
 * filled colour, the heroes' blue band, the quiet band and the pale tint the hero and lobby fade from (ADR 0083).
 */
describe.each(['light', 'dark'] as const)('plain tokens contrast, %s scheme', (scheme) => {
  const css = readFileSync(path.resolve(import.meta.dirname, '../ui/plain/base.css'), 'utf8');
  const lightBlock = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const darkBlock = /:root\[data-color-scheme="dark"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const token = (name: string) => {
    const find = (block: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
    const value = (scheme === 'dark' ? find(darkBlock) : undefined) ?? find(lightBlock);
    if (!value) throw new Error(`--${name} is missing`);
    return value;
  };
  const pairs: [string, string][] = [
    ['cl-on-color', 'cl-primary'],
    ['cl-on-color', 'cl-primary-dark'],
    ['cl-on-color', 'cl-error'],
    ['cl-on-color', 'cl-warning'],
    ['cl-on-color', 'cl-success'],
    ['cl-text', 'cl-surface-muted'],
    ['cl-text-secondary', 'cl-surface-muted'],
    ['cl-text', 'cl-page-tint'],
    ['cl-text-secondary', 'cl-page-tint'],
    ['cl-text', 'cl-page-glow'],
    ['cl-primary', 'cl-page-tint'],
  ];
  it.each(pairs)('--%s on --%s reads at 4.5:1', (text, background) => {
    expect(getContrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });
  it('white reads at 4.5:1 on the banner and the inverse surface', () => {
    expect(getContrastRatio('#ffffff', token('cl-banner'))).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio('#ffffff', token('cl-surface-inverse'))).toBeGreaterThanOrEqual(4.5);
  });
});
