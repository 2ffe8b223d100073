/**
 * Selection: the Transformer around the selected elements (no resize below 5 x 5) and the rubber band of
 * group select.
 */
import type Konva from 'konva';
import { memo, type RefObject, useEffect, useRef } from 'react';
import { Layer, Rect, Transformer } from 'react-konva';
import { transientLayerName } from './exportPng';
import { type Store, useStore } from './hooks';
import { limitBox } from './limits';
import type { ElementTool, WhiteboardElement } from './types';

/** A rectangle in board units. */
export interface Band {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Shapes that stay round: they resize from the corners only, keeping their proportions. */
const round = new Set<ElementTool>(['CIRCLE', 'STAR', 'RING', 'ARC']);
const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];

/** The nodes of the given element ids in the elements layer. */
export function findElementNodes(layer: Konva.Layer | null, ids: readonly string[]): Konva.Node[] {
  if (!layer || !ids.length) return [];
  const wanted = new Set(ids);
  return layer.find((node: Konva.Node) => node.hasName('element') && wanted.has(node.id()));
}

interface SelectionLayerProps {
  selected: readonly string[];
  elements: readonly WhiteboardElement[];
  elementsLayer: RefObject<Konva.Layer | null>;
  band: Store<Band | null>;
}

function RubberBand({ band }: { band: Store<Band | null> }) {
  const rect = useStore(band);
  if (!rect) return null;
  return <Rect {...rect} fill="rgba(25,118,210,0.08)" stroke="#1976d2" strokeWidth={1} strokeScaleEnabled={false} />;
}

export const SelectionLayer = memo(function SelectionLayer({
  selected,
  elements,
  elementsLayer,
  band,
}: SelectionLayerProps) {
  const transformer = useRef<Konva.Transformer>(null);
  const keepRatio = elements.some((e) => round.has(e.tool) && selected.includes(e.id));

  // biome-ignore lint/correctness/useExhaustiveDependencies: changed elements may be new nodes (or gone).
  useEffect(() => {
    const tr = transformer.current;
    if (!tr) return;
    tr.nodes(findElementNodes(elementsLayer.current, selected));
    tr.getLayer()?.batchDraw();
  }, [selected, elements, elementsLayer]);

  return (
    <Layer name={transientLayerName}>
      <Transformer
        ref={transformer}
        boundBoxFunc={limitBox}
        keepRatio={keepRatio}
        enabledAnchors={keepRatio ? corners : undefined}
        flipEnabled={false}
        ignoreStroke
        anchorSize={9}
        borderStroke="#1976d2"
        anchorStroke="#1976d2"
      />
      <RubberBand band={band} />
    </Layer>
  );
});
