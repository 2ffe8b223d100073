/**
 * Element geometry (classroom spec §4, §9): pressing starts an element, moving extends it, releasing finishes
 * it. Pure functions of the pointer positions in board units, so every tool can be tested without a canvas.
 */
import { clampStrokeWidth } from './limits';
import { board, type DrawTool, limits, type Point, type ToolStyle, type WhiteboardElement } from './types';

const idAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A fresh element id: 12 random characters of 62 (71 bits). A stroke names its id twice (its `elements` key
 * and its `order` entry), so a third of a UUID's length saves about 50 bytes per stroke.
 */
export function newId(): string {
  let id = '';
  while (id.length < 12)
    for (const byte of crypto.getRandomValues(new Uint8Array(16)))
      if (byte < 248 && id.length < 12) id += idAlphabet[byte % 62];
  return id;
}

/** Inner radius as a share of the outer one, for the shapes that have both. */
export const innerRatio = { STAR: 0.5, RING: 0.6, ARC: 0.5 } as const;

const closedShapes = new Set<DrawTool>(['RECTANGLE', 'CIRCLE', 'ELLIPSE', 'STAR', 'RING', 'ARC']);
const round = (value: number) => Math.round(value);
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The element a press starts: nothing drawn yet but its anchor (a dot for free hand and the eraser). */
export function startElement(tool: DrawTool, at: Point, style: ToolStyle, id: string): WhiteboardElement {
  const eraser = tool === 'ERASER';
  const element: WhiteboardElement = {
    id,
    tool,
    x: round(at.x),
    y: round(at.y),
    rotation: 0,
    strokeColor: eraser ? limits.defaultColor : style.strokeColor,
    strokeWidth: eraser ? limits.eraserWidth : clampStrokeWidth(style.strokeWidth),
    globalCompositeOperation: eraser ? 'destination-out' : 'source-over',
  };
  if (closedShapes.has(tool) && style.fillColor) element.fillColor = style.fillColor;
  switch (tool) {
    case 'SCRIBBLE':
    case 'ERASER':
      return { ...element, points: [0, 0] };
    case 'LINE':
    case 'ARROW':
      return { ...element, points: [0, 0, 0, 0] };
    case 'RECTANGLE':
      return { ...element, width: 0, height: 0 };
    case 'CIRCLE':
    case 'ELLIPSE':
      return { ...element, radiusX: 0, radiusY: 0 };
    case 'STAR':
    case 'RING':
    case 'ARC':
      return { ...element, innerRadius: 0, outerRadius: 0 };
  }
}

/** The element after the pointer moved to `to` (board units). Returns the same object when nothing changed. */
export function extendElement(element: WhiteboardElement, to: Point): WhiteboardElement {
  const dx = round(to.x) - element.x;
  const dy = round(to.y) - element.y;
  const radius = round(Math.hypot(dx, dy));
  switch (element.tool) {
    case 'SCRIBBLE':
    case 'ERASER': {
      const points = element.points ?? [0, 0];
      if (points[points.length - 2] === dx && points[points.length - 1] === dy) return element;
      return { ...element, points: [...points, dx, dy] };
    }
    case 'LINE':
    case 'ARROW':
      return { ...element, points: [0, 0, dx, dy] };
    case 'RECTANGLE':
      // The anchor stays at x, y while drawing; finishElement makes the size positive.
      return { ...element, width: dx, height: dy };
    case 'CIRCLE':
      return { ...element, radiusX: radius, radiusY: radius };
    case 'ELLIPSE':
      return { ...element, radiusX: Math.abs(dx), radiusY: Math.abs(dy) };
    case 'STAR':
    case 'RING':
    case 'ARC':
      return { ...element, outerRadius: radius, innerRadius: round(radius * innerRatio[element.tool]) };
    default:
      return element;
  }
}

