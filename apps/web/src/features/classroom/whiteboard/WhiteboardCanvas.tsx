/**
 * The board's Konva stage: background, committed elements, this user's stroke in progress, the others'
 * cursors and strokes, and the selection, each in its own layer. The stage fills its container and shows the
 * 3000 x 3000 board at the current zoom; the drag tool pans it and the wheel zooms around the pointer.
 */
import type { WhiteboardTool } from '@chalkline/contracts';
import type Konva from 'konva';
import type { SceneCanvas } from 'konva/lib/Canvas';
import type { KonvaEventObject } from 'konva/lib/Node';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Stage } from 'react-konva';
import { BackgroundLayer } from './BackgroundLayer';
import { BoardRaster } from './boardRaster';
import { ElementsLayer, type GrabRequest } from './ElementsLayer';
import { bakeTransform } from './geometry';
import { createStore } from './hooks';
import { createKonvaPainter } from './konvaPainter';
import { DraftLayer, PresenceLayer } from './LiveLayers';
import { createWheelGate, type Viewport, zoomAround, zoomStep } from './limits';
import type { WhiteboardModel } from './model';
import { type Band, SelectionLayer } from './SelectionLayer';
import type { WhiteboardSync } from './sync';
import type { ToolStyle, WhiteboardElement } from './types';
import { elementIdOf, type TextRequest, usePointerTools } from './usePointerTools';

export interface WhiteboardCanvasProps {
  model: WhiteboardModel;
  sync: WhiteboardSync | null;
  tool: WhiteboardTool;
  style: ToolStyle;
  view: Viewport;
  onViewChange: (view: Viewport) => void;
  width: number;
  height: number;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onTextRequest: (request: TextRequest) => void;
  stageRef: RefObject<Konva.Stage | null>;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function WhiteboardCanvas(props: WhiteboardCanvasProps) {
  const { model, sync, tool, view, onViewChange, selected, onTextRequest, stageRef } = props;
  const elements = useSyncExternalStore(model.subscribe, model.getElements);
  const elementsLayer = useRef<Konva.Layer>(null);
  const draft = useMemo(() => createStore<WhiteboardElement | null>(null), []);
  const band = useMemo(() => createStore<Band | null>(null), []);
  const grab = useMemo(() => createStore<GrabRequest | null>(null), []);
  const wheelGate = useMemo(() => createWheelGate(), []);
  // The committed elements' tile bitmaps and index; an image that loads repaints the tiles it is on.
  const { raster, drawInto } = useMemo(() => {
    const holder: { raster?: BoardRaster<SceneCanvas> } = {};
    const { painter, drawInto } = createKonvaPainter({
      onImageLoad: (ids) => {
        holder.raster?.invalidate(ids);
        elementsLayer.current?.batchDraw();
      },
    });
    holder.raster = new BoardRaster(painter);
    return { raster: holder.raster, drawInto };
  }, []);
  useEffect(() => () => raster.destroy(), [raster]);
  const pointer = usePointerTools({ ...props, raster, draft, band, grab });
  const interactive = tool === 'SELECT' || tool === 'GROUPSELECT' || tool === 'DELETE';
  const draggable = tool === 'SELECT' || tool === 'GROUPSELECT';

  // Moves and transforms of several nodes end in the same tick: store them as one update.
  const pending = useRef<Record<string, Partial<WhiteboardElement>>>({});
  const queuePatch = useCallback(
    (id: string, patch: Partial<WhiteboardElement>) => {
      if (!Object.keys(pending.current).length)
        queueMicrotask(() => {
          const patches = pending.current;
          pending.current = {};
          model.update(patches);
        });
      pending.current[id] = { ...pending.current[id], ...patch };
    },
    [model],
  );

  const onShapeDragStart = useCallback(() => wheelGate.dragStarted(), [wheelGate]);
  const onShapeDragEnd = useCallback(
    (event: KonvaEventObject<DragEvent>) => {
      wheelGate.dragEnded(performance.now());
      const node = event.target;
      if (node.hasName('element')) queuePatch(node.id(), { x: round2(node.x()), y: round2(node.y()) });
    },
    [queuePatch, wheelGate],
  );
  const onTransformEnd = useCallback(
    (event: KonvaEventObject<Event>) => {
      const node = event.target;
      const element = model.get(node.id());
      if (!node.hasName('element') || !element) return;
      const patch = bakeTransform(element, {
        x: node.x(),
        y: node.y(),
        scaleX: node.scaleX(),
        scaleY: node.scaleY(),
        rotation: node.rotation(),
      });
      node.scale({ x: 1, y: 1 });
      queuePatch(element.id, patch);
    },
    [model, queuePatch],
  );
  // Double-click (or double-tap) on a text or label with a selection tool edits its text.
  const onDblClick = (event: KonvaEventObject<MouseEvent | TouchEvent | PointerEvent>) => {
    if (!draggable) return;
    const at = event.target.getStage()?.getRelativePointerPosition();
    const id = elementIdOf(event.target) ?? (at ? raster.hit(at)?.id : undefined);
    const element = id ? model.get(id) : undefined;
    if (element && (element.tool === 'TEXT' || element.tool === 'LABEL'))
      onTextRequest({ tool: element.tool, at: { x: element.x, y: element.y }, id: element.id, text: element.text });
  };

  const onWheel = (event: KonvaEventObject<WheelEvent>) => {
    event.evt.preventDefault();
    const stage = event.target.getStage();
    const anchor = stage?.getPointerPosition();
    if (!anchor || !wheelGate.allows(performance.now()) || event.evt.deltaY === 0) return;
    onViewChange(zoomAround(view, anchor, zoomStep(view.scale, event.evt.deltaY < 0 ? 1 : -1, 'wheel')));
  };
  const onStageDragStart = (event: KonvaEventObject<DragEvent>) => {
    if (event.target === event.target.getStage()) wheelGate.dragStarted();
  };
  const onStageDragEnd = (event: KonvaEventObject<DragEvent>) => {
    const stage = event.target.getStage();
    if (event.target !== stage || !stage) return;
    wheelGate.dragEnded(performance.now());
    onViewChange({ ...view, x: stage.x(), y: stage.y() });
  };

  return (
    <Stage
      ref={stageRef}
      width={props.width}
      height={props.height}
      scaleX={view.scale}
      scaleY={view.scale}
      x={view.x}
      y={view.y}
      draggable={tool === 'DRAG'}
      onWheel={onWheel}
      onDragStart={onStageDragStart}
      onDragEnd={onStageDragEnd}
      onPointerDown={pointer.onPointerDown}
      onPointerMove={pointer.onPointerMove}
      onPointerUp={pointer.onPointerUp}
      onPointerLeave={pointer.onPointerLeave}
      onDblClick={onDblClick}
      onDblTap={onDblClick}
      style={{ touchAction: 'none', cursor: tool === 'DRAG' ? 'grab' : interactive ? 'default' : 'crosshair' }}
    >
      <BackgroundLayer />
      <ElementsLayer
        elements={elements}
        selected={selected}
        raster={raster}
        drawInto={drawInto}
        interactive={interactive}
        draggable={draggable}
        scale={view.scale}
        layerRef={elementsLayer}
        grab={grab}
        onDragStart={onShapeDragStart}
        onDragEnd={onShapeDragEnd}
        onTransformEnd={onTransformEnd}
      />
      <DraftLayer draft={draft} />
      <PresenceLayer source={sync} scale={view.scale} />
      <SelectionLayer selected={selected} elements={elements} elementsLayer={elementsLayer} band={band} />
    </Stage>
  );
}
