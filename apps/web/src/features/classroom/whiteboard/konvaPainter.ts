/**
 * Draws elements into the board raster's tile bitmaps with Konva's own shape classes: one reused node per
 * shape kind takes each element's attributes in turn (shapeConfig.ts), so a tile looks exactly like the
 * react-konva nodes would, without a node per element. Images are drawn once their file has loaded; until then
 * the placeholder ElementShape shows, and `onImageLoad` asks for their tiles to be repainted.
 */
import Konva from 'konva';
import { SceneCanvas } from 'konva/lib/Canvas';
import type { TilePainter } from './boardRaster';
import { imagePlaceholder, type ShapeKind, shapeConfig } from './shapeConfig';
import type { Point, WhiteboardElement } from './types';

type Attrs = Record<string, unknown>;

const imageCache = new Map<string, HTMLImageElement>();

/**
 * The image at `src` if it has loaded; otherwise starts loading it (once per URL, shared by every element) and
 * calls `onLoad` when it has.
 */
export function loadedImage(src: string, onLoad?: () => void): HTMLImageElement | undefined {
  let image = imageCache.get(src);
  if (!image) {
    image = new window.Image();
    image.src = src;
    imageCache.set(src, image);
  }
  if (image.complete && image.naturalWidth) return image;
  if (onLoad) image.addEventListener('load', onLoad, { once: true });
  return undefined;
}

/** A Konva node reused for every element of one kind; `set` clears what the previous element had set. */
class Flyweight<N extends Konva.Node> {
  private keys: string[] = [];
  constructor(readonly node: N) {}
  set(attrs: Attrs, node: Konva.Node = this.node): void {
    const next: Attrs = {};
    for (const key of this.keys) next[key] = undefined;
    Object.assign(next, attrs);
    this.keys = Object.keys(attrs);
    node.setAttrs(next);
  }
}

export interface KonvaPainterOptions {
  /** Called with the ids of image elements whose file has just loaded. */
  onImageLoad?: (ids: Set<string>) => void;
}

/** A painter of `SceneCanvas` tiles; also draws straight onto any Konva canvas (`drawInto`). */
export function createKonvaPainter(options: KonvaPainterOptions = {}) {
  const shapes: Record<Exclude<ShapeKind, 'Label'>, Flyweight<Konva.Shape>> = {
    Line: new Flyweight(new Konva.Line()),
    Arrow: new Flyweight(new Konva.Arrow({ points: [] })),
    Rect: new Flyweight(new Konva.Rect()),
    Circle: new Flyweight(new Konva.Circle()),
    Ellipse: new Flyweight(new Konva.Ellipse({ radiusX: 0, radiusY: 0 })),
    Star: new Flyweight(new Konva.Star({ numPoints: 5, innerRadius: 0, outerRadius: 0 })),
    Ring: new Flyweight(new Konva.Ring({ innerRadius: 0, outerRadius: 0 })),
    Arc: new Flyweight(new Konva.Arc({ angle: 0, innerRadius: 0, outerRadius: 0 })),
    Text: new Flyweight(new Konva.Text()),
    Image: new Flyweight(new Konva.Image({ image: undefined })),
  };
  const label = new Konva.Label();
  label.add(new Konva.Tag());
  label.add(new Konva.Text());
  const labelParts = {
    group: new Flyweight(label),
    tag: new Flyweight(label.getTag()),
    text: new Flyweight(label.getText()),
  };
  const waiting = new Map<string, Set<string>>();

  const imageOf = (element: WhiteboardElement) => {
    const src = element.previewSrc;
    if (!src) return undefined;
    const image = loadedImage(src);
    if (image || !options.onImageLoad) return image;
    let ids = waiting.get(src);
    if (!ids) {
      const waiters = new Set<string>();
      waiting.set(src, waiters);
      ids = waiters;
      loadedImage(src, () => {
        waiting.delete(src);
        options.onImageLoad?.(waiters);
      });
    }
    ids.add(element.id);
    return undefined;
  };

  /** Draws one element onto `canvas` in its current transform. */
  const drawOne = (canvas: SceneCanvas, element: WhiteboardElement) => {
    const config = shapeConfig(element);
    if (config.kind === 'Label') {
      labelParts.group.set(config.attrs);
      labelParts.tag.set(config.tag ?? {});
      labelParts.text.set(config.text ?? {});
      label.drawScene(canvas);
      return;
    }
    if (config.kind === 'Image') {
      const image = imageOf(element);
      if (!image) {
        shapes.Rect.set({ ...config.attrs, ...imagePlaceholder, dash: [...imagePlaceholder.dash] });
        shapes.Rect.node.drawScene(canvas);
        return;
      }
      shapes.Image.set({ ...config.attrs, image });
      shapes.Image.node.drawScene(canvas);
      return;
    }
    const shape = shapes[config.kind];
    shape.set(config.attrs);
    shape.node.drawScene(canvas);
  };

  /** Draws elements, bottom to top, onto a Konva canvas in its current transform (the PNG export). */
  const drawInto = (canvas: SceneCanvas, elements: readonly WhiteboardElement[]) => {
    for (const element of elements) drawOne(canvas, element);
  };

  const painter: TilePainter<SceneCanvas> = {
    create(pixels) {
      const tile = new SceneCanvas({ width: pixels, height: pixels, pixelRatio: 1 });
      tile.getContext()._context.imageSmoothingEnabled = true;
      return tile;
    },
    clear(tile) {
      const ctx = tile.getContext()._context;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalCompositeOperation = 'source-over';
      ctx.clearRect(0, 0, tile.width, tile.height);
      ctx.restore();
    },
    draw(tile, elements, origin: Point, ratio) {
      const ctx = tile.getContext();
      ctx.save();
      ctx._context.setTransform(ratio, 0, 0, ratio, -origin.x * ratio, -origin.y * ratio);
      try {
        drawInto(tile, elements);
      } finally {
        ctx.restore();
      }
    },
    release(tile) {
      tile.setSize(0, 0);
    },
  };
  return { painter, drawInto };
}
