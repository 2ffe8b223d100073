/**
 * The committed elements drawn as bitmaps, one per tile of the board (`tileSize` board units square), instead
 * of one Konva node per element: a board of 10,000 strokes is one Konva shape that copies a few tiles to the
 * screen. Each tile lists the elements that touch it, bottom to top, which is also the spatial index for hit
 * tests (select, delete, double-click) and the group-select band.
 *
 * Updates are incremental: an element added on top (a new stroke, local or remote) is drawn onto the tiles it
 * touches; a changed, removed, selected or deselected element repaints only its tiles, old and new place. Tiles
 * are painted when they first show on screen, the rest in idle time, and their bitmaps follow the zoom (sharp up
 * to pixel ratio 2) within a memory budget: the least recently shown tiles are dropped first.
 *
 * Drawing itself is a `TilePainter` (konvaPainter.ts draws with Konva's own shapes), so this file runs anywhere.
 */
import { boxOf, hitsElement, hitTolerance, overlaps } from './elementGeometry';
import type { Bounds } from './rendering';
import type { Point, WhiteboardElement } from './types';

export { boxOf, hitsElement, hitTolerance } from './elementGeometry';

/** Side of a tile in board units. */
export const tileSize = 512;
/** Most tile pixels kept at once: 16 M pixels, 64 MB. */
export const maxTilePixels = 16_000_000;

/** Draws elements into tile bitmaps; `T` is the painter's bitmap. */
export interface TilePainter<T> {
  /** A transparent bitmap of `pixels` x `pixels`. */
  create(pixels: number): T;
  clear(tile: T): void;
  /** Draws the elements, bottom to top, into the tile whose top-left board point is `origin`, at `ratio`. */
  draw(tile: T, elements: readonly WhiteboardElement[], origin: Point, ratio: number): void;
  /** Frees a bitmap (optional). */
  release?(tile: T): void;
}

interface Tile<T> {
  i: number;
  j: number;
  /** Elements touching the tile, bottom to top (selected ones too: the index covers every element). */
  elements: WhiteboardElement[];
  bitmap: T | null;
  /** Pixel ratio the bitmap was painted at. */
  ratio: number;
  /** The bitmap must be repainted from scratch before it is shown. */
  dirty: boolean;
  /** Elements added on top since the last paint, to draw over the bitmap as it is. */
  pending: WhiteboardElement[];
  /** Paint count when the tile last showed on screen (least recently shown tiles are dropped first). */
  shownAt: number;
}

export interface RasterStats {
  tiles: number;
  bitmaps: number;
  /** Tiles painted from scratch, and elements drawn, since the raster was made. */
  repaints: number;
  drawn: number;
}

const key = (i: number, j: number) => `${i},${j}`;

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const id of a) if (!b.has(id)) return false;
  return true;
}

export class BoardRaster<T> {
  private tiles = new Map<string, Tile<T>>();
  private elements: readonly WhiteboardElement[] = [];
  private excluded: ReadonlySet<string> = new Set();
  private ratio = 1;
  private frame = 0;
  private stats = { repaints: 0, drawn: 0 };

  constructor(private readonly painter: TilePainter<T>) {}

