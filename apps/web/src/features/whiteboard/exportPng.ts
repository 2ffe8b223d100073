/** PNG export of the board (classroom spec §7): the drawn part of the board at pixel ratio 2. */
import type Konva from 'konva';
import { board } from './types';

export const exportPixelRatio = 2;
/** Layers that are not part of the drawing (cursors, strokes in progress, selection) carry this name. */
export const transientLayerName = 'transient';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The drawn content with a margin, kept on the board; the whole board when nothing is drawn. */
export function exportArea(content: Area | null, margin = 40): Area {
  if (!content || content.width <= 0 || content.height <= 0)
    return { x: 0, y: 0, width: board.width, height: board.height };
  const x = Math.max(0, Math.floor(content.x - margin));
  const y = Math.max(0, Math.floor(content.y - margin));
  const right = Math.min(board.width, Math.ceil(content.x + content.width + margin));
  const bottom = Math.min(board.height, Math.ceil(content.y + content.height + margin));
  if (right <= x || bottom <= y) return { x: 0, y: 0, width: board.width, height: board.height };
  return { x, y, width: right - x, height: bottom - y };
}

/** The union of the elements' bounds in board units, or null when there are none. */
function contentBounds(stage: Konva.Stage): Area | null {
  const rects = stage.find('.element').map((node) => node.getClientRect({ relativeTo: stage }));
  if (!rects.length) return null;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.width));
  const bottom = Math.max(...rects.map((r) => r.y + r.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The board as a PNG data URL: drawn at zoom 1 whatever the view, without cursors or selection handles. */
export function boardToPng(stage: Konva.Stage): string {
  const saved = { scale: stage.scale(), position: stage.position() };
  const hidden = stage.getLayers().filter((layer) => layer.hasName(transientLayerName) && layer.visible());
  const cached = stage.find('Group').filter((group) => group.isCached());
  try {
    for (const layer of hidden) layer.hide();
    // A cached bitmap is only as sharp as the zoom it was made at; draw the strokes themselves.
    for (const group of cached) group.clearCache();
    stage.scale({ x: 1, y: 1 });
    stage.position({ x: 0, y: 0 });
    return stage.toDataURL({
      ...exportArea(contentBounds(stage)),
      pixelRatio: exportPixelRatio,
      mimeType: 'image/png',
    });
  } finally {
    stage.scale(saved.scale);
    stage.position(saved.position);
    for (const layer of hidden) layer.show();
    stage.batchDraw();
  }
}

/** Saves the board as `whiteboard-YYYY-MM-DD.png`. */
export function downloadBoardPng(stage: Konva.Stage, now = new Date()): void {
  const link = document.createElement('a');
  link.href = boardToPng(stage);
  link.download = `whiteboard-${now.toISOString().slice(0, 10)}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
