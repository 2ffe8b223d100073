/**
 * How an element looks in Konva: which shape class draws it and with which attributes. One source for the
 * react-konva nodes (ElementShape: strokes in progress, the selection) and for the batched board raster
 * (boardRaster.ts), so an element looks the same whichever draws it.
 */
import { board, type WhiteboardElement } from './types';

export type ShapeKind =
  | 'Line'
  | 'Arrow'
  | 'Rect'
  | 'Circle'
  | 'Ellipse'
  | 'Star'
  | 'Ring'
  | 'Arc'
  | 'Text'
  | 'Label'
  | 'Image';

export interface ShapeConfig {
  kind: ShapeKind;
  /** Attributes of the shape (for a label: of the Label group). Every key is present, unset ones undefined. */
  attrs: Record<string, unknown>;
  /** A label's background tag and its text. */
  tag?: Record<string, unknown>;
  text?: Record<string, unknown>;
}

/** The colour of a stroke in progress of the eraser: a grey trail, since it can only cut committed strokes. */
export const eraserPreviewColor = 'rgba(120,120,120,0.35)';
export const labelPadding = 8;
export const labelCornerRadius = 6;
/** What an image shows until its file has loaded (or when it cannot). */
export const imagePlaceholder = { fill: '#eceff1', stroke: '#b0bec5', dash: [6, 4] } as const;

/** The attributes every element shares: place, rotation, compositing. */
function common(element: WhiteboardElement, preview: boolean) {
  return {
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
    globalCompositeOperation: preview && element.tool === 'ERASER' ? 'source-over' : element.globalCompositeOperation,
  };
}

/**
 * The Konva shape and attributes of an element. `preview` is an element in progress (an eraser shows as a grey
 * trail). Attribute sets are complete per kind, so one reused node can draw one element after another.
 */
export function shapeConfig(element: WhiteboardElement, preview = false): ShapeConfig {
  const base = common(element, preview);
  const stroke = {
    stroke: preview && element.tool === 'ERASER' ? eraserPreviewColor : element.strokeColor,
    strokeWidth: element.strokeWidth,
    hitStrokeWidth: Math.max(element.strokeWidth, 12),
  };
  const fill = element.fillColor;
  switch (element.tool) {
    case 'SCRIBBLE':
    case 'ERASER':
      return {
        kind: 'Line',
        attrs: { ...base, ...stroke, points: element.points ?? [], tension: 0.4, lineCap: 'round', lineJoin: 'round' },
      };
    case 'LINE':
      return {
        kind: 'Line',
        attrs: { ...base, ...stroke, points: element.points ?? [], tension: 0, lineCap: 'round', lineJoin: undefined },
      };
    case 'ARROW': {
      const head = arrowHead(element.strokeWidth);
      return {
        kind: 'Arrow',
        attrs: {
          ...base,
          ...stroke,
          points: element.points ?? [],
          fill: element.strokeColor,
          pointerLength: head,
          pointerWidth: head,
        },
      };
    }
    case 'RECTANGLE':
      return {
        kind: 'Rect',
        attrs: { ...base, ...stroke, fill, width: element.width ?? 0, height: element.height ?? 0 },
      };
    case 'CIRCLE':
      return { kind: 'Circle', attrs: { ...base, ...stroke, fill, radius: element.radiusX ?? 0 } };
    case 'ELLIPSE':
      return {
        kind: 'Ellipse',
        attrs: { ...base, ...stroke, fill, radiusX: element.radiusX ?? 0, radiusY: element.radiusY ?? 0 },
      };
    case 'STAR':
      return {
        kind: 'Star',
        attrs: {
          ...base,
          ...stroke,
          fill,
          numPoints: board.starPoints,
          innerRadius: element.innerRadius ?? 0,
          outerRadius: element.outerRadius ?? 0,
        },
      };
    case 'RING':
      return {
        kind: 'Ring',
        attrs: {
          ...base,
          ...stroke,
          fill,
          innerRadius: element.innerRadius ?? 0,
          outerRadius: element.outerRadius ?? 0,
        },
      };
    case 'ARC':
      return {
        kind: 'Arc',
        attrs: {
          ...base,
          ...stroke,
          fill,
          angle: board.arcAngle,
          innerRadius: element.innerRadius ?? 0,
          outerRadius: element.outerRadius ?? 0,
        },
      };
    case 'TEXT':
      return {
        kind: 'Text',
        attrs: {
          ...base,
          text: element.text ?? '',
          fill: element.strokeColor,
          fontSize: element.fontSize ?? board.createdText.fontSize,
          width: element.width,
        },
      };
    case 'LABEL':
      return {
        kind: 'Label',
        attrs: base,
        tag: { fill, cornerRadius: labelCornerRadius },
        text: {
          text: element.text ?? '',
          fill: element.strokeColor,
          fontSize: element.fontSize ?? board.createdText.fontSize,
          width: element.width,
          padding: labelPadding,
        },
      };
    case 'IMAGE':
      return {
        kind: 'Image',
        attrs: {
          ...base,
          width: element.width ?? board.image.width,
          height: element.height ?? board.image.height,
        },
      };
  }
}

/** Length and width of an arrow's head for a stroke width. */
export const arrowHead = (strokeWidth: number) => strokeWidth * 3 + 6;
