import { describe, expect, it } from 'vitest';
import {
  bakeTransform,
  createImageElement,
  createTextElement,
  extendElement,
  finishElement,
  innerRatio,
  newId,
  startElement,
} from './geometry';
import type { DrawTool, Point, WhiteboardElement } from './types';

const style = { strokeColor: '#1976d2', strokeWidth: 3 };

/** Press at the first point, move through the rest, release: what gets committed. */
function draw(tool: DrawTool, path: Point[], toolStyle = style): WhiteboardElement | null {
  const [first, ...rest] = path;
  let element = startElement(tool, first!, toolStyle, `${tool}-1`);
  for (const point of rest) element = extendElement(element, point);
  return finishElement(element);
}

describe('tool geometry', () => {
  it('free hand collects the moved-through points relative to the press, skipping repeats', () => {
    const line = draw('SCRIBBLE', [
      { x: 100, y: 100 },
      { x: 110.4, y: 105 },
      { x: 110.2, y: 105.1 },
      { x: 120, y: 90 },
    ]);
    expect(line).toMatchObject({ x: 100, y: 100, points: [0, 0, 10, 5, 20, -10], strokeColor: '#1976d2' });
    expect(line?.globalCompositeOperation).toBe('source-over');
  });

  it('a tap with free hand leaves a dot', () => {
    expect(draw('SCRIBBLE', [{ x: 5, y: 5 }])?.points).toEqual([0, 0, 0, 0]);
  });

  it('the eraser is 20 wide and cuts out with destination-out whatever width is chosen', () => {
    const eraser = draw(
      'ERASER',
      [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
      ],
      { strokeColor: '#ff0000', strokeWidth: 2 },
    );
    expect(eraser).toMatchObject({ strokeWidth: 20, globalCompositeOperation: 'destination-out' });
  });

  it('lines and arrows go from the press to the release; a click draws nothing', () => {
    expect(
      draw('LINE', [
        { x: 10, y: 10 },
        { x: 50, y: 30 },
        { x: 70, y: 40 },
      ])?.points,
    ).toEqual([0, 0, 60, 30]);
    expect(
      draw('ARROW', [
        { x: 10, y: 10 },
        { x: 5, y: 0 },
      ]),
    ).toMatchObject({ tool: 'ARROW', points: [0, 0, -5, -10] });
    expect(draw('ARROW', [{ x: 10, y: 10 }])).toBeNull();
  });

  it('a rectangle dragged up and left is stored with a positive size from its top-left corner', () => {
    expect(
      draw('RECTANGLE', [
        { x: 100, y: 100 },
        { x: 40, y: 70 },
      ]),
    ).toMatchObject({
      x: 40,
      y: 70,
      width: 60,
      height: 30,
    });
    expect(draw('RECTANGLE', [{ x: 1, y: 1 }])).toBeNull();
  });

  it('circles are centred on the press with the dragged distance as radius; ellipses take each axis', () => {
    expect(
      draw('CIRCLE', [
        { x: 50, y: 50 },
        { x: 80, y: 90 },
      ]),
    ).toMatchObject({ x: 50, radiusX: 50, radiusY: 50 });
    expect(
      draw('ELLIPSE', [
        { x: 50, y: 50 },
        { x: 20, y: 60 },
      ]),
    ).toMatchObject({ radiusX: 30, radiusY: 10 });
  });

  it('stars, rings and arcs have an outer radius and a smaller inner one', () => {
    for (const tool of ['STAR', 'RING', 'ARC'] as const) {
      const shape = draw(tool, [
        { x: 0, y: 0 },
        { x: 0, y: 100 },
      ]);
      expect(shape).toMatchObject({ tool, outerRadius: 100, innerRadius: 100 * innerRatio[tool] });
    }
  });

  it('closed shapes take the fill colour, lines do not', () => {
    const filled = { ...style, fillColor: '#ffeb3b' };
    expect(
      draw(
        'STAR',
        [
          { x: 0, y: 0 },
          { x: 9, y: 9 },
        ],
        filled,
      )?.fillColor,
    ).toBe('#ffeb3b');
    expect(
      draw(
        'LINE',
        [
          { x: 0, y: 0 },
          { x: 9, y: 9 },
        ],
        filled,
      ),
    ).not.toHaveProperty('fillColor');
  });

  it('clamps the stroke width to 1–20', () => {
    expect(
      draw(
        'LINE',
        [
          { x: 0, y: 0 },
          { x: 9, y: 9 },
        ],
        { ...style, strokeWidth: 45 },
      )?.strokeWidth,
    ).toBe(20);
    expect(
      draw(
        'LINE',
        [
          { x: 0, y: 0 },
          { x: 9, y: 9 },
        ],
        { ...style, strokeWidth: 0 },
      )?.strokeWidth,
    ).toBe(1);
  });

  it('text and labels are created 200 x 50 with font 24; labels get a background', () => {
    const text = createTextElement('TEXT', { x: 10.6, y: 20 }, 'Fractions', style, 't1');
    expect(text).toMatchObject({ x: 11, y: 20, width: 200, height: 50, fontSize: 24, text: 'Fractions' });
    expect(text).not.toHaveProperty('fillColor');
    expect(createTextElement('LABEL', { x: 0, y: 0 }, 'Note', style, 'l1').fillColor).toBeTruthy();
  });

  it('images are 200 x 200 around the drop point and referenced by URL', () => {
    const image = createImageElement({ x: 500, y: 400 }, '/api/download/file?file=k', 'i1');
    expect(image).toMatchObject({ x: 400, y: 300, width: 200, height: 200, previewSrc: '/api/download/file?file=k' });
  });
});

describe('bakeTransform', () => {
  const at = { x: 5, y: 6, rotation: 30 };
  it('keeps sizes when only moved or rotated', () => {
    const rect = draw('RECTANGLE', [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
    ])!;
    expect(bakeTransform(rect, { ...at, scaleX: 1, scaleY: 1 })).toEqual({ x: 5, y: 6, rotation: 30 });
  });

  it('folds the scale into widths, radii, points and font size', () => {
    const rect = draw('RECTANGLE', [
      { x: 0, y: 0 },
      { x: 10, y: 20 },
    ])!;
    expect(bakeTransform(rect, { ...at, scaleX: 2, scaleY: 0.5 })).toMatchObject({ width: 20, height: 10 });
    const line = draw('LINE', [
      { x: 0, y: 0 },
      { x: 10, y: 20 },
    ])!;
    expect(bakeTransform(line, { ...at, scaleX: 2, scaleY: 3 }).points).toEqual([0, 0, 20, 60]);
    const ellipse = draw('ELLIPSE', [
      { x: 0, y: 0 },
      { x: 10, y: 20 },
    ])!;
    expect(bakeTransform(ellipse, { ...at, scaleX: 2, scaleY: 3 })).toMatchObject({ radiusX: 20, radiusY: 60 });
    const star = draw('STAR', [
      { x: 0, y: 0 },
      { x: 0, y: 40 },
    ])!;
    expect(bakeTransform(star, { ...at, scaleX: 1.5, scaleY: 1.5 })).toMatchObject({
      outerRadius: 60,
      innerRadius: 30,
    });
    const text = createTextElement('TEXT', { x: 0, y: 0 }, 'a', style, 't');
    expect(bakeTransform(text, { ...at, scaleX: 1, scaleY: 2 })).toMatchObject({ fontSize: 48, height: 100 });
  });
});

describe('newId', () => {
  it('makes short, distinct ids', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newId()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{12}$/);
  });
});
