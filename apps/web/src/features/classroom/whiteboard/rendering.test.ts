import { describe, expect, it } from 'vitest';
import { exportArea, exportPixelRatio } from './exportPng';
import { startElement } from './geometry';
import { elementsBounds } from './rendering';

describe('elementsBounds', () => {
  const style = { strokeColor: '#000', strokeWidth: 4 };
  const contains = (outer: { x: number; y: number; width: number; height: number }, x: number, y: number) =>
    x >= outer.x && y >= outer.y && x <= outer.x + outer.width && y <= outer.y + outer.height;

  it('is null for no elements', () => {
    expect(elementsBounds([])).toBeNull();
  });

  it('covers every point of a stroke with its width, around its origin', () => {
    const stroke = { ...startElement('SCRIBBLE', { x: 100, y: 100 }, style, 's'), points: [0, 0, 50, -30, 120, 40] };
    const box = elementsBounds([stroke])!;
    for (const [x, y] of [
      [100, 100],
      [150, 70],
      [220, 140],
      [98, 68],
      [222, 142],
    ] as const)
      expect(contains(box, x, y)).toBe(true);
    expect(box.width).toBeLessThan(160);
  });

  it('covers rotated rectangles, circles and the union of several elements', () => {
    const rect = { ...startElement('RECTANGLE', { x: 500, y: 500 }, style, 'r'), width: 100, height: 20, rotation: 90 };
    const box = elementsBounds([rect])!;
    // Rotated 90° about its origin, the rectangle runs downwards and to the left of x = 500.
    expect(contains(box, 480, 600)).toBe(true);
    const circle = { ...startElement('CIRCLE', { x: 10, y: 10 }, style, 'c'), radiusX: 30, radiusY: 30 };
    const both = elementsBounds([rect, circle])!;
    expect(contains(both, -20, -20)).toBe(true);
    expect(contains(both, 500, 600)).toBe(true);
  });
});

describe('PNG export area', () => {
  it('exports at pixel ratio 2', () => {
    expect(exportPixelRatio).toBe(2);
  });

  it('takes the drawn content with a margin', () => {
    expect(exportArea({ x: 100, y: 200, width: 300, height: 50 })).toEqual({ x: 60, y: 160, width: 380, height: 130 });
  });

  it('stays on the 3000 x 3000 board', () => {
    expect(exportArea({ x: 10, y: 2990, width: 50, height: 40 })).toEqual({ x: 0, y: 2950, width: 100, height: 50 });
  });

  it('exports the whole board when nothing is drawn', () => {
    expect(exportArea(null)).toEqual({ x: 0, y: 0, width: 3000, height: 3000 });
  });
});
