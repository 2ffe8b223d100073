import type Konva from 'konva';
import { describe, expect, it, vi } from 'vitest';
import { boardToPng, exportPixelRatio, rasterDirectAttr, transientLayerName } from './exportPng';

/** The parts of a Konva stage the export touches, recording what they saw while the picture was taken. */
function fakeStage() {
  const state = { scale: { x: 2.5, y: 2.5 }, position: { x: -300, y: -120 } };
  const layer = (name: string) => {
    let visible = true;
    return {
      hasName: (n: string) => n === name,
      visible: () => visible,
      hide: () => {
        visible = false;
      },
      show: () => {
        visible = true;
      },
    };
  };
  const layers = [layer('elements'), layer(transientLayerName), layer(transientLayerName)];
  const attrs: Record<string, unknown> = {};
  const raster = {
    setAttr(key: string, value: unknown) {
      attrs[key] = value;
    },
  };
  const seen: Record<string, unknown> = {};
  const stage = {
    scale(next?: { x: number; y: number }) {
      if (!next) return state.scale;
      state.scale = next;
    },
    position(next?: { x: number; y: number }) {
      if (!next) return state.position;
      state.position = next;
    },
    getLayers: () => layers,
    find: (selector: string) => (selector === '.board-raster' ? [raster] : []),
    toDataURL: vi.fn((options: Record<string, unknown>) => {
      seen.options = options;
      seen.scale = state.scale;
      seen.position = state.position;
      seen.transientVisible = layers.filter((l) => l.hasName(transientLayerName)).map((l) => l.visible());
      seen.direct = attrs[rasterDirectAttr];
      return 'data:image/png;base64,AAAA';
    }),
    batchDraw: vi.fn(),
  };
  return { stage: stage as unknown as Konva.Stage, seen, state, layers, attrs };
}

describe('boardToPng', () => {
  it('draws the drawn area at zoom 1 and pixel ratio 2, without cursors or selection, every element afresh', () => {
    const { stage, seen } = fakeStage();
    expect(boardToPng(stage, { x: 100, y: 200, width: 300, height: 50 })).toBe('data:image/png;base64,AAAA');
    expect(seen.options).toEqual({
      x: 60,
      y: 160,
      width: 380,
      height: 130,
      pixelRatio: exportPixelRatio,
      mimeType: 'image/png',
    });
    expect(exportPixelRatio).toBe(2);
    expect(seen.scale).toEqual({ x: 1, y: 1 });
    expect(seen.position).toEqual({ x: 0, y: 0 });
    expect(seen.transientVisible).toEqual([false, false]);
    expect(seen.direct).toBe(true);
  });

  it('puts the view, the live layers and the tile bitmaps back afterwards', () => {
    const { stage, state, layers, attrs } = fakeStage();
    boardToPng(stage, null);
    expect(state.scale).toEqual({ x: 2.5, y: 2.5 });
    expect(state.position).toEqual({ x: -300, y: -120 });
    expect(layers.every((l) => l.visible())).toBe(true);
    expect(attrs[rasterDirectAttr]).toBe(false);
  });
});