/** The element to commit on release, or null when the press drew nothing (a click with a shape tool). */
export function finishElement(element: WhiteboardElement): WhiteboardElement | null {
  switch (element.tool) {
    case 'SCRIBBLE':
    case 'ERASER': {
      const points = element.points ?? [0, 0];
      // A tap leaves a dot: a line from the point to itself, drawn with round caps.
      return points.length >= 4 ? element : { ...element, points: [0, 0, 0, 0] };
    }
    case 'LINE':
    case 'ARROW': {
      const [, , dx = 0, dy = 0] = element.points ?? [];
      return dx === 0 && dy === 0 ? null : element;
    }
    case 'RECTANGLE': {
      const width = element.width ?? 0;
      const height = element.height ?? 0;
      if (width === 0 && height === 0) return null;
      return {
        ...element,
        x: Math.min(element.x, element.x + width),
        y: Math.min(element.y, element.y + height),
        width: Math.abs(width),
        height: Math.abs(height),
      };
    }
    case 'CIRCLE':
    case 'ELLIPSE':
      return (element.radiusX ?? 0) < 1 && (element.radiusY ?? 0) < 1 ? null : element;
    case 'STAR':
    case 'RING':
    case 'ARC':
      return (element.outerRadius ?? 0) < 1 ? null : element;
    default:
      return element;
  }
}

/** A text or label element where the user clicked: 200 x 50, font 24 (the typing box shown is 150 x 50). */
export function createTextElement(
  tool: 'TEXT' | 'LABEL',
  at: Point,
  text: string,
  style: ToolStyle,
  id: string,
): WhiteboardElement {
  const { width, height, fontSize } = board.createdText;
  return {
    id,
    tool,
    x: round(at.x),
    y: round(at.y),
    width,
    height,
    text,
    fontSize,
    rotation: 0,
    strokeColor: style.strokeColor,
    strokeWidth: clampStrokeWidth(style.strokeWidth),
    ...(tool === 'LABEL' ? { fillColor: style.fillColor ?? '#fff59d' } : {}),
    globalCompositeOperation: 'source-over',
  };
}

/** An uploaded image, 200 x 200, centred on `centre`; `src` is its download URL, never the image itself. */
export function createImageElement(centre: Point, src: string, id: string): WhiteboardElement {
  const { width, height } = board.image;
  return {
    id,
    tool: 'IMAGE',
    x: round(centre.x - width / 2),
    y: round(centre.y - height / 2),
    width,
    height,
    previewSrc: src,
    rotation: 0,
    strokeColor: limits.defaultColor,
    strokeWidth: 0,
    globalCompositeOperation: 'source-over',
  };
}

/** What a drag or a Transformer left on a node: its new position, scale and rotation. */
export interface NodeTransform {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
  rotation: number;
}

/** The fields to store after a move or transform, with the scale folded into the element's own sizes. */
export function bakeTransform(element: WhiteboardElement, t: NodeTransform): Partial<WhiteboardElement> {
  const patch: Partial<WhiteboardElement> = { x: round2(t.x), y: round2(t.y), rotation: round2(t.rotation) };
  const sx = Math.abs(t.scaleX);
  const sy = Math.abs(t.scaleY);
  if (sx === 1 && sy === 1) return patch;
  const scaled = (value: number | undefined, by: number) => round2(Math.max(1, (value ?? 0) * by));
  const even = (sx + sy) / 2;
  switch (element.tool) {
    case 'SCRIBBLE':
    case 'ERASER':
    case 'LINE':
    case 'ARROW':
      patch.points = (element.points ?? []).map((v, i) => round2(v * (i % 2 === 0 ? sx : sy)));
      break;
    case 'TEXT':
    case 'LABEL':
      patch.fontSize = scaled(element.fontSize, sy);
      patch.width = scaled(element.width, sx);
      patch.height = scaled(element.height, sy);
      break;
    case 'RECTANGLE':
    case 'IMAGE':
      patch.width = scaled(element.width, sx);
      patch.height = scaled(element.height, sy);
      break;
    case 'CIRCLE':
      patch.radiusX = patch.radiusY = scaled(element.radiusX, even);
      break;
    case 'ELLIPSE':
      patch.radiusX = scaled(element.radiusX, sx);
      patch.radiusY = scaled(element.radiusY, sy);
      break;
    case 'STAR':
    case 'RING':
    case 'ARC':
      patch.outerRadius = scaled(element.outerRadius, even);
      patch.innerRadius = scaled(element.innerRadius, even);
      break;
  }
  return patch;
}
