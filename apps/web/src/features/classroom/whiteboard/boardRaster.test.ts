import { describe, expect, it } from 'vitest';
import { BoardRaster, boxOf, hitsElement, maxTilePixels, type TilePainter, tileSize } from './boardRaster';
import { createTextElement, startElement } from './geometry';
import type { WhiteboardElement } from './types';

/** A painter that records what each bitmap holds: the ids drawn since it was last cleared, in order. */
interface FakeBitmap {
  pixels: number;
  ids: string[];
  ratio: number;
}
function fakePainter() {
  const created: FakeBitmap[] = [];
  const painter: TilePainter<FakeBitmap> = {
    create(pixels) {
      const bitmap = { pixels, ids: [], ratio: 0 };
      created.push(bitmap);
      return bitmap;
    },
    clear(bitmap) {
      bitmap.ids = [];
    },
    draw(bitmap, elements, _origin, ratio) {
      bitmap.ratio = ratio;
      bitmap.ids.push(...elements.map((e) => e.id));
    },
  };
  return { painter, created };
}

const style = { strokeColor: '#000000', strokeWidth: 3 };
/** A short stroke from (x, y) going 40 right and 10 down. */
const stroke = (id: string, x: number, y: number): WhiteboardElement => ({
  ...startElement('SCRIBBLE', { x, y }, style, id),
  points: [0, 0, 20, 5, 40, 10],
});
const rect = (id: string, x: number, y: number, fillColor?: string): WhiteboardElement => ({
  ...startElement('RECTANGLE', { x, y }, { ...style, fillColor }, id),
  width: 100,
  height: 60,
});

function board(count: number, seed = 1): WhiteboardElement[] {
  let state = seed;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: count }, (_, n) => stroke(`s${n}`, 50 + next() * 2900, 50 + next() * 2900));
}

const whole = { x: -10_000, y: -10_000, width: 20_000, height: 20_000 };
const screen = { x: 0, y: 0, width: 1280, height: 800 };

/** Every painted tile holds exactly the drawn elements touching it, bottom to top. */
function expectTilesMatch(
  raster: BoardRaster<FakeBitmap>,
  elements: WhiteboardElement[],
  excluded = new Set<string>(),
) {
  for (const tile of raster.visible(whole)) {
    const [i, j] = [tile.x / tileSize, tile.y / tileSize];
    const expected = elements
      .filter((e) => !excluded.has(e.id))
      .filter((e) => {
        const b = boxOf(e);
        const spans = (from: number, size: number, at: number) =>
          Math.floor(from / tileSize) <= at && at <= Math.floor((from + size) / tileSize);
        return spans(b.x, b.width, i) && spans(b.y, b.height, j);
      })
      .map((e) => e.id);
    expect(tile.bitmap.ids).toEqual(expected);
  }
}

