/**
 * How the committed elements are split for drawing. Elements that have been on the board a while are "settled"
 * into a group cached as one bitmap; the few drawn since are "recent" and drawn as shapes on top. A new stroke
 * then redraws the recent shapes and one bitmap, not the whole board; every so often the recent ones settle.
 */
import { board, type WhiteboardElement } from './types';

/** Largest bitmap (in pixels) the settled-elements cache may take: 16 M pixels, 64 MB. */
export const maxCachePixels = 16_000_000;

/**
 * Recent elements settle (and the bitmap is redrawn, one full draw) once this many have gathered, or after
 * `settleAfterMs` without a change; until then they are drawn as shapes, which is cheap for a few dozen.
 */
export const settleBatch = 150;
export const settleAfterMs = 3000;

/**
 * The pixel ratio to cache the settled elements at: sharp at the current zoom and screen density (at most 2),
 * but never a bitmap larger than `maxCachePixels`; null when not worth caching (empty or too coarse).
 */
export function cachePixelRatio(area: { width: number; height: number }, scale: number, dpr: number): number | null {
  const pixels = area.width * area.height;
  if (!(pixels > 0)) return null;
  const ratio = Math.min(2, Math.max(1, scale * dpr), Math.sqrt(maxCachePixels / pixels));
  return ratio < 0.5 ? null : ratio;
}

export interface Partition {
  settled: readonly WhiteboardElement[];
  recent: readonly WhiteboardElement[];
}

const sameItems = (a: readonly WhiteboardElement[], b: readonly WhiteboardElement[]) =>
  a.length === b.length && a.every((element, i) => element === b[i]);

/**
 * Splits the board's elements (bottom to top) into the settled ones (ids in `settledIds`) and the recent ones,
 * each in board order. `previous.settled` is returned itself when its elements did not change, so the cached
 * group is neither re-rendered nor re-cached.
 */
export function partitionElements(
  elements: readonly WhiteboardElement[],
  settledIds: ReadonlySet<string>,
  previous: Partition,
): Partition {
  const settled: WhiteboardElement[] = [];
  const recent: WhiteboardElement[] = [];
  for (const element of elements) (settledIds.has(element.id) ? settled : recent).push(element);
  return { settled: sameItems(settled, previous.settled) ? previous.settled : settled, recent };
}

export interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The local box of an element around its origin (x, y), before rotation. */
function localBox(e: WhiteboardElement): [number, number, number, number] {
  switch (e.tool) {
    case 'SCRIBBLE':
    case 'ERASER':
    case 'LINE':
    case 'ARROW': {
      const points = e.points ?? [0, 0];
      let [minX, minY, maxX, maxY] = [0, 0, 0, 0];
      for (let i = 0; i + 1 < points.length; i += 2) {
        minX = Math.min(minX, points[i]!);
        maxX = Math.max(maxX, points[i]!);
        minY = Math.min(minY, points[i + 1]!);
        maxY = Math.max(maxY, points[i + 1]!);
      }
      // Curves overshoot their points a little; arrow heads stick out.
      const pad = e.tool === 'ARROW' ? e.strokeWidth * 3 + 6 : 8;
      return [minX - pad, minY - pad, maxX + pad, maxY + pad];
    }
    case 'CIRCLE':
    case 'ELLIPSE': {
      const r = Math.max(e.radiusX ?? 0, e.radiusY ?? 0);
      return [-r, -r, r, r];
    }
    case 'STAR':
    case 'RING':
    case 'ARC': {
      const r = e.outerRadius ?? 0;
      return [-r, -r, r, r];
    }
    case 'TEXT':
    case 'LABEL': {
      // Wrapped text grows downwards: allow one line per `width` of characters, plus the typed line breaks.
      const fontSize = e.fontSize ?? board.createdText.fontSize;
      const text = e.text ?? '';
      const width = e.width ?? board.createdText.width;
      const lines = text
        .split('\n')
        .reduce((n, line) => n + Math.max(1, Math.ceil((line.length * fontSize * 0.6) / width)), 0);
      return [0, 0, width + 16, Math.max(e.height ?? 0, lines * fontSize * 1.25) + 16];
    }
    case 'RECTANGLE':
    case 'IMAGE':
      return [0, 0, e.width ?? 0, e.height ?? 0];
  }
}

/**
 * A box around everything the elements draw, in board units, computed from their fields (Konva's own
 * measurement walks every curve and takes most of a second on a board of 10,000 strokes). Generous rather
 * than tight: what falls outside a cache is not drawn. Null when there are no elements.
 */
export function elementsBounds(elements: readonly WhiteboardElement[]): Bounds | null {
  if (!elements.length) return null;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const e of elements) {
    const [x1, y1, x2, y2] = localBox(e);
    const pad = e.strokeWidth / 2 + 2;
    const corners = [x1 - pad, y1 - pad, x2 + pad, y1 - pad, x2 + pad, y2 + pad, x1 - pad, y2 + pad];
    const angle = (e.rotation * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    for (let i = 0; i < 8; i += 2) {
      const [cx, cy] = [corners[i]!, corners[i + 1]!];
      const px = e.x + cx * cos - cy * sin;
      const py = e.y + cx * sin + cy * cos;
      minX = Math.min(minX, px);
      maxX = Math.max(maxX, px);
      minY = Math.min(minY, py);
      maxY = Math.max(maxY, py);
    }
  }
  const x = Math.floor(minX);
  const y = Math.floor(minY);
  return { x, y, width: Math.ceil(maxX) - x, height: Math.ceil(maxY) - y };
}
