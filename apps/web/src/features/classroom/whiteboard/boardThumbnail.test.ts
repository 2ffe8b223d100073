import { describe, expect, it } from 'vitest';
import { thumbnailFit } from './boardThumbnail';

describe('a board drawn small (breakout cockpit, ADR 0087)', () => {
  it('fits the content into the square with a margin, centred on its shorter side', () => {
    const { origin, ratio } = thumbnailFit({ x: 100, y: 50, width: 400, height: 200 }, 160, 8);
    expect(ratio).toBeCloseTo(144 / 400);
    // The content's left edge lands on the margin; its 200-unit height is centred in the 400-unit square.
    expect((100 - origin.x) * ratio).toBeCloseTo(8);
    expect((50 - origin.y) * ratio).toBeCloseTo(8 + (100 * 144) / 400);
    // The right edge stays inside.
    expect((500 - origin.x) * ratio).toBeCloseTo(152);
  });

  it('draws a single point at a sensible scale rather than dividing by zero', () => {
    const { ratio } = thumbnailFit({ x: 10, y: 10, width: 0, height: 0 }, 160, 8);
    expect(Number.isFinite(ratio)).toBe(true);
  });
});