describe('BoardRaster drawing', () => {
  it('paints only the tiles on screen first, the rest in idle slices, each element into the tiles it touches', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    const elements = board(2000);
    raster.sync(elements, new Set());
    const shown = raster.visible(screen);
    // 1280 x 800 at zoom 1 covers 3 x 2 tiles of the 6 x 6 the board spans.
    expect(shown).toHaveLength(3 * 2);
    const first = raster.getStats();
    expect(first.repaints).toBe(6);
    expect(first.drawn).toBeLessThan(elements.length / 3);
    let slices = 0;
    while (raster.paintNext()) slices++;
    expect(slices).toBe(raster.getStats().tiles - 6);
    expectTilesMatch(raster, elements);
  });

  it('draws a new stroke on top of the tiles it touches without repainting them', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    const elements = board(500);
    raster.sync(elements, new Set());
    raster.visible(whole);
    const before = raster.getStats();
    const added = [...elements, stroke('new', 100, 100)];
    expect(raster.sync(added, new Set())).toBe(true);
    raster.visible(whole);
    const after = raster.getStats();
    expect(after.repaints).toBe(before.repaints);
    expect(after.drawn - before.drawn).toBe(1);
    expectTilesMatch(raster, added);
  });

  it('repaints only the tiles under a changed element, where it was and where it is', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    const elements = board(500);
    raster.sync(elements, new Set());
    raster.visible(whole);
    const before = raster.getStats().repaints;
    const moved = elements.map((e) => (e.id === 's7' ? { ...e, x: 2900, y: 2900 } : e));
    raster.sync(moved, new Set());
    raster.visible(whole);
    const tilesTouched = (e: WhiteboardElement) => {
      const b = boxOf(e);
      return (
        (Math.floor((b.x + b.width) / tileSize) - Math.floor(b.x / tileSize) + 1) *
        (Math.floor((b.y + b.height) / tileSize) - Math.floor(b.y / tileSize) + 1)
      );
    };
    const expected = tilesTouched(elements[7]!) + tilesTouched(moved[7]!);
    expect(raster.getStats().repaints - before).toBe(expected);
    expectTilesMatch(raster, moved);
  });

  it('leaves removed elements out, and repaints everything when the stack order changed', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    const elements = board(300);
    raster.sync(elements, new Set());
    raster.visible(whole);
    const fewer = elements.filter((e) => e.id !== 's3' && e.id !== 's200');
    raster.sync(fewer, new Set());
    expectTilesMatch(raster, fewer);
    const tiles = raster.getStats().tiles;
    const before = raster.getStats().repaints;
    const reordered = [fewer[5]!, ...fewer.slice(0, 5), ...fewer.slice(6)];
    raster.sync(reordered, new Set());
    expectTilesMatch(raster, reordered);
    expect(raster.getStats().repaints - before).toBe(tiles);
  });

  it('leaves selected elements to their own nodes, and a selected element moving repaints nothing', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    const elements = board(300);
    raster.sync(elements, new Set());
    raster.visible(whole);
    const selection = new Set(['s10', 's11']);
    raster.sync(elements, selection);
    expectTilesMatch(raster, elements, selection);
    const before = raster.getStats().repaints;
    const dragged = elements.map((e) => (e.id === 's10' ? { ...e, x: e.x + 300 } : e));
    raster.sync(dragged, selection);
    raster.visible(whole);
    expect(raster.getStats().repaints).toBe(before);
    // Deselected, it is drawn in its new place.
    raster.sync(dragged, new Set());
    expectTilesMatch(raster, dragged);
  });

  it('repaints at a new pixel ratio after a zoom, up to 2', () => {
    const { painter, created } = fakePainter();
    const raster = new BoardRaster(painter);
    raster.sync(board(50), new Set());
    raster.visible(whole);
    expect(created[0]!.pixels).toBe(tileSize);
    expect(raster.setResolution(1, 1)).toBe(false);
    expect(raster.setResolution(1.5, 1)).toBe(true);
    const [tile] = raster.visible(screen);
    expect(tile!.bitmap.pixels).toBe(tileSize * 1.5);
    expect(tile!.bitmap.ratio).toBe(1.5);
    raster.setResolution(5, 2);
    expect(raster.pixelRatio).toBe(2);
  });

  it('keeps its bitmaps within the memory budget, dropping the least recently shown', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    raster.sync(board(3000), new Set());
    raster.setResolution(2, 1);
    // Show the board a column of tiles at a time, left to right.
    for (let i = 0; i < 6; i++) raster.visible({ x: i * tileSize + 1, y: 0, width: tileSize - 2, height: 3000 });
    const { bitmaps } = raster.getStats();
    expect(bitmaps * (tileSize * 2) ** 2).toBeLessThanOrEqual(maxTilePixels);
    // The last column shown is still there: showing it again paints nothing.
    const before = raster.getStats().repaints;
    raster.visible({ x: 5 * tileSize + 1, y: 0, width: tileSize - 2, height: 3000 });
    expect(raster.getStats().repaints).toBe(before);
    while (raster.paintNext());
    expect(raster.getStats().bitmaps * (tileSize * 2) ** 2).toBeLessThanOrEqual(maxTilePixels);
  });

  it('repaints the tiles of an image once its file has loaded', () => {
    const { painter } = fakePainter();
    const raster = new BoardRaster(painter);
    const image: WhiteboardElement = { ...rect('img', 600, 600), tool: 'IMAGE', previewSrc: '/x.png' };
    raster.sync([...board(100), image], new Set());
    raster.visible(whole);
    const before = raster.getStats().repaints;
    raster.invalidate(new Set(['img']));
    raster.visible(whole);
    expect(raster.getStats().repaints - before).toBe(1);
  });
});

