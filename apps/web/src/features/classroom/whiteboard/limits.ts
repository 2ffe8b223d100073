/** The whiteboard's limits (classroom spec §5): stroke width, zoom, the wheel after a drag, the smallest transform. */
import { limits, type Point } from './types';

/** A stroke width the toolbar may set: a whole number from 1 to 20 (3 when the input is not a number). */
export function clampStrokeWidth(width: number): number {
  if (!Number.isFinite(width)) return limits.strokeWidth.default;
  return Math.min(limits.strokeWidth.max, Math.max(limits.strokeWidth.min, Math.round(width)));
}

/** Zoom kept between 5% and 500%. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale) || scale <= 0) return 1;
  return Math.min(limits.zoom.max, Math.max(limits.zoom.min, scale));
}

/** One zoom step in (`direction` 1) or out (-1): buttons step by 1.1, the wheel by 1.05. */
export function zoomStep(scale: number, direction: 1 | -1, source: 'button' | 'wheel'): number {
  const step = source === 'button' ? limits.zoom.buttonStep : limits.zoom.wheelStep;
  return clampZoom(direction > 0 ? scale * step : scale / step);
}

/** Where the stage is and how large it draws the board. */
export interface Viewport {
  scale: number;
  x: number;
  y: number;
}

/** Zooms to `scale` keeping the board point under `anchor` (screen coordinates of the stage) in place. */
export function zoomAround(view: Viewport, anchor: Point, scale: number): Viewport {
  const next = clampZoom(scale);
  const boardX = (anchor.x - view.x) / view.scale;
  const boardY = (anchor.y - view.y) / view.scale;
  return { scale: next, x: anchor.x - boardX * next, y: anchor.y - boardY * next };
}

/**
 * Wheel zoom is ignored while something is dragged and for 1 s after the drag ends, so a trackpad's
 * momentum does not zoom the board right after a pan.
 */
export function createWheelGate(ignoreMs: number = limits.wheelIgnoreAfterDragMs) {
  let dragging = false;
  let endedAt = Number.NEGATIVE_INFINITY;
  return {
    dragStarted() {
      dragging = true;
    },
    dragEnded(now: number) {
      dragging = false;
      endedAt = now;
    },
    allows(now: number) {
      return !dragging && now - endedAt >= ignoreMs;
    },
  };
}
export type WheelGate = ReturnType<typeof createWheelGate>;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** The Transformer's `boundBoxFunc`: a resize that would make a shape smaller than 5 x 5 keeps the old box. */
export function limitBox<B extends Box>(oldBox: B, newBox: B): B {
  const min = limits.minTransform;
  return Math.abs(newBox.width) < min || Math.abs(newBox.height) < min ? oldBox : newBox;
}