  /**
   * Takes the board's elements (bottom to top) and the ids drawn elsewhere (the selection, as live nodes).
   * Answers whether anything on screen may have changed.
   */
  sync(elements: readonly WhiteboardElement[], excluded: ReadonlySet<string>): boolean {
    const previous = this.elements;
    const previousExcluded = this.excluded;
    this.elements = elements;
    this.excluded = excluded;
    const sameExcluded = sameSet(previousExcluded, excluded);
    if (previous === elements && sameExcluded) return false;

    // The usual change: elements added on top. Draw them over the tiles they touch.
    if (sameExcluded && elements.length >= previous.length && previous.every((e, i) => elements[i] === e)) {
      for (let n = previous.length; n < elements.length; n++) this.place(elements[n]!, true);
      return elements.length > previous.length;
    }

    // Anything else: repaint the tiles under what changed, where it was and where it is.
    const before = new Map(previous.map((e) => [e.id, e]));
    const after = new Set<string>();
    const changed: Bounds[] = [];
    const order: string[] = [];
    for (const element of elements) {
      const id = element.id;
      after.add(id);
      const old = before.get(id);
      if (old) order.push(id);
      // Only what the tiles draw matters: a selected element moving about changes no tile.
      const wasDrawn = Boolean(old) && !previousExcluded.has(id);
      const isDrawn = !excluded.has(id);
      if (wasDrawn !== isDrawn || (old !== element && (wasDrawn || isDrawn))) {
        if (old) changed.push(boxOf(old));
        changed.push(boxOf(element));
      }
    }
    for (const old of previous) if (!after.has(old.id) && !previousExcluded.has(old.id)) changed.push(boxOf(old));
    // Elements that stayed but changed places in the stack (merged concurrent edits) repaint everything.
    let k = 0;
    const reordered = previous.some((old) => after.has(old.id) && order[k++] !== old.id);

    for (const tile of this.tiles.values()) tile.elements = [];
    for (const element of elements) this.place(element, false);
    for (const tile of this.tiles.values())
      if (reordered || changed.some((box) => overlaps(box, this.tileBounds(tile)))) this.invalidateTile(tile);
    return true;
  }

  /** Repaints the tiles under these elements (an image that finished loading). */
  invalidate(ids: ReadonlySet<string>): void {
    for (const tile of this.tiles.values()) if (tile.elements.some((e) => ids.has(e.id))) this.invalidateTile(tile);
  }

  /**
   * Sets the bitmaps' pixel ratio for a zoom (`scale`) and screen density: sharp up to 2. A new ratio repaints
   * tiles as they show. Answers whether it changed.
   */
  setResolution(scale: number, dpr: number): boolean {
    const ratio = Math.min(2, Math.max(0.25, Math.round(scale * dpr * 4) / 4));
    if (ratio === this.ratio) return false;
    this.ratio = ratio;
    return true;
  }

  get pixelRatio(): number {
    return this.ratio;
  }

  /**
   * Brings the tiles over `view` (board units) up to date and answers them, to be copied to the screen; the
   * least recently shown bitmaps are dropped beyond the memory budget.
   */
  visible(view: Bounds): { x: number; y: number; size: number; bitmap: T }[] {
    this.frame++;
    const shown: { x: number; y: number; size: number; bitmap: T }[] = [];
    for (const tile of this.tiles.values()) {
      if (!tile.elements.length && !tile.bitmap) continue;
      const bounds = this.tileBounds(tile);
      if (!overlaps(bounds, view)) continue;
      tile.shownAt = this.frame;
      const bitmap = this.paint(tile);
      if (bitmap) shown.push({ x: bounds.x, y: bounds.y, size: tileSize, bitmap });
    }
    this.evict();
    return shown;
  }

  /** Paints one tile that is out of date and not on screen; answers false when none is left (for idle time). */
  paintNext(): boolean {
    for (const tile of this.tiles.values())
      if (tile.elements.length && (tile.dirty || tile.ratio !== this.ratio || !tile.bitmap || tile.pending.length)) {
        if (this.pixelsAfter(tile) > maxTilePixels) return false;
        this.paint(tile);
        return true;
      }
    return false;
  }

  /** The elements drawn by the raster (not excluded), bottom to top: for a direct draw (PNG export). */
  drawnElements(): WhiteboardElement[] {
    return this.elements.filter((e) => !this.excluded.has(e.id));
  }

  /** The topmost element at `point` (board units), selected or not; `tolerance` widens thin strokes. */
  hit(point: Point, tolerance = hitTolerance): WhiteboardElement | null {
    const tile = this.tiles.get(key(Math.floor(point.x / tileSize), Math.floor(point.y / tileSize)));
    if (!tile) return null;
    for (let n = tile.elements.length - 1; n >= 0; n--) {
      const element = tile.elements[n]!;
      const box = boxOf(element);
      if (
        point.x < box.x - tolerance ||
        point.y < box.y - tolerance ||
        point.x > box.x + box.width + tolerance ||
        point.y > box.y + box.height + tolerance
      )
        continue;
      if (hitsElement(element, point, tolerance)) return element;
    }
    return null;
  }

