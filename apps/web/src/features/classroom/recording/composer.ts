/**
 * Draws what the class sees onto one canvas for the recorder (ADR 0044): the shared screen and the open
 * whiteboard on the stage with the cameras in a strip beside them, or the cameras in a grid when nothing is
 * shared. People without video show as their colour and initial, like their tiles.
 */

export interface SceneTile {
  source: CanvasImageSource | null;
  name: string;
  color: string;
}

export interface Scene {
  /** Screen shares and the whiteboard, largest first. */
  stage: CanvasImageSource[];
  tiles: SceneTile[];
}

export const frameSize = { width: 1280, height: 720 } as const;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const sizeOf = (source: CanvasImageSource) => {
  if (source instanceof HTMLVideoElement) return { w: source.videoWidth, h: source.videoHeight };
  if (source instanceof HTMLCanvasElement) return { w: source.width, h: source.height };
  return { w: 0, h: 0 };
};

/** Fits `source` inside `rect`, keeping its proportions. */
function drawContained(g: CanvasRenderingContext2D, source: CanvasImageSource, rect: Rect) {
  const { w, h } = sizeOf(source);
  if (!w || !h) return false;
  const scale = Math.min(rect.w / w, rect.h / h);
  const dw = w * scale;
  const dh = h * scale;
  g.drawImage(source, rect.x + (rect.w - dw) / 2, rect.y + (rect.h - dh) / 2, dw, dh);
  return true;
}

function drawTile(g: CanvasRenderingContext2D, tile: SceneTile, rect: Rect) {
  const pad = 4;
  const inner = { x: rect.x + pad, y: rect.y + pad, w: rect.w - 2 * pad, h: rect.h - 2 * pad };
  g.fillStyle = '#1b2440';
  g.fillRect(inner.x, inner.y, inner.w, inner.h);
  if (!tile.source || !drawContained(g, tile.source, inner)) {
    const r = Math.min(inner.w, inner.h) / 4;
    g.fillStyle = tile.color;
    g.beginPath();
    g.arc(inner.x + inner.w / 2, inner.y + inner.h / 2, r, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#fff';
    g.font = `600 ${Math.round(r)}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText((tile.name[0] ?? '?').toUpperCase(), inner.x + inner.w / 2, inner.y + inner.h / 2);
  }
  g.font = '600 16px sans-serif';
  g.textAlign = 'left';
  g.textBaseline = 'bottom';
  g.fillStyle = 'rgba(0,0,0,0.55)';
  const label = tile.name.slice(0, 40);
  g.fillRect(inner.x, inner.y + inner.h - 24, Math.min(g.measureText(label).width + 16, inner.w), 24);
  g.fillStyle = '#fff';
  g.fillText(label, inner.x + 8, inner.y + inner.h - 5);
}

/** Where each part goes on the frame: a stage with a strip of cameras, or a grid of cameras. */
export function layoutScene(stageCount: number, tileCount: number, frame = frameSize) {
  if (stageCount > 0) {
    const strip = tileCount > 0 ? Math.round(frame.width / 5) : 0;
    const stageW = frame.width - strip;
    const stageH = frame.height / stageCount;
    const stage = Array.from({ length: stageCount }, (_, i) => ({ x: 0, y: i * stageH, w: stageW, h: stageH }));
    const shown = Math.min(tileCount, 5);
    const tileH = shown ? Math.min(frame.height / shown, (strip * 3) / 4) : 0;
    const tiles = Array.from({ length: shown }, (_, i) => ({ x: stageW, y: i * tileH, w: strip, h: tileH }));
    return { stage, tiles };
  }
  const cols = Math.max(1, Math.ceil(Math.sqrt(tileCount)));
  const rows = Math.max(1, Math.ceil(tileCount / cols));
  const w = frame.width / cols;
  const h = frame.height / rows;
  const tiles = Array.from({ length: tileCount }, (_, i) => ({ x: (i % cols) * w, y: Math.floor(i / cols) * h, w, h }));
  return { stage: [], tiles };
}

/** Paints one frame of the scene. */
export function paintScene(g: CanvasRenderingContext2D, scene: Scene) {
  g.fillStyle = '#0c1224';
  g.fillRect(0, 0, frameSize.width, frameSize.height);
  const layout = layoutScene(scene.stage.length, scene.tiles.length);
  scene.stage.forEach((source, i) => {
    const rect = layout.stage[i]!;
    if (source instanceof HTMLCanvasElement) {
      g.fillStyle = '#ffffff';
      g.fillRect(rect.x + 4, rect.y + 4, rect.w - 8, rect.h - 8);
    }
    drawContained(g, source, { x: rect.x + 4, y: rect.y + 4, w: rect.w - 8, h: rect.h - 8 });
  });
  layout.tiles.forEach((rect, i) => {
    drawTile(g, scene.tiles[i]!, rect);
  });
}
