/** Element bounds from their fields, for the board raster's tiles, hit tests and the PNG export's area. */
import { board, type WhiteboardElement } from './types';

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

/** The box an element draws in, in board units, rotation included (see `elementsBounds`). */
export function elementBounds(e: WhiteboardElement): Bounds {
  const [x1, y1, x2, y2] = localBox(e);
  const pad = e.strokeWidth / 2 + 2;
  const corners = [x1 - pad, y1 - pad, x2 + pad, y1 - pad, x2 + pad, y2 + pad, x1 - pad, y2 + pad];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
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
  const x = Math.floor(minX);
  const y = Math.floor(minY);
  return { x, y, width: Math.ceil(maxX) - x, height: Math.ceil(maxY) - y };
}

/**
 * A box around everything the elements draw, in board units, computed from their fields (Konva's own
 * measurement walks every curve and takes most of a second on a board of 10,000 strokes). Generous rather
 * than tight: what falls outside a bitmap is not drawn. Null when there are no elements.
 */
export function elementsBounds(elements: readonly WhiteboardElement[]): Bounds | null {
  if (!elements.length) return null;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const e of elements) {
    const box = elementBounds(e);
    minX = Math.min(minX, box.x);
    minY = Math.min(minY, box.y);
    maxX = Math.max(maxX, box.x + box.width);
    maxY = Math.max(maxY, box.y + box.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}
