/**
 * One board element as a react-konva node: strokes in progress (this user's and the others') and the selected
 * elements, which the Transformer holds; the rest of the board is drawn by the board raster. Looks come from
 * shapeConfig.ts, shared with the raster. Text grows downwards as it wraps (the stored height is the box it was
 * created with). Memoised on the element object: the model hands out a new object only for an element that changed.
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
import { imagePlaceholder, shapeConfig } from './shapeConfig';
import type { WhiteboardElement } from './types';

interface ElementShapeProps {
  element: WhiteboardElement;
  /** Movable with SELECT and GROUPSELECT. */
  draggable?: boolean;
  /** Takes part in hit tests (select, drag, delete); off while drawing, which keeps the hit canvas idle. */
  listening?: boolean;
  /** An in-progress element: an eraser shows as a grey trail, since it can only cut the committed layer. */
  preview?: boolean;
  /** Move and transform handlers (stable, so the memo holds); only used when listening. */
  events?: ShapeEvents;
}

export interface ShapeEvents {
  onDragStart: (event: KonvaEventObject<DragEvent>) => void;
  onDragEnd: (event: KonvaEventObject<DragEvent>) => void;
  onTransformEnd: (event: KonvaEventObject<Event>) => void;
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

function BoardImage({ attrs }: { attrs: Record<string, unknown> }) {
  const image = useLoadedImage(attrs.previewSrc as string | undefined);
  if (!image) return <Rect {...attrs} {...imagePlaceholder} dash={[...imagePlaceholder.dash]} />;
  return <KonvaImage {...attrs} image={image} />;
}

const shapes = { Line, Arrow, Rect, Circle, Ellipse, Star, Ring, Arc, Text } as const;

export const ElementShape = memo(function ElementShape({
  element,
  draggable,
  listening,
  preview,
  events,
}: ElementShapeProps) {
  const config = shapeConfig(element, preview);
  const attrs = {
    ...config.attrs,
    id: element.id,
    name: 'element',
    draggable: Boolean(draggable),
    listening: Boolean(listening),
    ...(listening ? events : undefined),
  };
  switch (config.kind) {
    case 'Label':
      return (
        <Label {...attrs}>
          <Tag {...config.tag} listening={Boolean(listening)} />
          <Text {...config.text} listening={Boolean(listening)} />
        </Label>
      );
    case 'Image':
      return <BoardImage attrs={{ ...attrs, previewSrc: element.previewSrc }} />;
    default: {
      const Shape = shapes[config.kind] as typeof Line;
      return <Shape {...(attrs as object)} />;
    }
  }
});
