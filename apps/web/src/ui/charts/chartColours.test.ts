import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, theme } from '../../app/theme';
import { seriesColours, seriesShapes } from './chartColours';

/** WCAG 1.4.11 (ADR 0084): a chart's lines and bars read at 3:1 on the card and the page, in both schemes. */
describe('chart series colours', () => {
  it.each([
    ['light', theme],
    ['dark', darkTheme],
  ] as const)('each reads at 3:1 or more on the %s scheme’s card and page', (_, t) => {
    for (const colour of seriesColours(t)) {
      for (const background of [t.palette.background.paper, t.palette.background.default]) {
        expect(getContrastRatio(colour, background), `${colour} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('has as many marker shapes as colours, all different', () => {
    expect(new Set(seriesShapes).size).toBe(seriesColours(theme).length);
    expect(new Set(seriesColours(theme)).size).toBe(seriesColours(theme).length);
  });
});
