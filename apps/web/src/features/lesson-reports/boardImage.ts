/**
 * The lesson's whiteboard as a PNG for its report (ADR 0080): a board's saved Yjs state read into the classroom's
 * own model and drawn with the classroom's own Konva painter (the same shapes the live board draws), off screen,
 * on white, then uploaded to the classroom's file room, where the lesson's people may read it.
 */
import { SceneCanvas } from 'konva/lib/Canvas';
import * as Y from 'yjs';
import { api } from '../../lib/api';
import { loadWhiteboard } from '../classroom/whiteboard/boardsApi';
import { exportArea } from '../classroom/whiteboard/exportPng';
import { createKonvaPainter, loadedImage } from '../classroom/whiteboard/konvaPainter';
import { WhiteboardModel } from '../classroom/whiteboard/model';
import { elementsBounds } from '../classroom/whiteboard/rendering';
import type { WhiteboardElement } from '../classroom/whiteboard/types';
import { toBytes } from '../classroom/whiteboard/wire';

/** The longest side of the image, in pixels (well within the upload's image limits). */
export const maxImageSide = 2048;

/** A board's elements, bottom to top, from its saved state (base64 or bytes). */
export function boardElements(state: string | Uint8Array): readonly WhiteboardElement[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, toBytes(state));
  const model = new WhiteboardModel(doc);
  const elements = model.getElements();
  model.destroy();
  return elements;
}

/** Waits for the board's images to load (at most a few seconds each: a missing one draws as its placeholder). */
function imagesLoaded(elements: readonly WhiteboardElement[]) {
  const sources = [...new Set(elements.flatMap((e) => (e.previewSrc ? [e.previewSrc] : [])))];
  return Promise.all(
    sources.map(
      (src) =>
        new Promise<void>((resolve) => {
          if (loadedImage(src, () => resolve())) resolve();
          setTimeout(resolve, 5_000);
        }),
    ),
  );
}

/** The drawn part of the board as a PNG on white; null when nothing is drawn. */
export async function renderBoardPng(elements: readonly WhiteboardElement[]): Promise<Blob | null> {
  if (!elements.length) return null;
  await imagesLoaded(elements);
  const area = exportArea(elementsBounds(elements));
  const ratio = Math.min(2, maxImageSide / Math.max(area.width, area.height));
  const width = Math.max(1, Math.round(area.width * ratio));
  const height = Math.max(1, Math.round(area.height * ratio));
  // Drawn on a transparent canvas first: the eraser cuts through strokes, and must not cut the white paper.
  const drawing = new SceneCanvas({ width, height, pixelRatio: 1 });
  const context = drawing.getContext();
  context.save();
  context._context.setTransform(ratio, 0, 0, ratio, -area.x * ratio, -area.y * ratio);
  createKonvaPainter().drawInto(drawing, elements);
  context.restore();
  const paper = document.createElement('canvas');
  paper.width = width;
  paper.height = height;
  const ink = paper.getContext('2d');
  if (!ink) return null;
  ink.fillStyle = '#ffffff';
  ink.fillRect(0, 0, width, height);
  ink.drawImage(drawing._canvas, 0, 0);
  return new Promise((resolve) => paper.toBlob((blob) => resolve(blob), 'image/png'));
}

/** Uploads the image to the classroom's file room (`meet:{roomKey}`) and answers its file key. */
export async function uploadBoardImage(png: Blob, roomId: string): Promise<string> {
  const form = new FormData();
  form.append('folder', 'whiteboard');
  form.append('room', roomId);
  form.append('files', new File([png], 'lesson-whiteboard.png', { type: 'image/png' }));
  const key = (await api.post('/files/upload', form)).data.keys[0];
  if (!key) throw new Error('The upload did not return a file');
  return key;
}

/**
 * The lesson's whiteboard image: the most recently changed board with something drawn, rendered and uploaded.
 * Answers its file key, or null when no board of the lesson has content.
 */
export async function captureLessonBoard(boards: readonly { key: string; roomId: string }[]): Promise<string | null> {
  for (const board of boards) {
    const png = await renderBoardPng(boardElements(await loadWhiteboard(board.roomId, board.key)));
    if (png) return uploadBoardImage(png, board.roomId);
  }
  return null;
}