describe('BoardRaster hit tests', () => {
  it('finds the topmost element under the pointer, selected or not, and nothing on empty paper', () => {
    const raster = new BoardRaster(fakePainter().painter);
    const below = rect('below', 100, 100, '#ff0000');
    const above = stroke('above', 110, 120);
    raster.sync([below, above], new Set(['below']));
    expect(raster.hit({ x: 130, y: 125 })?.id).toBe('above');
    expect(raster.hit({ x: 180, y: 150 })?.id).toBe('below');
    expect(raster.hit({ x: 400, y: 400 })).toBeNull();
    expect(raster.hit({ x: -50, y: -50 })).toBeNull();
  });

  it('hits strokes within their width or 6 units, hollow shapes on their outline, filled ones inside', () => {
    const line = stroke('l', 0, 0);
    expect(hitsElement(line, { x: 20, y: 10 })).toBe(true);
    expect(hitsElement(line, { x: 20, y: 14 })).toBe(false);
    const hollow = rect('h', 0, 0);
    expect(hitsElement(hollow, { x: 50, y: 30 })).toBe(false);
    expect(hitsElement(hollow, { x: 50, y: 2 })).toBe(true);
    expect(hitsElement(rect('f', 0, 0, '#00ff00'), { x: 50, y: 30 })).toBe(true);
    const circle = { ...startElement('CIRCLE', { x: 0, y: 0 }, style, 'c'), radiusX: 50, radiusY: 50 };
    expect(hitsElement(circle, { x: 50, y: 0 })).toBe(true);
    expect(hitsElement(circle, { x: 10, y: 0 })).toBe(false);
    expect(hitsElement({ ...circle, fillColor: '#000' }, { x: 10, y: 0 })).toBe(true);
    const arc = {
      ...startElement('ARC', { x: 0, y: 0 }, { ...style, fillColor: '#000' }, 'a'),
      innerRadius: 20,
      outerRadius: 40,
    };
    // The arc spans 120° clockwise from the x axis (y points down).
    expect(hitsElement(arc, { x: 0, y: 30 })).toBe(true);
    expect(hitsElement(arc, { x: 0, y: -30 })).toBe(false);
  });

  it('hits text inside its box and follows rotation', () => {
    const text = createTextElement('TEXT', { x: 100, y: 100 }, 'Hello', style, 't');
    expect(hitsElement(text, { x: 250, y: 120 })).toBe(true);
    expect(hitsElement(text, { x: 350, y: 120 })).toBe(false);
    const turned = { ...rect('r', 100, 100, '#000'), rotation: 90 };
    // Turned 90° about its origin, the rectangle lies to the left of x = 100 and below y = 100.
    expect(hitsElement(turned, { x: 70, y: 150 })).toBe(true);
    expect(hitsElement(turned, { x: 150, y: 130 })).toBe(false);
  });

  it('answers the elements a group-select band meets, bottom to top', () => {
    const raster = new BoardRaster(fakePainter().painter);
    const elements = [stroke('a', 100, 100), rect('b', 600, 600), stroke('c', 130, 110), stroke('d', 2000, 2000)];
    raster.sync(elements, new Set());
    expect(raster.within({ x: 90, y: 90, width: 100, height: 50 }).map((e) => e.id)).toEqual(['a', 'c']);
    expect(raster.within({ x: 0, y: 0, width: 800, height: 800 }).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(raster.within({ x: 2500, y: 100, width: 10, height: 10 })).toEqual([]);
  });
});
