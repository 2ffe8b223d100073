/**
 * The geometry of one whiteboard element that the board's tiles ask about: its bounds (cached per element object),
 * whether two boxes overlap, and hit testing as Konva's hit canvas would answer.
 */
import { type Bounds, elementBounds } from './rendering';
import { board, type Point, type WhiteboardElement } from './types';

/** How far (board units) from a thin stroke a press still hits it: Konva's hit stroke of 12 px, halved. */
export const hitTolerance = 6;

const boxes = new WeakMap<WhiteboardElement, Bounds>();

/** The element's bounds (board units), computed once per element object. */
export function boxOf(element: WhiteboardElement): Bounds {
  let box = boxes.get(element);
  if (!box) {
    box = elementBounds(element);
    boxes.set(element, box);
  }
  return box;
}

/** Whether two boxes touch or overlap. */
export const overlaps = (a: Bounds, b: Bounds) =>
  a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;

/** The point in the element's own frame: relative to its origin, rotation undone. */
function toLocal(element: WhiteboardElement, point: Point): Point {
  const dx = point.x - element.x;
  const dy = point.y - element.y;
  if (!element.rotation) return { x: dx, y: dy };
  const angle = (-element.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return { x: dx * cos - dy * sin, y: dx * sin + dy * cos };
}

function segmentDistance(p: Point, ax: number, ay: number, bx: number, by: number): number {
  const [vx, vy] = [bx - ax, by - ay];
  const length = vx * vx + vy * vy;
  const t = length ? Math.max(0, Math.min(1, ((p.x - ax) * vx + (p.y - ay) * vy) / length)) : 0;
  return Math.hypot(p.x - (ax + t * vx), p.y - (ay + t * vy));
}

/**
 * Whether `point` (board units) is on the element, as Konva's hit canvas would answer: strokes within their
 * width (at least `tolerance` either side), filled shapes inside, hollow shapes on their outline, text, labels
 * and images inside their box.
 */
export function hitsElement(element: WhiteboardElement, point: Point, tolerance = hitTolerance): boolean {
  const p = toLocal(element, point);
  const reach = Math.max(element.strokeWidth / 2, tolerance);
  const filled = Boolean(element.fillColor);
  switch (element.tool) {
    case 'SCRIBBLE':
    case 'ERASER':
    case 'LINE':
    case 'ARROW': {
      const points = element.points ?? [];
      if (points.length < 4) return Math.hypot(p.x - (points[0] ?? 0), p.y - (points[1] ?? 0)) <= reach;
      for (let n = 0; n + 3 < points.length; n += 2)
        if (segmentDistance(p, points[n]!, points[n + 1]!, points[n + 2]!, points[n + 3]!) <= reach) return true;
      return false;
    }
    case 'RECTANGLE': {
      const [w, h] = [element.width ?? 0, element.height ?? 0];
      const inside = p.x >= -reach && p.y >= -reach && p.x <= w + reach && p.y <= h + reach;
      if (!inside) return false;
      if (filled) return true;
      return p.x <= reach || p.y <= reach || p.x >= w - reach || p.y >= h - reach;
    }
    case 'CIRCLE':
    case 'ELLIPSE': {
      const rx = Math.max(element.radiusX ?? 0, 0.5);
      const ry = Math.max(element.tool === 'CIRCLE' ? rx : (element.radiusY ?? 0), 0.5);
      const d = Math.hypot(p.x / rx, p.y / ry);
      const off = Math.abs(d - 1) * Math.min(rx, ry);
      return (filled && d <= 1) || off <= reach;
    }
    case 'STAR':
    case 'RING':
    case 'ARC': {
      const r = Math.hypot(p.x, p.y);
      const outer = element.outerRadius ?? 0;
      const inner = element.innerRadius ?? 0;
      if (element.tool === 'ARC') {
        const angle = ((Math.atan2(p.y, p.x) * 180) / Math.PI + 360) % 360;
        if (angle > board.arcAngle + (reach / Math.max(r, 1)) * (180 / Math.PI)) return false;
      }
      if (element.tool === 'STAR') return r <= outer + reach && (filled || r >= inner - reach);
      return r >= inner - reach && r <= outer + reach && (filled || r <= inner + reach || r >= outer - reach);
    }
    case 'TEXT':
    case 'LABEL':
    case 'IMAGE': {
      const box = elementBounds({ ...element, x: 0, y: 0, rotation: 0 });
      return p.x >= box.x && p.y >= box.y && p.x <= box.x + box.width && p.y <= box.y + box.height;
    }
  }
}
