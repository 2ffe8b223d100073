/**
 * The committed elements. Everything but the selection is drawn by the board raster (boardRaster.ts): tile
 * bitmaps copied to the screen by one Konva shape, so a board of 10,000 strokes is not 10,000 Konva nodes, a
 * new stroke is drawn onto the tiles it touches and a pan copies a few bitmaps. The selected elements are real
 * react-konva nodes on top, which the Transformer holds and the pointer drags. Hit tests (select, delete,
 * double-click, the group-select band) ask the raster's tile index, not Konva's hit canvas. Eraser strokes
 * cut only this layer.
 */
import type Konva from 'konva';
import type { SceneCanvas } from 'konva/lib/Canvas';
import { memo, type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Layer, Shape } from 'react-konva';
import type { BoardRaster } from './boardRaster';
import { ElementShape, type ShapeEvents } from './ElementShape';
import { rasterDirectAttr, rasterShapeName } from './exportPng';
import type { Store } from './hooks';
import type { WhiteboardElement } from './types';

/** Zoom changes repaint the tiles at the new sharpness once the zoom has rested this long. */
const resolutionDelayMs = 300;
/** Idle painting of tiles that are off screen: at most this long per slice, so input stays responsive. */
const idleSliceMs = 8;

/** A press on an element that was not selected yet: drag it as soon as its node exists. */
export interface GrabRequest {
  id: string;
}

interface ElementsLayerProps extends ShapeEvents {
  elements: readonly WhiteboardElement[];
  selected: readonly string[];
  raster: BoardRaster<SceneCanvas>;
  /** Draws elements straight onto a Konva canvas (the raster's export mode). */
  drawInto: (canvas: SceneCanvas, elements: readonly WhiteboardElement[]) => void;
  /** The selected elements take part in hit tests (select, group select, delete). */
  interactive: boolean;
  draggable: boolean;
  scale: number;
  layerRef: RefObject<Konva.Layer | null>;
  grab?: Store<GrabRequest | null>;
}

const noSelection: ReadonlySet<string> = new Set();

export const ElementsLayer = memo(function ElementsLayer({
  elements,
  selected,
  raster,
  drawInto,
  interactive,
  draggable,
  scale,
  layerRef,
  grab,
  onDragStart,
  onDragEnd,
  onTransformEnd,
}: ElementsLayerProps) {
  const events = useMemo<ShapeEvents>(
    () => ({ onDragStart, onDragEnd, onTransformEnd }),
    [onDragStart, onDragEnd, onTransformEnd],
  );
  const selectedSet = useMemo(() => (selected.length ? new Set(selected) : noSelection), [selected]);
  const live = useMemo(() => elements.filter((e) => selectedSet.has(e.id)), [elements, selectedSet]);

  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const sceneFunc = useMemo(() => {
    /** Paints off-screen tiles a slice at a time, so panning later finds them ready. */
    const paintIdle = () => {
      idle.current = null;
      const until = performance.now() + idleSliceMs;
      while (performance.now() < until) if (!raster.paintNext()) return;
      idle.current = setTimeout(paintIdle, 16);
    };
    return (context: Konva.Context, shape: Konva.Shape) => {
      if (shape.getAttr(rasterDirectAttr)) return drawInto(context.canvas as SceneCanvas, raster.drawnElements());
      const stage = shape.getStage();
      if (!stage) return;
      const inverse = shape.getAbsoluteTransform().copy().invert();
      const a = inverse.point({ x: 0, y: 0 });
      const b = inverse.point({ x: stage.width(), y: stage.height() });
      const view = {
        x: Math.min(a.x, b.x),
        y: Math.min(a.y, b.y),
        width: Math.abs(b.x - a.x),
        height: Math.abs(b.y - a.y),
      };
      for (const tile of raster.visible(view))
        context.drawImage(tile.bitmap._canvas, tile.x, tile.y, tile.size, tile.size);
      if (!idle.current) idle.current = setTimeout(paintIdle, 100);
    };
  }, [raster, drawInto]);
  useEffect(
    () => () => {
      if (idle.current) clearTimeout(idle.current);
    },
    [],
  );

  // Before the layer's next draw: the tiles learn what changed (a new stroke is drawn on top of them).
  useLayoutEffect(() => {
    if (raster.sync(elements, selectedSet)) layerRef.current?.batchDraw();
  }, [raster, elements, selectedSet, layerRef]);

  // The first zoom is taken at once; later ones once the zoom rests (until then the bitmaps are stretched).
  const first = useRef(true);
  useEffect(() => {
    const apply = () => {
      if (raster.setResolution(scale, window.devicePixelRatio || 1)) layerRef.current?.batchDraw();
    };
    if (first.current) {
      first.current = false;
      return apply();
    }
    const timer = setTimeout(apply, resolutionDelayMs);
    return () => clearTimeout(timer);
  }, [raster, scale, layerRef]);

  // A press on an element that was not selected: it is now a node; drag it while the button is still down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `live` is the trigger, the nodes are read from the layer.
  useEffect(() => {
    const request = grab?.get();
    const layer = layerRef.current;
    if (!request || !layer || !draggable) return;
    grab?.set(null);
    const node = layer.findOne((n: Konva.Node) => n.hasName('element') && n.id() === request.id);
    // Without an event Konva binds the drag to the pointer that moves next and ends it on any release.
    if (node && !node.isDragging()) node.startDrag();
  }, [live, grab, draggable, layerRef]);

  return (
    <Layer ref={layerRef} listening={interactive}>
      <Shape name={rasterShapeName} listening={false} perfectDrawEnabled={false} sceneFunc={sceneFunc} />
      {live.map((element) => (
        <ElementShape
          key={element.id}
          element={element}
          draggable={draggable}
          listening={interactive}
          events={events}
        />
      ))}
    </Layer>
  );
});
