/**
 * A board drawn small, for the host's breakout cockpit (ADR 0087): its whole state (base64, as the load route answers)
 * read into a document and every element painted with the board's own painter, fitted into the thumbnail. Loaded
 * lazily with Konva, only when a cockpit shows a room with a board.
 */
import * as Y from 'yjs';
import { createKonvaPainter } from './konvaPainter';
import { WhiteboardModel } from './model';
import { type Bounds, elementsBounds } from './rendering';

/** Where the content goes in a square thumbnail of `pixels`: its top-left board point and the scale. */
export function thumbnailFit(
  content: Bounds,
  pixels: number,
  margin = 8,
): { origin: { x: number; y: number }; ratio: number } {
  const side = Math.max(content.width, content.height, 1);
  const ratio = (pixels - 2 * margin) / side;
  // Centred: the shorter side gets the spare room on both ends.
  const x = content.x - (side - content.width) / 2 - margin / ratio;
  const y = content.y - (side - content.height) / 2 - margin / ratio;
  return { origin: { x, y }, ratio };
}

/** The board as a PNG data URL `pixels` square on white; null for an empty board. */
export function renderBoardThumbnail(stateBase64: string, pixels = 160): string | null {
  const doc = new Y.Doc();
  Y.applyUpdate(
    doc,
    Uint8Array.from(atob(stateBase64), (c) => c.charCodeAt(0)),
  );
  const elements = new WhiteboardModel(doc).getElements();
  const content = elementsBounds(elements);
  doc.destroy();
  if (!content) return null;
  const { painter } = createKonvaPainter();
  const tile = painter.create(pixels);
  const context = tile.getContext()._context;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, pixels, pixels);
  const { origin, ratio } = thumbnailFit(content, pixels);
  painter.draw(tile, elements, origin, ratio);
  const url = tile.toDataURL('image/png', 1);
  painter.release?.(tile);
  return url;
}
