import type { Theme } from '@mui/material/styles';

/**
 * The colours of a chart's series, in order, from the theme of the scheme in use (ADR 0084): each reads at 3:1 or
 * more on the card behind it in both schemes (WCAG 1.4.11, `chartColours.test.ts`), and the first two — the pair
 * most charts show — are blue and orange, which people with the common colour-vision deficiencies tell apart.
 */
export const seriesColours = ({ palette }: Theme): string[] => [
  palette.primary.main,
  palette.warning.main,
  palette.success.main,
  palette.secondary.main,
  palette.info.main,
  palette.error.main,
];

/** Marker shapes in the same order, so lines differ by more than colour (WCAG 1.4.1). */
export const seriesShapes = ['circle', 'square', 'diamond', 'triangle', 'cross', 'star'] as const;