  /** Every element whose bounds meet `band` (board units), bottom to top. */
  within(band: Bounds): WhiteboardElement[] {
    const found = new Set<WhiteboardElement>();
    for (const tile of this.tiles.values())
      if (overlaps(this.tileBounds(tile), band))
        for (const element of tile.elements) if (overlaps(boxOf(element), band)) found.add(element);
    return this.elements.filter((e) => found.has(e));
  }

  getStats(): RasterStats {
    let bitmaps = 0;
    for (const tile of this.tiles.values()) if (tile.bitmap) bitmaps++;
    return { tiles: this.tiles.size, bitmaps, ...this.stats };
  }

  /** Frees every bitmap. */
  destroy(): void {
    for (const tile of this.tiles.values()) this.drop(tile);
    this.tiles.clear();
  }

  private tileBounds(tile: Tile<T>): Bounds {
    return { x: tile.i * tileSize, y: tile.j * tileSize, width: tileSize, height: tileSize };
  }

  /** Indexes an element in the tiles it touches; `onTop` also queues it to be drawn over those tiles. */
  private place(element: WhiteboardElement, onTop: boolean) {
    const box = boxOf(element);
    const drawn = onTop && !this.excluded.has(element.id);
    for (let i = Math.floor(box.x / tileSize); i <= Math.floor((box.x + box.width) / tileSize); i++)
      for (let j = Math.floor(box.y / tileSize); j <= Math.floor((box.y + box.height) / tileSize); j++) {
        let tile = this.tiles.get(key(i, j));
        if (!tile) {
          tile = { i, j, elements: [], bitmap: null, ratio: 0, dirty: true, pending: [], shownAt: 0 };
          this.tiles.set(key(i, j), tile);
        }
        tile.elements.push(element);
        if (drawn && !tile.dirty) tile.pending.push(element);
      }
  }

  private invalidateTile(tile: Tile<T>) {
    tile.dirty = true;
    tile.pending = [];
  }

  /** Brings a tile's bitmap up to date: a full repaint when dirty or at another ratio, else the pending ones. */
  private paint(tile: Tile<T>): T | null {
    if (!tile.elements.length) {
      this.drop(tile);
      tile.dirty = false;
      return null;
    }
    const origin = { x: tile.i * tileSize, y: tile.j * tileSize };
    if (tile.dirty || tile.ratio !== this.ratio || !tile.bitmap) {
      if (tile.bitmap && tile.ratio !== this.ratio) this.drop(tile);
      tile.bitmap ??= this.painter.create(Math.ceil(tileSize * this.ratio));
      this.painter.clear(tile.bitmap);
      const drawn = tile.elements.filter((e) => !this.excluded.has(e.id));
      this.painter.draw(tile.bitmap, drawn, origin, this.ratio);
      tile.ratio = this.ratio;
      tile.dirty = false;
      tile.pending = [];
      this.stats.repaints++;
      this.stats.drawn += drawn.length;
    } else if (tile.pending.length) {
      this.painter.draw(tile.bitmap, tile.pending, origin, this.ratio);
      this.stats.drawn += tile.pending.length;
      tile.pending = [];
    }
    return tile.bitmap;
  }

  private drop(tile: Tile<T>) {
    if (tile.bitmap) this.painter.release?.(tile.bitmap);
    tile.bitmap = null;
    tile.dirty = true;
    tile.pending = [];
  }

  private pixelsAfter(extra: Tile<T>): number {
    const side = Math.ceil(tileSize * this.ratio);
    let count = extra.bitmap ? 0 : side * side;
    for (const tile of this.tiles.values()) if (tile.bitmap) count += Math.ceil(tileSize * tile.ratio) ** 2;
    return count;
  }

  /** Drops the least recently shown bitmaps (never one shown in this frame) until within the budget. */
  private evict() {
    const held = [...this.tiles.values()].filter((t) => t.bitmap);
    let pixels = held.reduce((sum, t) => sum + Math.ceil(tileSize * t.ratio) ** 2, 0);
    if (pixels <= maxTilePixels) return;
    held.sort((a, b) => a.shownAt - b.shownAt);
    for (const tile of held) {
      if (pixels <= maxTilePixels || tile.shownAt === this.frame) break;
      pixels -= Math.ceil(tileSize * tile.ratio) ** 2;
      this.drop(tile);
    }
  }
}
