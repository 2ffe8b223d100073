/** PNG export of the board (classroom spec §7): the drawn part of the board at pixel ratio 2. */
import type Konva from 'konva';
import { board } from './types';

export const exportPixelRatio = 2;
/** Layers that are not part of the drawing (cursors, strokes in progress, selection) carry this name. */
export const transientLayerName = 'transient';
/** Name of the board raster's shape (ElementsLayer), and its attribute that makes it draw every element itself. */
export const rasterShapeName = 'board-raster';
export const rasterDirectAttr = 'drawDirect';

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

/**
 * The board as a PNG data URL: drawn at zoom 1 whatever the view, without cursors or selection handles, the
 * area around `content` (the elements' bounds, `elementsBounds`). The raster draws every element afresh at
 * the export's pixel ratio rather than copying its tile bitmaps, which are only as sharp as the zoom.
 */
export function boardToPng(stage: Konva.Stage, content: Area | null): string {
  const saved = { scale: stage.scale(), position: stage.position() };
  const hidden = stage.getLayers().filter((layer) => layer.hasName(transientLayerName) && layer.visible());
  const rasters = stage.find(`.${rasterShapeName}`);
  try {
    for (const layer of hidden) layer.hide();
    for (const raster of rasters) raster.setAttr(rasterDirectAttr, true);
    stage.scale({ x: 1, y: 1 });
    stage.position({ x: 0, y: 0 });
    return stage.toDataURL({ ...exportArea(content), pixelRatio: exportPixelRatio, mimeType: 'image/png' });
  } finally {
    for (const raster of rasters) raster.setAttr(rasterDirectAttr, false);
    stage.scale(saved.scale);
    stage.position(saved.position);
    for (const layer of hidden) layer.show();
    stage.batchDraw();
  }
}

/** Saves the board as `whiteboard-YYYY-MM-DD.png`. */
export function downloadBoardPng(stage: Konva.Stage, content: Area | null, now = new Date()): void {
  const link = document.createElement('a');
  link.href = boardToPng(stage, content);
  link.download = `whiteboard-${now.toISOString().slice(0, 10)}.png`;
  document.body.appendChild(link);
  link.click();
  link.remove();
}
