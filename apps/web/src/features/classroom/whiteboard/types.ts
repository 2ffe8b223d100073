/** Shared types and constants of the classroom whiteboard (classroom spec §3, §5, §9; platform spec 3.1). */
import { classroom, type WhiteboardTool } from '@chalkline/contracts';

/** Tools that leave an element on the board; the others (SELECT, DRAG, UNDO …) act on what is there. */
export const elementTools = [
  'SCRIBBLE',
  'LINE',
  'ARROW',
  'RECTANGLE',
  'CIRCLE',
  'ELLIPSE',
  'STAR',
  'RING',
  'ARC',
  'TEXT',
  'LABEL',
  'IMAGE',
  'ERASER',
] as const satisfies readonly WhiteboardTool[];
export type ElementTool = (typeof elementTools)[number];

/** Tools drawn by pressing, moving and releasing the pointer (text, labels and images are placed instead). */
export type DrawTool = Exclude<ElementTool, 'TEXT' | 'LABEL' | 'IMAGE'>;

export const isElementTool = (tool: string): tool is ElementTool => (elementTools as readonly string[]).includes(tool);
export const isDrawTool = (tool: string): tool is DrawTool =>
  isElementTool(tool) && tool !== 'TEXT' && tool !== 'LABEL' && tool !== 'IMAGE';

export type CompositeOperation = 'source-over' | 'destination-out';

/**
 * One element of a board, with the fields of classroom spec §3. Positions are board units (the board is
 * `classroom.whiteboard.width` x `height`); `points` are relative to `x`, `y`; circles, stars, rings and arcs
 * are centred on `x`, `y`.
 */
export interface WhiteboardElement {
  id: string;
  tool: ElementTool;
  x: number;
  y: number;
  width?: number;
  height?: number;
  points?: number[];
  fillColor?: string;
  strokeColor: string;
  strokeWidth: number;
  text?: string;
  fontSize?: number;
  rotation: number;
  radiusX?: number;
  radiusY?: number;
  innerRadius?: number;
  outerRadius?: number;
  /** A download URL (`/api/download/file?file=…`) of an uploaded image; images are never embedded. */
  previewSrc?: string;
  globalCompositeOperation: CompositeOperation;
}

/** Every field name of an element, in the order they are stored. */
export const elementFields = [
  'id',
  'tool',
  'x',
  'y',
  'width',
  'height',
  'points',
  'fillColor',
  'strokeColor',
  'strokeWidth',
  'text',
  'fontSize',
  'rotation',
  'radiusX',
  'radiusY',
  'innerRadius',
  'outerRadius',
  'previewSrc',
  'globalCompositeOperation',
] as const satisfies readonly (keyof WhiteboardElement)[];

export interface Point {
  x: number;
  y: number;
}

/** What the toolbar sets for the next element. */
export interface ToolStyle {
  strokeColor: string;
  strokeWidth: number;
  /** Fill of closed shapes and the background of labels; undefined leaves them hollow. */
  fillColor?: string;
}

/** Whoever draws: shown beside their cursor to the others. */
export interface WhiteboardUser {
  key: string;
  name: string;
  color: string;
}

export const board = classroom.whiteboard;

/** Limits of classroom spec §5. */
export const limits = {
  strokeWidth: { min: 1, max: 20, default: 3 },
  defaultColor: '#000000',
  eraserWidth: 20,
  minTransform: 5,
  zoom: { min: 0.05, max: 5, buttonStep: 1.1, wheelStep: 1.05 },
  wheelIgnoreAfterDragMs: 1000,
} as const;
