/** Paints the board's background under everything else: one shape, never listening, redrawn only when changed. */
import type { Context } from 'konva/lib/Context';
import { memo } from 'react';
import { Layer, Rect, Shape } from 'react-konva';
import { backgroundPaint, useWhiteboardBackground } from './background';
import { board } from './types';

/** Draws every grid line (or dot) of the board in a single path. */
function drawPattern(ctx: Context, pattern: 'grid' | 'dots', cell: number, ink: string) {
  const { width, height } = board;
  ctx.beginPath();
  if (pattern === 'grid') {
    for (let x = cell; x < width; x += cell) {
      ctx.moveTo(x, 0);
      ctx.lineTo(x, height);
    }
    for (let y = cell; y < height; y += cell) {
      ctx.moveTo(0, y);
      ctx.lineTo(width, y);
    }
    ctx.strokeStyle = ink;
    ctx.lineWidth = 1;
    ctx.stroke();
    return;
  }
  for (let x = cell; x < width; x += cell)
    for (let y = cell; y < height; y += cell) {
      ctx.moveTo(x + 2, y);
      ctx.arc(x, y, 2, 0, Math.PI * 2);
    }
  ctx.fillStyle = ink;
  ctx.fill();
}

/** The background layer: the paper across the whole board and its pattern. */
export const BackgroundLayer = memo(function BackgroundLayer() {
  const { type, theme } = useWhiteboardBackground();
  const paint = backgroundPaint(type, theme);
  const { pattern, cell, ink } = paint;
  return (
    <Layer listening={false}>
      <Rect
        x={0}
        y={0}
        width={board.width}
        height={board.height}
        fill={paint.paper}
        shadowColor="rgba(0,0,0,0.25)"
        shadowBlur={12}
        perfectDrawEnabled={false}
      />
      {pattern !== 'none' && (
        <Shape
          perfectDrawEnabled={false}
          sceneFunc={(ctx) => drawPattern(ctx, pattern, cell, ink)}
          // The pattern spans the whole board; Konva needs the size for caching and hit tests.
          width={board.width}
          height={board.height}
        />
      )}
    </Layer>
  );
});
