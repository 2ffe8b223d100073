/**
 * Runs in Chromium (bundled by whiteboard.bench.ts): loads a saved board into the web app's model and draws it
 * on a Konva stage, either through the board's own canvas (WhiteboardCanvas: tile bitmaps of the board raster)
 * or, as the baseline, with one react-konva node per element over the same background (how the board drew
 * before it batched its strokes). Times are until the frame is painted.
 */
import Konva from 'konva';
import { createElement, type ReactElement, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { Layer, Stage } from 'react-konva';
import * as Y from 'yjs';
import { BackgroundLayer } from '../apps/web/src/features/classroom/whiteboard/BackgroundLayer';
import { WhiteboardBackgroundProvider } from '../apps/web/src/features/classroom/whiteboard/background';
import { ElementShape } from '../apps/web/src/features/classroom/whiteboard/ElementShape';
import {
  extendElement,
  finishElement,
  newId,
  startElement,
} from '../apps/web/src/features/classroom/whiteboard/geometry';
import { WhiteboardModel } from '../apps/web/src/features/classroom/whiteboard/model';
import type { WhiteboardElement } from '../apps/web/src/features/classroom/whiteboard/types';
import { WhiteboardCanvas } from '../apps/web/src/features/classroom/whiteboard/WhiteboardCanvas';
import type { RenderMode, RenderTimes } from './whiteboard-render.types';

const noop = () => {};
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
/** Konva draws in a requestAnimationFrame after React commits; two frames later the pixels are on screen. */
const painted = async () => {
  await frame();
  await frame();
};

function nodesLayer(elements: readonly WhiteboardElement[]): ReactElement {
  return createElement(
    Layer,
    { listening: false },
    elements.map((element) => createElement(ElementShape, { key: element.id, element })),
  );
}

/** The board as the meeting shows it: the real canvas, or the baseline stage with one node per element. */
function Board({ model, mode }: { model: WhiteboardModel; mode: RenderMode }) {
  const elements = useSyncExternalStore(model.subscribe, model.getElements);
  const board =
    mode === 'nodes'
      ? createElement(Stage, { width: 1280, height: 800 }, createElement(BackgroundLayer), nodesLayer(elements))
      : createElement(WhiteboardCanvas, {
          model,
          sync: null,
          tool: 'SCRIBBLE',
          style: { strokeColor: '#000000', strokeWidth: 3 },
          view: { scale: 1, x: 0, y: 0 },
          onViewChange: noop,
          width: 1280,
          height: 800,
          selected: [],
          onSelect: noop,
          onTextRequest: noop,
          stageRef: { current: null },
        });
  return createElement(WhiteboardBackgroundProvider, null, board);
}

function inked(container: HTMLElement): number {
  const canvases = container.querySelectorAll('canvas');
  let count = 0;
  for (const canvas of canvases) {
    const ctx = canvas.getContext('2d');
    if (!ctx) continue;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let i = 3; i < data.length; i += 4 * 16) if (data[i]! > 0) count++;
  }
  return count;
}

async function render(stateBase64: string, mode: RenderMode): Promise<RenderTimes> {
  const container = document.getElementById('root')!;
  const start = performance.now();
  const binary = atob(stateBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const doc = new Y.Doc();
  Y.applyUpdate(doc, bytes);
  const model = new WhiteboardModel(doc);
  const decoded = performance.now();
  const root = createRoot(container);
  root.render(createElement(Board, { model, mode }));
  await painted();
  const shown = performance.now();

  let stroke = startElement('SCRIBBLE', { x: 600, y: 400 }, { strokeColor: '#e91e63', strokeWidth: 3 }, newId());
  for (let i = 1; i < 50; i++) stroke = extendElement(stroke, { x: 600 + i * 4, y: 400 + (i % 7) * 3 });
  // A stroke on a board that has been open a moment (off-screen tiles painted): from the commit until the
  // elements layer (the second, over the background) has drawn it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const layer = Konva.stages.at(-1)?.getLayers()[1];
  const drawn = new Promise<void>((resolve) => layer?.on('draw.bench', () => resolve()));
  const strokeStart = performance.now();
  model.add(finishElement(stroke)!);
  await drawn;
  const strokeEnd = performance.now();
  const ink = inked(container);
  root.unmount();
  model.destroy();
  return {
    decodeMs: decoded - start,
    paintMs: shown - decoded,
    strokeMs: strokeEnd - strokeStart,
    inkedPixels: ink,
  };
}

(window as unknown as { whiteboardRender: typeof render }).whiteboardRender = render;
