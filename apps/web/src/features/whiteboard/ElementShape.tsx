/**
 * Draws one board element with Konva. Text grows downwards as it wraps (the stored height is the box it was
 * created with). Memoised on the element object: the model hands out a new object only
 * for an element that changed, so a commit or a remote stroke redraws one shape, not the board.
 */
import type { KonvaEventObject } from 'konva/lib/Node';
import { memo, useEffect, useState } from 'react';
import {
  Arc,
  Arrow,
  Circle,
  Ellipse,
  Image as KonvaImage,
  Label,
  Line,
  Rect,
  Ring,
  Star,
  Tag,
  Text,
} from 'react-konva';
import { board, type WhiteboardElement } from './types';

interface ElementShapeProps {
  element: WhiteboardElement;
  /** Movable with SELECT and GROUPSELECT. */
  draggable?: boolean;
  /** Takes part in hit tests (select, drag, delete); off while drawing, which keeps the hit canvas idle. */
  listening?: boolean;
  /** An in-progress element: an eraser shows as a grey trail, since it can only cut the committed layer. */
  preview?: boolean;
  /** Move, transform and double-click handlers (stable, so the memo holds); only used when listening. */
  events?: ShapeEvents;
}

export interface ShapeEvents {
  onDragStart: (event: KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: KonvaEventObject<Event>) => void;
  onDblClick: (event: KonvaEventObject<MouseEvent>) => void;
}

const imageCache = new Map<string, HTMLImageElement>();

/** The image at `src` once loaded (shared by every element showing it). */
function useLoadedImage(src: string | undefined): HTMLImageElement | undefined {
  const cached = src ? imageCache.get(src) : undefined;
  const [image, setImage] = useState(cached?.complete ? cached : undefined);
  useEffect(() => {
    if (!src) return;
    let img = imageCache.get(src);
    if (!img) {
      img = new window.Image();
      img.src = src;
      imageCache.set(src, img);
    }
    if (img.complete && img.naturalWidth) return setImage(img);
    const loaded = img;
    const onLoad = () => setImage(loaded);
    loaded.addEventListener('load', onLoad);
    return () => loaded.removeEventListener('load', onLoad);
  }, [src]);
  return image;
}

function BoardImage({ element, common }: { element: WhiteboardElement; common: object }) {
  const image = useLoadedImage(element.previewSrc);
  const { width = board.image.width, height = board.image.height } = element;
  if (!image) return <Rect {...common} width={width} height={height} fill="#eceff1" stroke="#b0bec5" dash={[6, 4]} />;
  return <KonvaImage {...common} image={image} width={width} height={height} />;
}

export const ElementShape = memo(function ElementShape({
  element,
  draggable,
  listening,
  preview,
  events,
}: ElementShapeProps) {
  const erasing = element.tool === 'ERASER';
  const common = {
    id: element.id,
    name: 'element',
    x: element.x,
    y: element.y,
    rotation: element.rotation,
    draggable: Boolean(draggable),
    listening: Boolean(listening),
    perfectDrawEnabled: false,
    shadowForStrokeEnabled: false,
    globalCompositeOperation: preview && erasing ? 'source-over' : element.globalCompositeOperation,
    ...(listening ? events : undefined),
  } as const;
  const stroke = {
    stroke: preview && erasing ? 'rgba(120,120,120,0.35)' : element.strokeColor,
    strokeWidth: element.strokeWidth,
    hitStrokeWidth: Math.max(element.strokeWidth, 12),
  };
  const fill = element.fillColor;

  switch (element.tool) {
    case 'SCRIBBLE':
    case 'ERASER':
      return (
        <Line {...common} {...stroke} points={element.points ?? []} tension={0.4} lineCap="round" lineJoin="round" />
      );
    case 'LINE':
      return <Line {...common} {...stroke} points={element.points ?? []} lineCap="round" />;
    case 'ARROW': {
      const head = element.strokeWidth * 3 + 6;
      return (
        <Arrow
          {...common}
          {...stroke}
          points={element.points ?? []}
          fill={element.strokeColor}
          pointerLength={head}
          pointerWidth={head}
        />
      );
    }
    case 'RECTANGLE':
      return <Rect {...common} {...stroke} fill={fill} width={element.width ?? 0} height={element.height ?? 0} />;
    case 'CIRCLE':
      return <Circle {...common} {...stroke} fill={fill} radius={element.radiusX ?? 0} />;
    case 'ELLIPSE':
      return (
        <Ellipse {...common} {...stroke} fill={fill} radiusX={element.radiusX ?? 0} radiusY={element.radiusY ?? 0} />
      );
    case 'STAR':
      return (
        <Star
          {...common}
          {...stroke}
          fill={fill}
          numPoints={board.starPoints}
          innerRadius={element.innerRadius ?? 0}
          outerRadius={element.outerRadius ?? 0}
        />
      );
    case 'RING':
      return (
        <Ring
          {...common}
          {...stroke}
          fill={fill}
          innerRadius={element.innerRadius ?? 0}
          outerRadius={element.outerRadius ?? 0}
        />
      );
    case 'ARC':
      return (
        <Arc
          {...common}
          {...stroke}
          fill={fill}
          angle={board.arcAngle}
          innerRadius={element.innerRadius ?? 0}
          outerRadius={element.outerRadius ?? 0}
        />
      );
    case 'TEXT':
      return (
        <Text
          {...common}
          text={element.text ?? ''}
          fill={element.strokeColor}
          fontSize={element.fontSize ?? board.createdText.fontSize}
          width={element.width}
        />
      );
    case 'LABEL':
      return (
        <Label {...common}>
          <Tag fill={fill} cornerRadius={6} listening={Boolean(listening)} />
          <Text
            text={element.text ?? ''}
            fill={element.strokeColor}
            fontSize={element.fontSize ?? board.createdText.fontSize}
            width={element.width}
            padding={8}
            listening={Boolean(listening)}
          />
        </Label>
      );
    case 'IMAGE':
      return <BoardImage element={element} common={common} />;
  }
});
