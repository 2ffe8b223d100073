/**
 * The committed elements, in two groups (see rendering.ts): the settled ones, cached as one bitmap while a
 * drawing tool is active and the board is busy, and the recent ones drawn as shapes on top. A new stroke, local
 * or remote, then costs a few shapes and one bitmap per redraw, not thousands of strokes; pans and zooms blit
 * the bitmap. While selecting, nothing is cached and every shape listens. Eraser strokes cut only this layer.
 */
import type Konva from 'konva';
import { memo, type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Group, Layer } from 'react-konva';
import { ElementShape, type ShapeEvents } from './ElementShape';
import {
  cachePixelRatio,
  elementsBounds,
  type Partition,
  partitionElements,
  settleAfterMs,
  settleBatch,
} from './rendering';
import type { WhiteboardElement } from './types';

/** Below this many settled elements redrawing is cheap enough that a cache is not worth its memory. */
export const cacheThreshold = 200;
const recacheDelayMs = 300;

interface ElementsLayerProps extends ShapeEvents {
  elements: readonly WhiteboardElement[];
  /** Hit-testable (select, group select, delete). */
  interactive: boolean;
  draggable: boolean;
  scale: number;
  layerRef: RefObject<Konva.Layer | null>;
}

interface GroupProps {
  elements: readonly WhiteboardElement[];
  draggable: boolean;
  listening: boolean;
  events: ShapeEvents;
  groupRef?: RefObject<Konva.Group | null>;
}

/** One group of shapes; memoised so the settled group is skipped while only recent elements change. */
const ElementGroup = memo(function ElementGroup({ elements, draggable, listening, events, groupRef }: GroupProps) {
  return (
    <Group ref={groupRef}>
      {elements.map((element) => (
        <ElementShape key={element.id} element={element} draggable={draggable} listening={listening} events={events} />
      ))}
    </Group>
  );
});

/**
 * Elements split into settled and recent; a batch (a loaded board, many strokes at once) settles at once.
 * Nothing settles while `frozen` (selecting): settling remounts shapes, which the Transformer may be holding.
 */
function usePartition(elements: readonly WhiteboardElement[], frozen: boolean): Partition {
  const settledIds = useRef(new Set<string>());
  const last = useRef<Partition>({ settled: [], recent: [] });
  const [settledAt, setSettledAt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settledAt` marks a settle of the recent elements.
  const parts = useMemo(() => {
    let next = partitionElements(elements, settledIds.current, last.current);
    if (!frozen && next.recent.length >= settleBatch) {
      settledIds.current = new Set(elements.map((e) => e.id));
      next = partitionElements(elements, settledIds.current, last.current);
    }
    last.current = next;
    return next;
  }, [elements, settledAt, frozen]);

  useEffect(() => {
    if (frozen || !parts.recent.length) return;
    const timer = setTimeout(() => {
      settledIds.current = new Set(elements.map((e) => e.id));
      setSettledAt(Date.now());
    }, settleAfterMs);
    return () => clearTimeout(timer);
  }, [parts, elements, frozen]);
  return parts;
}

export const ElementsLayer = memo(function ElementsLayer({
  elements,
  interactive,
  draggable,
  scale,
  layerRef,
  onDragStart,
  onDragEnd,
  onTransformEnd,
  onDblClick,
}: ElementsLayerProps) {
  const settledGroup = useRef<Konva.Group>(null);
  const events = useMemo<ShapeEvents>(
    () => ({ onDragStart, onDragEnd, onTransformEnd, onDblClick }),
    [onDragStart, onDragEnd, onTransformEnd, onDblClick],
  );
  const { settled, recent } = usePartition(elements, interactive);
  const cacheEnabled = !interactive && settled.length >= cacheThreshold;

  const scaleNow = useRef(scale);
  scaleNow.current = scale;
  const settledNow = useRef(settled);
  settledNow.current = settled;
  const cache = useCallback(() => {
    const group = settledGroup.current;
    const area = elementsBounds(settledNow.current);
    if (!group) return;
    const pixelRatio = area && cachePixelRatio(area, scaleNow.current, devicePixelRatio || 1);
    if (area && pixelRatio) group.cache({ ...area, pixelRatio, hitCanvasPixelRatio: 0.1 });
    else group.clearCache();
    group.getLayer()?.batchDraw();
  }, []);

  // A new settled list makes the bitmap stale: rebuild it before the layer's next draw, so the shapes are drawn
  // once (into the bitmap), not once uncached and again into the bitmap.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` is the trigger, read through the group.
  useLayoutEffect(() => {
    const group = settledGroup.current;
    if (cacheEnabled) cache();
    else if (group?.isCached()) {
      group.clearCache();
      group.getLayer()?.batchDraw();
    }
  }, [settled, cacheEnabled, cache]);

  // After zooming, the old bitmap is stretched until the zoom rests, then redrawn sharp.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `scale` is the trigger, read through a ref.
  useEffect(() => {
    if (!settledGroup.current?.isCached()) return;
    const timer = setTimeout(cache, recacheDelayMs);
    return () => clearTimeout(timer);
  }, [scale, cache]);

  return (
    <Layer ref={layerRef} listening={interactive}>
      <ElementGroup
        elements={settled}
        draggable={draggable}
        listening={interactive}
        events={events}
        groupRef={settledGroup}
      />
      <ElementGroup elements={recent} draggable={draggable} listening={interactive} events={events} />
    </Layer>
  );
});
